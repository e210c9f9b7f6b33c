import { MAILCHIMP_MESSAGES, type TAppMessageKey } from '@regulars/contracts';
import { messageIn, type TKnownMessages } from '../../lib/app-refusal.ts';
import type { TAppWords } from '../../lib/app-words.tsx';

/**
 * What the MailChimp card's checks (ZConnectMailchimp, ZChooseMailchimpAudience), the server's MailChimp routes and a
 * failed sync may say in English, with the keys that say it.
 */
export const MAILCHIMP_REFUSALS = {
  [MAILCHIMP_MESSAGES.upgrade]: 'integrations.mailchimp.upgrade',
  [MAILCHIMP_MESSAGES.keyRequired]: 'integrations.mailchimp.keyRequired',
  [MAILCHIMP_MESSAGES.keyFormat]: 'integrations.mailchimp.keyFormat',
  [MAILCHIMP_MESSAGES.keyRefused]: 'integrations.mailchimp.keyRefused',
  [MAILCHIMP_MESSAGES.unreachable]: 'integrations.mailchimp.unreachable',
  [MAILCHIMP_MESSAGES.notConnected]: 'integrations.mailchimp.notConnected',
  [MAILCHIMP_MESSAGES.audienceRequired]: 'integrations.mailchimp.audienceRequired',
  [MAILCHIMP_MESSAGES.audienceUnknown]: 'integrations.mailchimp.audienceUnknown',
  [MAILCHIMP_MESSAGES.noAudience]: 'integrations.mailchimp.noAudience',
  [MAILCHIMP_MESSAGES.syncRunning]: 'integrations.mailchimp.syncRunning',
  [MAILCHIMP_MESSAGES.connectFailed]: 'integrations.mailchimp.connectFailed',
  [MAILCHIMP_MESSAGES.audienceFailed]: 'integrations.mailchimp.audienceFailed',
  [MAILCHIMP_MESSAGES.syncFailed]: 'integrations.mailchimp.syncFailed',
  [MAILCHIMP_MESSAGES.disconnectFailed]: 'integrations.mailchimp.disconnectFailed',
  // What a failed sync records, and why the audiences could not be read (server/src/mailchimp/sync-audience.ts,
  // get-mailchimp-state.ts).
  [MAILCHIMP_MESSAGES.syncKeyRefused]: 'integrations.mailchimp.syncKeyRefused',
  [MAILCHIMP_MESSAGES.syncKeyUnreadable]: 'integrations.mailchimp.syncKeyUnreadable',
  [MAILCHIMP_MESSAGES.syncUnreachable]: 'integrations.mailchimp.syncUnreachable',
  [MAILCHIMP_MESSAGES.syncAudienceGone]: 'integrations.mailchimp.syncAudienceGone',
  [MAILCHIMP_MESSAGES.syncRefused]: 'integrations.mailchimp.syncRefused',
  [MAILCHIMP_MESSAGES.syncPlanEnded]: 'integrations.mailchimp.syncPlanEnded',
  // The session's guards and the API client.
  'Only the team admin can do this': 'integrations.adminOnly',
  'Your access to this team has ended': 'integrations.accessEnded',
  'Unable to reach the server. Please check your connection and try again.': 'integrations.network',
  'The server sent an unexpected response. Please try again.': 'integrations.unexpected',
  'Something went wrong. Please try again.': 'integrations.somethingWrong',
  'Check the form and try again': 'integrations.checkForm',
} as const satisfies TKnownMessages;

/** A MailChimp message (a check, the server's refusal, a sync's outcome) in the user's language; `fallback` if unknown. */
export const mailchimpMessageIn = (words: TAppWords, message: string | null | undefined, fallback: TAppMessageKey) =>
  messageIn(words, message, MAILCHIMP_REFUSALS, fallback);

/** Why a MailChimp request failed, in the user's language: the server's reason when known, else `fallback`. */
export const mailchimpRefusal = (words: TAppWords, error: unknown, fallback: TAppMessageKey) =>
  mailchimpMessageIn(words, error instanceof Error ? error.message : null, fallback);
