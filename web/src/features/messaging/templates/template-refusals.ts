import {
  ADMIN_ACTION_MESSAGES,
  BRAND_COLOR_MESSAGE,
  CLOSING_MESSAGES,
  EMAIL_DESIGN_LIMITS,
  EMAIL_DESIGN_MESSAGES,
  type TAppMessageKey,
  TEMPLATE_MESSAGES,
} from '@regulars/contracts';
import { messageIn, refusalIn, type TKnownMessages } from '../../../lib/app-refusal.ts';
import type { TAppWords } from '../../../lib/app-words.tsx';
import { formatCountIn } from '../../../lib/format-number.ts';

/** Numbers in the contract's English as it writes them ('5,000'). */
const en = (n: number) => formatCountIn(n, 'en-US');

/**
 * What an e-mail design may be refused for (contracts/src/email-design.ts, its colour from branding.ts), with the keys
 * that say it: wherever a design is written, a template or a campaign's composer.
 */
export const EMAIL_DESIGN_REFUSALS = {
  [EMAIL_DESIGN_MESSAGES.headingRequired]: 'templates.refusal.headingRequired',
  [EMAIL_DESIGN_MESSAGES.textRequired]: 'templates.refusal.textRequired',
  [EMAIL_DESIGN_MESSAGES.imageUrl]: 'templates.refusal.imageUrl',
  [EMAIL_DESIGN_MESSAGES.buttonLabel]: 'templates.refusal.buttonLabel',
  [EMAIL_DESIGN_MESSAGES.buttonUrl]: 'templates.refusal.buttonUrl',
  [EMAIL_DESIGN_MESSAGES.noBlocks]: 'templates.refusal.noBlocks',
  [EMAIL_DESIGN_MESSAGES.tooManyBlocks]: 'templates.refusal.tooManyBlocks',
  [`A heading must be at most ${en(EMAIL_DESIGN_LIMITS.heading)} characters`]: 'templates.refusal.headingTooLong',
  [`A text block must be at most ${en(EMAIL_DESIGN_LIMITS.text)} characters`]: 'templates.refusal.textTooLong',
  [`A button label must be at most ${en(EMAIL_DESIGN_LIMITS.label)} characters`]:
    'templates.refusal.buttonLabelTooLong',
  [`Image descriptions must be at most ${en(EMAIL_DESIGN_LIMITS.alt)} characters`]:
    'templates.refusal.descriptionTooLong',
  [BRAND_COLOR_MESSAGE]: 'templates.refusal.colour',
} as const satisfies TKnownMessages;

/**
 * What the template editors' checks (ZSmsTemplateInput, ZEmailTemplateInput and its design, contracts/src/templates.ts
 * and email-design.ts) and the server's template routes may answer in English, with the keys that say it.
 */
export const TEMPLATE_REFUSALS = {
  [TEMPLATE_MESSAGES.smsRequired]: 'templates.refusal.smsRequired',
  [TEMPLATE_MESSAGES.emailRequired]: 'templates.refusal.emailRequired',
  [TEMPLATE_MESSAGES.triggerRequired]: 'templates.refusal.triggerRequired',
  // The contract's length limits, which have no constants of their own.
  'Name must be at most 100 characters': 'templates.refusal.nameTooLong',
  'Message must be at most 1,600 characters': 'templates.refusal.messageTooLong',
  'Subject must be at most 200 characters': 'templates.refusal.subjectTooLong',
  'Body must be at most 20,000 characters': 'templates.refusal.bodyTooLong',
  ...EMAIL_DESIGN_REFUSALS,
  // A rule with no message of its own (contracts/src/errors.ts checkFieldMessage).
  'Check the form and try again': 'templates.refusal.checkForm',
  // server/src/messaging/template-routes.ts, the session's guards, and the screen's own fallbacks.
  [TEMPLATE_MESSAGES.notFound]: 'templates.refusal.notFound',
  [TEMPLATE_MESSAGES.saveFailed]: 'templates.refusal.saveFailed',
  [TEMPLATE_MESSAGES.toggleFailed]: 'templates.refusal.toggleFailed',
  'The blocks could not be turned into HTML. Please try again.': 'templates.refusal.toHtmlFailed',
  [ADMIN_ACTION_MESSAGES.suspended]: 'templates.refusal.suspended',
  [CLOSING_MESSAGES.closed]: 'templates.refusal.closed',
  'Your access to this team has ended': 'templates.refusal.accessEnded',
  // The app's own (api/client.ts): no answer, or one it cannot read.
  'Unable to reach the server. Please check your connection and try again.': 'templates.refusal.network',
  'The server sent an unexpected response. Please try again.': 'templates.refusal.unexpected',
  'Something went wrong. Please try again.': 'templates.refusal.somethingWrong',
} as const satisfies TKnownMessages;

/** A template check or the server's message in the user's language; `fallback` for an unknown one (see messageIn). */
export const templateMessageIn = (
  words: TAppWords,
  message: string | null | undefined,
  fallback: TAppMessageKey = 'templates.refusal.checkForm',
) => messageIn(words, message, TEMPLATE_REFUSALS, fallback);

/** A field's or a block's check in the user's language, or undefined when it is fine. */
export const templateFieldMessage = (words: TAppWords, message: string | null | undefined) =>
  message ? templateMessageIn(words, message) : undefined;

/** Why a template request failed, in the user's language: the server's reason when known, else `fallback`. */
export const templateRefusal = (words: TAppWords, error: unknown, fallback: TAppMessageKey) =>
  refusalIn(words, error, TEMPLATE_REFUSALS, fallback);
