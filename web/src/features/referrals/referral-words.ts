import type {
  TAppMessageKey,
  TReferralHeldReason,
  TReferralReward,
  TReferralSettings,
  TReferralStatus,
} from '@regulars/contracts';
import { APP_ENGLISH_WORDS, type TAppWords } from '../../lib/app-words.tsx';

/** What one side gets, with the program it goes on: '100 points on Coffee Club', '2 stamps on Coffee card', 'Free coffee'. */
export function sideRewardText(reward: TReferralReward, words: TAppWords = APP_ENGLISH_WORDS): string {
  if (reward.kind === 'reward') return reward.name;
  return reward.kind === 'stamps'
    ? words.t('growth.referrals.stampsOn', { count: reward.stamps, program: reward.programName })
    : words.t('growth.referrals.pointsOn', { count: reward.points, program: reward.programName });
}

/**
 * What qualifies the friend, in the owner's words: 'their first visit within 30 days', 'their first purchase of $10 or
 * more within 30 days' (the contract's referralQualifyText, said in English to the same words).
 */
export function qualifyText(
  v: Pick<TReferralSettings, 'qualifyingAction' | 'minimumAmount' | 'withinDays'>,
  formatAmount: (amount: number) => string,
  words: TAppWords = APP_ENGLISH_WORDS,
): string {
  const days = v.withinDays;
  if (v.qualifyingAction === 'visit') return words.t('growth.referrals.qualifyVisit', { days });
  if (v.minimumAmount <= 0) return words.t('growth.referrals.qualifyPurchase', { days });
  return words.t('growth.referrals.qualifyPurchaseOf', { amount: formatAmount(v.minimumAmount), days });
}

/** '10 referrals per customer in 30 days'. */
export const monthlyCapText = (cap: number, words: TAppWords = APP_ENGLISH_WORDS) =>
  words.t('growth.referrals.cap', { count: cap });

/** Where each referral stands, in the owner's words (the contract's REFERRAL_STATUS_TEXT in English). */
export const STATUS_TEXT: Record<TReferralStatus, TAppMessageKey> = {
  pending: 'growth.referrals.status.pending',
  rewarded: 'growth.referrals.status.rewarded',
  held: 'growth.referrals.status.held',
  expired: 'growth.referrals.status.expired',
};

/** Why a referral is held (the contract's REFERRAL_HELD_TEXT in English). */
export const HELD_TEXT: Record<TReferralHeldReason, TAppMessageKey> = {
  former_customer: 'growth.referrals.held.formerCustomer',
  monthly_cap: 'growth.referrals.held.monthlyCap',
};
