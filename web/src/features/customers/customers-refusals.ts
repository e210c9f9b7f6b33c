import { CUSTOMER_MESSAGES, QUICK_MESSAGES, type TAppMessageKey } from '@regulars/contracts';
import { ApiError } from '../../api/client.ts';
import { refusalIn, type TKnownMessages } from '../../lib/app-refusal.ts';
import type { TAppWords } from '../../lib/app-words.tsx';

/** What any request of the screen may end with before the server says anything of its own (api/client.ts). */
export const GENERAL_KNOWN = {
  'Something went wrong. Please try again.': 'customers.problem.generic',
  'Unable to reach the server. Please check your connection and try again.': 'customers.problem.network',
} as const satisfies TKnownMessages;

/**
 * What a quick email or SMS may be refused with, or why its delivery failed: the contracts' messages and the server's
 * delivery refusals (server/src/messaging/delivery-refusal.ts), word for word.
 */
export const QUICK_KNOWN = {
  ...GENERAL_KNOWN,
  [QUICK_MESSAGES.emailFailed]: 'customers.quick.emailFailed',
  [QUICK_MESSAGES.smsFailed]: 'customers.quick.smsFailed',
  [QUICK_MESSAGES.emailRequired]: 'customers.quick.emailRequired',
  [QUICK_MESSAGES.smsNotOptedIn]: 'customers.quick.smsNotOptedIn',
  [QUICK_MESSAGES.phoneRequired]: 'customers.quick.phoneRequired',
  [QUICK_MESSAGES.templateNotFound]: 'customers.quick.templateNotFound',
  [CUSTOMER_MESSAGES.notFound]: 'customers.quick.customerNotFound',
  'Not sent: the business is suspended': 'customers.quick.suspended',
  'Not sent: the business is closed': 'customers.quick.closed',
  'Not sent: the customer was deleted': 'customers.quick.customerGone',
  'Not sent: the customer unsubscribed from email': 'customers.quick.emailOptedOut',
  'Not sent: this number asked you to stop texting it (it can text START to opt back in)':
    'customers.quick.smsOptedOut',
  'Delivery unknown: the send stopped while the provider was taking the message. It was not sent again, so the customer never gets it twice.':
    'customers.quick.interrupted',
} as const satisfies TKnownMessages;

/** Why a quick message was not sent, in the user's language; the plan's allowance in words of its own. */
export function quickRefusal(words: TAppWords, error: unknown, channel: 'email' | 'sms'): string {
  // The server's PLAN_LIMIT sentences carry its figures (segments, credits): another language says it plainly.
  if (words.language !== 'en' && error instanceof ApiError && error.code === 'PLAN_LIMIT') {
    return words.t('customers.quick.planLimit');
  }
  const fallback = channel === 'email' ? 'customers.quick.emailFailed' : 'customers.quick.smsFailed';
  return refusalIn(words, error, QUICK_KNOWN, fallback);
}

/**
 * The provider's or the server's reason under a failed send: as written in English, else its words when known; an
 * unknown one (a provider's own text) is left out rather than shown in English.
 */
export function quickReasonIn(words: TAppWords, reason: string | null): string | null {
  if (!reason) return null;
  const key: TAppMessageKey | undefined = Object.hasOwn(QUICK_KNOWN, reason)
    ? QUICK_KNOWN[reason as keyof typeof QUICK_KNOWN]
    : undefined;
  if (key) return words.t(key);
  return words.language === 'en' ? reason : null;
}
