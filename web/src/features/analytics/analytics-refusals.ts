import { ANALYTICS_MESSAGES, LOCATION_MESSAGES } from '@regulars/contracts';
import { refusalIn, type TKnownMessages } from '../../lib/app-refusal.ts';
import type { TAppWords } from '../../lib/app-words.tsx';

/**
 * What the page's requests may be refused with: api/client.ts's own, ZAnalyticsQuery's checks of the period and the
 * location (a location deleted since the link was made), word for word.
 */
export const ANALYTICS_REFUSALS = {
  'Something went wrong. Please try again.': 'analytics.refusal.generic',
  'Unable to reach the server. Please check your connection and try again.': 'analytics.refusal.network',
  'The server sent an unexpected response. Please try again.': 'analytics.refusal.unexpected',
  [ANALYTICS_MESSAGES.period]: 'analytics.refusal.period',
  [ANALYTICS_MESSAGES.date]: 'analytics.refusal.date',
  [ANALYTICS_MESSAGES.customNeedsDates]: 'analytics.refusal.customNeedsDates',
  [ANALYTICS_MESSAGES.fromAfterTo]: 'analytics.period.fromAfterTo',
  [ANALYTICS_MESSAGES.tooLong]: 'analytics.refusal.tooLong',
  [ANALYTICS_MESSAGES.fromWithoutCustom]: 'analytics.refusal.fromWithoutCustom',
  [LOCATION_MESSAGES.notFound]: 'analytics.refusal.locationNotFound',
} as const satisfies TKnownMessages;

/** Why the figures could not load, in the user's language; 'Please try again.' for a reason nobody gave. */
export const analyticsRefusal = (words: TAppWords, error: unknown) =>
  refusalIn(words, error, ANALYTICS_REFUSALS, 'analytics.tryAgain');
