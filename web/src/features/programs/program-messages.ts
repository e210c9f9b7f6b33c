import { PROGRAM_MESSAGES, type TAppMessageKey, type TMoney } from '@regulars/contracts';
import { messageIn, type TKnownMessages } from '../../lib/app-refusal.ts';
import type { TAppWords } from '../../lib/app-words.tsx';
import { formatWholeAmountIn } from '../../lib/format-number.ts';

/** The contracts' checks of a program (contracts/src/programs.ts) by their English words, with the screen's key. */
export const PROGRAM_CHECKS = {
  'Please select a program type': 'programs.check.selectType',
  'Program name is required': 'programs.check.nameRequired',
  'Program name must be at most 100 characters': 'programs.check.nameTooLong',
  'Description must be at most 300 characters': 'programs.check.descriptionTooLong',
  'Minimum redemption must be a number': 'programs.check.minimumRedemptionNumber',
  'Minimum redemption must be a whole number': 'programs.check.minimumRedemptionWhole',
  'Minimum redemption must be at least 1 point': 'programs.check.minimumRedemptionMin',
  'Minimum redemption must be at most 1000000 points': 'programs.check.minimumRedemptionMax',
  'Points expiry must be a number': 'programs.check.pointsExpiryNumber',
  'Points expiry must be a whole number': 'programs.check.pointsExpiryWhole',
  'Points expiry cannot be negative (0 = no expiry)': 'programs.check.pointsExpiryMin',
  'Points expiry must be at most 3650 days': 'programs.check.pointsExpiryMax',
  'Welcome bonus must be a number': 'programs.check.welcomeBonusNumber',
  'Welcome bonus must be a whole number': 'programs.check.welcomeBonusWhole',
  'Welcome bonus cannot be negative': 'programs.check.welcomeBonusMin',
  'Welcome bonus must be at most 1000000 points': 'programs.check.welcomeBonusMax',
  'Reward name is required': 'programs.check.rewardNameRequired',
  'Reward name must be at most 100 characters': 'programs.check.rewardNameTooLong',
  'Reward points must be a number': 'programs.check.rewardPointsNumber',
  'Reward points must be a whole number': 'programs.check.rewardPointsWhole',
  'Reward points must be at least 1': 'programs.check.rewardPointsMin',
  'Reward points must be at most 1000000': 'programs.check.rewardPointsMax',
  'At most 10 rewards': 'programs.check.rewardsMax',
  'Each reward needs its own name': 'programs.check.rewardNamesApart',
  'A reward cannot cost less than the minimum redemption': 'programs.check.rewardBelowMinimum',
  'Daily points cap must be a number': 'programs.check.dailyPointsCapNumber',
  'Daily points cap must be a whole number': 'programs.check.dailyPointsCapWhole',
  'Daily points cap cannot be negative (0 = none)': 'programs.check.dailyPointsCapMin',
  'Daily points cap must be at most 1000000': 'programs.check.dailyPointsCapMax',
  'Stamps required must be a number': 'programs.check.stampsRequiredNumber',
  'Stamps required must be a whole number': 'programs.check.stampsRequiredWhole',
  'Stamps required must be between 2 and 20': 'programs.check.stampsRequiredRange',
  'Reward description must be at most 200 characters': 'programs.check.rewardDescriptionTooLong',
  'Card expiry must be a number': 'programs.check.cardExpiryNumber',
  'Card expiry must be a whole number': 'programs.check.cardExpiryWhole',
  'Card expiry cannot be negative (0 = no expiry)': 'programs.check.cardExpiryMin',
  'Card expiry must be at most 3650 days': 'programs.check.cardExpiryMax',
  'Cooldown must be a number': 'programs.check.cooldownNumber',
  'Cooldown must be a whole number': 'programs.check.cooldownWhole',
  'Cooldown cannot be negative (0 = none)': 'programs.check.cooldownMin',
  'Cooldown must be at most 1440 minutes': 'programs.check.cooldownMax',
  'Daily limit must be a number': 'programs.check.dailyLimitNumber',
  'Daily limit must be a whole number': 'programs.check.dailyLimitWhole',
  'Daily limit cannot be negative (0 = none)': 'programs.check.dailyLimitMin',
  'Daily limit must be at most 1000': 'programs.check.dailyLimitMax',
  'Code prefix must be at most 6 characters': 'programs.check.codePrefixTooLong',
  'Code prefix can only contain letters and numbers': 'programs.check.codePrefixCharacters',
  'Discount value must be a number': 'programs.check.discountValueNumber',
  'Discount value must be at least 1': 'programs.check.discountValueMin',
  'Discount value must be at most 100000': 'programs.check.discountValueMax',
  'A percentage discount cannot exceed 100%': 'programs.check.percentageMax',
  'Valid days must be a number': 'programs.check.validDaysNumber',
  'Valid days must be a whole number': 'programs.check.validDaysWhole',
  'Valid days must be at least 1': 'programs.check.validDaysMin',
  'Valid days must be at most 3650': 'programs.check.validDaysMax',
  'Visits must be a number': 'programs.check.visitsNumber',
  'Visits must be a whole number': 'programs.check.visitsWhole',
  'Visits must be at least 1': 'programs.check.visitsMin',
  'Visits must be at most 10000': 'programs.check.visitsMax',
  'Discount must be a number': 'programs.check.discountNumber',
  'Discount must be a whole number': 'programs.check.discountWhole',
  'Discount must be between 1 and 100%': 'programs.check.discountRange',
  'Add at least one discount tier': 'programs.check.tiersMin',
  'At most 10 discount tiers': 'programs.check.tiersMax',
  'Each tier needs a different number of visits': 'programs.check.tierVisitsApart',
  'Item name must be at most 100 characters': 'programs.check.itemNameTooLong',
  'Item description must be at most 300 characters': 'programs.check.itemDescriptionTooLong',
  'Required purchases must be a number': 'programs.check.requiredPurchasesNumber',
  'Required purchases must be a whole number': 'programs.check.requiredPurchasesWhole',
  'Required purchases must be at least 1': 'programs.check.requiredPurchasesMin',
  'Required purchases must be at most 1000': 'programs.check.requiredPurchasesMax',
} as const satisfies TKnownMessages;

/** The checks of points per dollar: the screen names them for the business's money ('Points per £1 must be …'). */
export const POINTS_PER_UNIT_CHECKS = {
  'Points per dollar must be a number': 'programs.check.pointsPerUnitNumber',
  'Points per dollar must be at least 0.1': 'programs.check.pointsPerUnitMin',
  'Points per dollar must be at most 1000': 'programs.check.pointsPerUnitMax',
  'Points per dollar must use steps of 0.1': 'programs.check.pointsPerUnitStep',
} as const satisfies TKnownMessages;

/** What the programs API and the API client answer when they refuse, by their English words. */
export const PROGRAM_REFUSALS = {
  'Something went wrong. Please try again.': 'programs.refusal.fallback',
  'Unable to reach the server. Please check your connection and try again.': 'programs.refusal.network',
  'Business not found': 'programs.refusal.businessNotFound',
  [PROGRAM_MESSAGES.notFound]: 'programs.refusal.notFound',
  [PROGRAM_MESSAGES.typeCannotChange]: 'programs.refusal.typeCannotChange',
  [PROGRAM_MESSAGES.hasEarnings]: 'programs.refusal.hasEarnings',
  [PROGRAM_MESSAGES.unsentCampaign]: 'programs.refusal.unsentCampaign',
} as const satisfies TKnownMessages;

const KNOWN: TKnownMessages = { ...PROGRAM_CHECKS, ...PROGRAM_REFUSALS };
const PER_UNIT: TKnownMessages = POINTS_PER_UNIT_CHECKS;
/** The server's refusal at the plan's max_programs (server/src/programs/active-program-limit.ts), with its number. */
const PLAN_LIMIT =
  /^Your plan allows (\d+) active programs?\. Pause another program or upgrade your plan to run more\.$/;

/**
 * A message of the programs screen (a field's check, the server's refusal) in the user's language: the checks of
 * points per dollar in the business's money, the plan's limit with its number, the rest as messageIn says them.
 */
export function programMessageIn(
  words: TAppWords,
  message: string | null | undefined,
  money: TMoney,
  fallback: TAppMessageKey = 'programs.refusal.fallback',
): string {
  const perUnit = message ? PER_UNIT[message] : undefined;
  if (perUnit) return words.t(perUnit, { unit: formatWholeAmountIn(1, money) });
  const limit = message && words.language !== 'en' ? PLAN_LIMIT.exec(message) : null;
  if (limit) return words.t('programs.refusal.planLimit', { count: Number(limit[1]) });
  return messageIn(words, message, KNOWN, fallback);
}

/** Why the server refused a programs request, in the user's language. */
export const programRefusal = (words: TAppWords, error: unknown, money: TMoney) =>
  programMessageIn(words, error instanceof Error ? error.message : null, money);

/** A dialog's field errors (keyed as programFormErrors keys them) in the user's language. */
export const programErrorsIn = (words: TAppWords, errors: Record<string, string>, money: TMoney) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field,
      programMessageIn(words, message, money, 'programs.check.fallback'),
    ]),
  );
