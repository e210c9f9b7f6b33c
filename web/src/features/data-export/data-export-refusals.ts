import {
  ADMIN_ACTION_MESSAGES,
  CLOSING_MESSAGES,
  DATA_EXPORT_MESSAGES,
  type TAppMessageKey,
} from '@regulars/contracts';
import { messageIn, refusalIn, type TKnownMessages } from '../../lib/app-refusal.ts';
import type { TAppWords } from '../../lib/app-words.tsx';

/** What the server's data-export routes and an export's failure may say in English, with the keys that say it. */
export const DATA_EXPORT_REFUSALS = {
  [DATA_EXPORT_MESSAGES.adminOnly]: 'settings.data.adminOnly',
  [DATA_EXPORT_MESSAGES.failed]: 'settings.data.failed',
  [DATA_EXPORT_MESSAGES.stalled]: 'settings.data.stalled',
  [DATA_EXPORT_MESSAGES.notFound]: 'settings.data.notFound',
  // server/src/data-export/start-data-export.ts.
  'The export could not be started': 'settings.data.startFailed',
  // The session's and the platform's guards, the API client's own.
  'Only the team admin can do this': 'settings.adminOnly',
  'Your access to this team has ended': 'settings.accessEnded',
  'Business not found': 'settings.businessNotFound',
  [CLOSING_MESSAGES.closed]: 'settings.closed',
  [ADMIN_ACTION_MESSAGES.suspended]: 'settings.suspended',
  'Unable to reach the server. Please check your connection and try again.': 'settings.network',
  'Something went wrong. Please try again.': 'settings.somethingWrong',
} as const satisfies TKnownMessages;

/** An export's reason for failing in the user's language; `fallback` for an unknown one. */
export const dataExportMessageIn = (words: TAppWords, message: string, fallback: TAppMessageKey) =>
  messageIn(words, message, DATA_EXPORT_REFUSALS, fallback);

/** Why an export request failed, in the user's language: the server's reason when known, else `fallback`. */
export const dataExportRefusal = (
  words: TAppWords,
  error: unknown,
  fallback: TAppMessageKey = 'settings.somethingWrong',
) => refusalIn(words, error, DATA_EXPORT_REFUSALS, fallback);
