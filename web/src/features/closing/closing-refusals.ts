import { ADMIN_ACTION_MESSAGES, CLOSING_MESSAGES, type TAppMessageKey } from '@regulars/contracts';
import { messageIn, refusalIn, type TKnownMessages } from '../../lib/app-refusal.ts';
import type { TAppWords } from '../../lib/app-words.tsx';

/** What closing the business may answer in English (ZCloseBusiness, server/src/closing), with the keys that say it. */
export const CLOSING_REFUSALS = {
  'Type the business name to confirm': 'settings.close.nameRequired',
  'That name is too long': 'settings.close.nameTooLong',
  [CLOSING_MESSAGES.wrongName]: 'settings.close.wrongName',
  [CLOSING_MESSAGES.alreadyClosed]: 'settings.close.alreadyClosed',
  [CLOSING_MESSAGES.closed]: 'settings.closed',
  [CLOSING_MESSAGES.closeFailed]: 'settings.close.failed',
  // The session's and the platform's guards, the API client's own.
  'Only the team admin can do this': 'settings.adminOnly',
  'Your access to this team has ended': 'settings.accessEnded',
  'Business not found': 'settings.businessNotFound',
  [ADMIN_ACTION_MESSAGES.suspended]: 'settings.suspended',
  'Unable to reach the server. Please check your connection and try again.': 'settings.network',
  'Something went wrong. Please try again.': 'settings.somethingWrong',
} as const satisfies TKnownMessages;

/** A check of the confirmation or the server's message in the user's language; `fallback` for an unknown one. */
export const closingMessageIn = (words: TAppWords, message: string, fallback: TAppMessageKey) =>
  messageIn(words, message, CLOSING_REFUSALS, fallback);

/** Why closing failed, in the user's language: the server's reason when known, else `fallback`. */
export const closingRefusal = (
  words: TAppWords,
  error: unknown,
  fallback: TAppMessageKey = 'settings.somethingWrong',
) => refusalIn(words, error, CLOSING_REFUSALS, fallback);
