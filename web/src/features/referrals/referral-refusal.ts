import { REFERRAL_MESSAGES, stampsOverCardMessage, type TAppMessageKey } from '@regulars/contracts';
import { messageIn, type TKnownMessages } from '../../lib/app-refusal.ts';
import type { TAppWords } from '../../lib/app-words.tsx';

/**
 * What refer-a-friend's editor may be told by the contract's checks and the server, by their English words (the
 * contract's own constants), with the card's key for each.
 */
export const REFERRAL_KNOWN = {
  'Something went wrong. Please try again.': 'frame.somethingWrong',
  'Unable to reach the server. Please check your connection and try again.': 'growth.refusal.network',
  [REFERRAL_MESSAGES.programRequired]: 'growth.referrals.refusal.programRequired',
  [REFERRAL_MESSAGES.programNotPoints]: 'growth.referrals.refusal.programNotPoints',
  [REFERRAL_MESSAGES.programPaused]: 'growth.referrals.refusal.programPaused',
  [REFERRAL_MESSAGES.cardRequired]: 'growth.referrals.refusal.cardRequired',
  [REFERRAL_MESSAGES.programNotCard]: 'growth.referrals.refusal.programNotCard',
  [REFERRAL_MESSAGES.stampsRange]: 'growth.referrals.refusal.stampsRange',
  [REFERRAL_MESSAGES.programNotFound]: 'growth.referrals.refusal.programNotFound',
  [REFERRAL_MESSAGES.pointsRange]: 'growth.referrals.refusal.pointsRange',
  [REFERRAL_MESSAGES.rewardNameRequired]: 'growth.referrals.refusal.rewardNameRequired',
  [REFERRAL_MESSAGES.rewardNameTooLong]: 'growth.referrals.refusal.rewardNameTooLong',
  // The reward's days and the days to qualify in are said in the same words (validDaysRange, withinDaysRange).
  [REFERRAL_MESSAGES.validDaysRange]: 'growth.referrals.refusal.daysRange',
  [REFERRAL_MESSAGES.minimumAmountRange]: 'growth.referrals.refusal.minimumAmountRange',
  [REFERRAL_MESSAGES.minimumOnlyForPurchase]: 'growth.referrals.refusal.minimumOnlyForPurchase',
  [REFERRAL_MESSAGES.monthlyCapRange]: 'growth.referrals.refusal.monthlyCapRange',
  [REFERRAL_MESSAGES.notIncluded]: 'growth.referrals.refusal.notIncluded',
  [REFERRAL_MESSAGES.loadFailed]: 'growth.referrals.refusal.loadFailed',
  [REFERRAL_MESSAGES.saveFailed]: 'growth.referrals.refusal.saveFailed',
} as const satisfies TKnownMessages;

/**
 * 'This card takes 10 stamps: give at most 10', whatever the number (stampsOverCardMessage): the card's number of
 * stamps, or null when the message is another.
 */
export function overCardStamps(message: string): number | null {
  const stamps = Number(/\d+/.exec(message)?.[0]);
  return Number.isInteger(stamps) && message === stampsOverCardMessage(stamps) ? stamps : null;
}

/**
 * A message of refer-a-friend's editor (a field's check, the server's refusal) in the user's language: in English as
 * written, else the card's words for it, or `fallback` rather than a stray English sentence.
 */
export function referralMessageIn(
  words: TAppWords,
  message: string | null | undefined,
  fallback: TAppMessageKey = 'growth.checkForm',
): string {
  const stamps = message && words.language !== 'en' ? overCardStamps(message) : null;
  if (stamps !== null) return words.t('growth.referrals.refusal.overCard', { count: stamps });
  return messageIn(words, message, REFERRAL_KNOWN, fallback);
}

/** Why the server refused a refer-a-friend request, in the user's language (see referralMessageIn). */
export const referralRefusal = (words: TAppWords, error: unknown, fallback: TAppMessageKey = 'frame.somethingWrong') =>
  referralMessageIn(words, error instanceof Error ? error.message : null, fallback);
