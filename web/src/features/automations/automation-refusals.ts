import {
  ADMIN_ACTION_MESSAGES,
  AUTOMATION_MESSAGES,
  CLOSING_MESSAGES,
  LIFT_MESSAGES,
  SETTINGS_MESSAGES,
} from '@regulars/contracts';
import { messageIn, refusalIn, type TKnownMessages } from '../../lib/app-refusal.ts';
import type { TAppWords } from '../../lib/app-words.tsx';

/**
 * What the automations' form checks (the contracts' schemas) and the server's /api/automations routes may answer in
 * English, with the keys that say it in the user's language.
 */
export const AUTOMATION_REFUSALS = {
  // ZWinBackConfig, ZBirthdayReward and ZUpdateWinBack / ZUpdateBirthday (contracts/src/automations.ts).
  [AUTOMATION_MESSAGES.daysRange]: 'automations.refusal.daysRange',
  [AUTOMATION_MESSAGES.daysWhole]: 'automations.refusal.daysWhole',
  [AUTOMATION_MESSAGES.rewardRequired]: 'automations.refusal.rewardRequired',
  [AUTOMATION_MESSAGES.rewardTooLong]: 'automations.refusal.rewardTooLong',
  [AUTOMATION_MESSAGES.rewardDaysRange]: 'automations.refusal.rewardDaysRange',
  [AUTOMATION_MESSAGES.enabledRequired]: 'automations.refusal.enabledRequired',
  [SETTINGS_MESSAGES.unsavableCharacter]: 'automations.refusal.unsavable',
  // The control group (contracts/src/campaign-lift.ts).
  [LIFT_MESSAGES.controlShare]: 'automations.refusal.controlShare',
  [LIFT_MESSAGES.outcomeWindow]: 'automations.refusal.outcomeWindow',
  // server/src/automations/update-automation.ts, the request's validation and the session's guards.
  [AUTOMATION_MESSAGES.templateNotFound]: 'automations.refusal.templateNotFound',
  [AUTOMATION_MESSAGES.templateInactive]: 'automations.refusal.templateInactive',
  [AUTOMATION_MESSAGES.messageRequired]: 'automations.refusal.messageRequired',
  'Check the form and try again': 'automations.refusal.checkForm',
  'Only the team admin can do this': 'automations.refusal.adminOnly',
  'Your access to this team has ended': 'automations.refusal.accessEnded',
  [ADMIN_ACTION_MESSAGES.suspended]: 'automations.refusal.suspended',
  [CLOSING_MESSAGES.closed]: 'automations.refusal.closed',
  // The app's own (api/client.ts): no answer, or one it cannot read.
  'Unable to reach the server. Please check your connection and try again.': 'automations.refusal.network',
  'The server sent an unexpected response. Please try again.': 'automations.refusal.unexpected',
  'Something went wrong. Please try again.': 'automations.refusal.unknown',
} as const satisfies TKnownMessages;

/** A check of an automation's form, or the server's message, in the user's language (undefined: the field is fine). */
export function automationMessageIn(words: TAppWords, message: string | undefined): string | undefined {
  return message === undefined
    ? undefined
    : messageIn(words, message, AUTOMATION_REFUSALS, 'automations.refusal.unknown');
}

/** Why an automations request failed, in the user's language (see messageIn). */
export const automationRefusal = (words: TAppWords, error: unknown) =>
  refusalIn(words, error, AUTOMATION_REFUSALS, 'automations.refusal.unknown');
