import type { TStatusProgram, TStatusTier } from '@regulars/contracts';
import { APP_ENGLISH_WORDS, type TAppWords } from '../../lib/app-words.tsx';
import { formatFactorIn } from '../../lib/format-factor.ts';

/** What a tier needs: 'Needs 1,200 points', 'Needs 5 visits'. */
export const tierNeedsText = (
  basis: TStatusProgram['basis'],
  threshold: number,
  words: TAppWords = APP_ENGLISH_WORDS,
) => words.t(basis === 'points' ? 'growth.tiers.needsPoints' : 'growth.tiers.needsVisits', { count: threshold });

/** What a tier earns: '×1.5 points', or 'Usual points' for a tier that is a status only. */
export const tierEarnsText = (factor: number, words: TAppWords = APP_ENGLISH_WORDS) =>
  factor === 1
    ? words.t('growth.tiers.usualPoints')
    : words.t('growth.tiers.earnsFactor', { factor: formatFactorIn(factor, words.locale) });

/** What reaching a tier gives besides its multiplier: 'Unlocks Free dessert (valid 30 days)'. */
export const tierRewardUnlockText = (
  reward: NonNullable<TStatusTier['reward']>,
  words: TAppWords = APP_ENGLISH_WORDS,
) => words.t('growth.tiers.unlocks', { reward: reward.name, days: reward.validDays });

/** '12 customers', '1 customer'. */
export const holdersText = (customers: number, words: TAppWords = APP_ENGLISH_WORDS) =>
  words.t('growth.tiers.holders', { count: customers });

/** Said in the editor when a tier some customers hold is removed: they are not left without one for nothing. */
export const removedTierText = (tier: Pick<TStatusTier, 'name' | 'customers'>, words: TAppWords = APP_ENGLISH_WORDS) =>
  words.t('growth.tiers.removedHeld', { count: tier.customers, tier: tier.name });

/**
 * The rule in the user's words: 'Points earned in the last 12 months; 30 days of grace before a tier drops.' (the
 * contract's statusRuleText, said in English to the same words).
 */
export function statusRuleIn(
  v: Pick<TStatusProgram, 'basis' | 'window' | 'windowMonths' | 'graceDays'>,
  words: TAppWords = APP_ENGLISH_WORDS,
): string {
  const counted = words.t('growth.tiers.ruleCounted', { basis: v.basis, window: v.window, months: v.windowMonths });
  return words.t('growth.tiers.rule', { counted, grace: words.t('growth.tiers.ruleGrace', { days: v.graceDays }) });
}

/** The names new tiers take, in order, in the user's language: Bronze, Silver, Gold, Platinum, Diamond. */
export const tierNames = (words: TAppWords = APP_ENGLISH_WORDS): readonly string[] => [
  words.t('growth.tiers.name.bronze'),
  words.t('growth.tiers.name.silver'),
  words.t('growth.tiers.name.gold'),
  words.t('growth.tiers.name.platinum'),
  words.t('growth.tiers.name.diamond'),
];
