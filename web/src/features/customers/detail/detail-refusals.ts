import { CUSTOMER_MESSAGES, PORTAL_MESSAGES, type TAppMessageKey } from '@regulars/contracts';
import { CONTACT_FIELD_MESSAGES } from '../../../components/customer-messages.ts';
import { messageIn, refusalIn, type TKnownMessages } from '../../../lib/app-refusal.ts';
import type { TAppWords } from '../../../lib/app-words.tsx';

/**
 * What the customer's page may be told by the server and its forms' checks, by their English words (the contracts'
 * constants where they exist), with this page's key for each; a profile field's problems are the add-customer form's.
 */
export const DETAIL_KNOWN = {
  ...CONTACT_FIELD_MESSAGES,
  // api/client.ts's own: no answer, or one it could not read.
  'Something went wrong. Please try again.': 'customerDetail.refusal.fallback',
  'Unable to reach the server. Please check your connection and try again.': 'customerDetail.refusal.network',
  [CUSTOMER_MESSAGES.notFound]: 'customerDetail.refusal.notFound',
  [CUSTOMER_MESSAGES.pinNeedsPhone]: 'customerDetail.refusal.pinNeedsPhone',
  [PORTAL_MESSAGES.newPinLength]: 'customerDetail.pin.length',
  // server/src/platform/session.ts's requireTeamAdmin (downloading a customer's data).
  'Only the team admin can do this': 'customerDetail.refusal.teamAdminOnly',
} as const satisfies TKnownMessages;

/** Why a request of this page was refused, in the user's language; `fallback` says what failed. */
export const detailRefusal = (words: TAppWords, error: unknown, fallback: TAppMessageKey) =>
  refusalIn(words, error, DETAIL_KNOWN, fallback);

/** A form check's message (the new PIN's) in the user's language. */
export const detailMessage = (words: TAppWords, message: string | undefined, fallback: TAppMessageKey) =>
  message ? messageIn(words, message, DETAIL_KNOWN, fallback) : undefined;
