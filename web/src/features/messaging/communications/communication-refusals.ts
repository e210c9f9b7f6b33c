import { COMMUNICATION_MESSAGES, QUICK_MESSAGES, type TAppMessageKey } from '@regulars/contracts';
import { refusalIn, type TKnownMessages } from '../../../lib/app-refusal.ts';
import type { TAppWords } from '../../../lib/app-words.tsx';

/** What the history's requests may be refused with (api/client.ts, the contracts' query and the server's routes). */
export const COMMUNICATION_REFUSALS = {
  'Something went wrong. Please try again.': 'communications.refusal.generic',
  'Unable to reach the server. Please check your connection and try again.': 'communications.refusal.network',
  'The server sent an unexpected response. Please try again.': 'communications.refusal.unexpected',
  [COMMUNICATION_MESSAGES.notFound]: 'communications.refusal.notFound',
  // ZCommunicationListQuery's search.
  'Search must be at most 200 characters': 'communications.refusal.searchTooLong',
} as const satisfies TKnownMessages;

/**
 * Why a message was not sent, as the server keeps it with the message: its delivery refusals
 * (server/src/messaging/delivery-refusal.ts), the contracts' reasons, a provider's report and the postal address's rule
 * (queue-message.ts), word for word.
 */
export const FAILURE_REASONS = {
  'Not sent: the business is suspended': 'communications.reason.suspended',
  'Not sent: the business is closed': 'communications.reason.closed',
  'Not sent: the customer was deleted': 'communications.reason.customerGone',
  'Not sent: the customer unsubscribed from email': 'communications.reason.emailOptedOut',
  'Not sent: this number asked you to stop texting it (it can text START to opt back in)':
    'communications.reason.smsOptedOut',
  'Delivery unknown: the send stopped while the provider was taking the message. It was not sent again, so the customer never gets it twice.':
    'communications.reason.interrupted',
  [QUICK_MESSAGES.smsNotOptedIn]: 'communications.reason.smsNotOptedIn',
  [QUICK_MESSAGES.phoneRequired]: 'communications.reason.phoneRequired',
  [QUICK_MESSAGES.emailRequired]: 'communications.reason.emailRequired',
  'The provider reported the message undelivered': 'communications.reason.undelivered',
  'Add your business postal address in Settings before sending marketing email: the law requires it in every one.':
    'communications.reason.postalAddress',
} as const satisfies TKnownMessages;

/** Why a request of the history failed, in the user's language (an unknown reason: `fallback` outside English). */
export const communicationRefusal = (words: TAppWords, error: unknown, fallback: TAppMessageKey) =>
  refusalIn(words, error, COMMUNICATION_REFUSALS, fallback);

/**
 * Why a failed message was not sent: a known reason in the user's language; a provider's own words as written in
 * English, and quoted as the provider's in another language (they are its words, not ours, and worth reading); none
 * when nobody said.
 */
export function failureReason(words: TAppWords, reason: string | null): string {
  if (!reason) return words.t('communications.detail.noReason');
  const key = Object.hasOwn(FAILURE_REASONS, reason) ? FAILURE_REASONS[reason as keyof typeof FAILURE_REASONS] : null;
  if (key) return words.t(key);
  return words.language === 'en' ? reason : words.t('communications.detail.providerSaid', { reason });
}
