import { z } from 'zod';
import { ENGLISH, type TTranslator } from './i18n/translator.ts';

/**
 * Status tiers (issue 51): Bronze, Silver, Gold… reached by points earned or visits within a window (the last N
 * months, or a calendar year), each with an earning multiplier. A tier moves up in the transaction of the earn that
 * crosses its line; it moves down only after the window rolls past and a grace period runs out (a nightly job).
 */
export const STATUS_BASES = ['points', 'visits'] as const;
export const ZStatusBasis = z.enum(STATUS_BASES);
export type TStatusBasis = z.infer<typeof ZStatusBasis>;

export const STATUS_WINDOWS = ['rolling', 'calendar_year'] as const;
export const ZStatusWindow = z.enum(STATUS_WINDOWS);
export type TStatusWindow = z.infer<typeof ZStatusWindow>;

export const STATUS_LIMITS = {
  maxTiers: 5,
  name: 30,
  minFactor: 1,
  maxFactor: 10,
  maxThreshold: 1_000_000,
  minWindowMonths: 1,
  maxWindowMonths: 24,
  maxGraceDays: 365,
  rewardName: 60,
  maxRewardDays: 365,
} as const;

/** A tier's reward on reaching it starts valid this many days. */
export const DEFAULT_TIER_REWARD_DAYS = 30;

/** What a business starts with: points in the last 12 months, 30 days of grace. */
export const DEFAULT_STATUS_SETTINGS = {
  basis: 'points',
  window: 'rolling',
  windowMonths: 12,
  graceDays: 30,
} as const;

export const STATUS_MESSAGES = {
  nameRequired: 'Enter a name, like Gold',
  nameTooLong: `The name must be at most ${STATUS_LIMITS.name} characters`,
  nameTaken: 'Each tier needs its own name',
  thresholdRange: `Enter a whole number between 1 and ${STATUS_LIMITS.maxThreshold.toLocaleString('en-US')}`,
  thresholdsRise: 'Each tier must need more than the one before it',
  factorRange: `Enter a multiplier between ${STATUS_LIMITS.minFactor} and ${STATUS_LIMITS.maxFactor}, like 1.5 (1 earns the usual points)`,
  factorDecimals: 'Use at most one decimal, like 1.5',
  factorFalls: 'A higher tier cannot earn less than the one before it',
  tooMany: `A business can have at most ${STATUS_LIMITS.maxTiers} status tiers`,
  windowRange: `Enter a number of months between ${STATUS_LIMITS.minWindowMonths} and ${STATUS_LIMITS.maxWindowMonths}`,
  graceRange: `Enter a number of days between 0 and ${STATUS_LIMITS.maxGraceDays}`,
  tierNotFound: 'Tier not found: reload the page and try again',
  rewardNameRequired: 'Name the reward, like Free dessert',
  rewardNameTooLong: `The reward's name must be at most ${STATUS_LIMITS.rewardName} characters`,
  rewardDaysRange: `Enter a number of days between 1 and ${STATUS_LIMITS.maxRewardDays}`,
  notIncluded: 'Your plan does not include status tiers. Upgrade your plan to add them.',
  saved: 'Status tiers saved',
  loadFailed: 'Could not load your status tiers',
  saveFailed: 'Could not save the status tiers',
} as const;

const wholeNumber = (message: string) => z.number({ error: message }).int({ error: message });

/**
 * What reaching a tier unlocks: a reward the owner names ("Free dessert"), valid N days, given once to each customer
 * who reaches the tier (or passes it) by an earn.
 */
export const ZTierRewardInput = z.object({
  name: z
    .string({ error: STATUS_MESSAGES.rewardNameRequired })
    .trim()
    .min(1, { error: STATUS_MESSAGES.rewardNameRequired })
    .max(STATUS_LIMITS.rewardName, { error: STATUS_MESSAGES.rewardNameTooLong }),
  validDays: wholeNumber(STATUS_MESSAGES.rewardDaysRange)
    .min(1, { error: STATUS_MESSAGES.rewardDaysRange })
    .max(STATUS_LIMITS.maxRewardDays, { error: STATUS_MESSAGES.rewardDaysRange }),
});
export type TTierRewardInput = z.infer<typeof ZTierRewardInput>;

/** A tier as the owner writes it; `id` keeps an existing tier (and the customers who hold it). */
export const ZStatusTierInput = z.object({
  id: z.uuid({ error: STATUS_MESSAGES.tierNotFound }).optional(),
  name: z.string({ error: STATUS_MESSAGES.nameRequired }).trim(),
  threshold: z.number({ error: STATUS_MESSAGES.thresholdRange }),
  factor: z.number({ error: STATUS_MESSAGES.factorRange }),
  /** None: reaching the tier unlocks only its multiplier. */
  reward: ZTierRewardInput.nullable().default(null),
});
export type TStatusTierInput = z.infer<typeof ZStatusTierInput>;

/**
 * The whole tier table and its rule, saved at once (a table is only right as a whole: thresholds rise from tier to
 * tier). Tiers come lowest first. Every rule is checked in one refinement, so a form learns all that is wrong at once.
 */
export const ZStatusProgramInput = z
  .object({
    basis: ZStatusBasis,
    window: ZStatusWindow,
    windowMonths: wholeNumber(STATUS_MESSAGES.windowRange),
    graceDays: wholeNumber(STATUS_MESSAGES.graceRange),
    tiers: z.array(ZStatusTierInput).max(STATUS_LIMITS.maxTiers, { error: STATUS_MESSAGES.tooMany }),
  })
  .superRefine((v, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    if (v.windowMonths < STATUS_LIMITS.minWindowMonths || v.windowMonths > STATUS_LIMITS.maxWindowMonths) {
      issue(['windowMonths'], STATUS_MESSAGES.windowRange);
    }
    if (v.graceDays < 0 || v.graceDays > STATUS_LIMITS.maxGraceDays) issue(['graceDays'], STATUS_MESSAGES.graceRange);
    const names = new Set<string>();
    v.tiers.forEach((tier, i) => {
      const before = v.tiers[i - 1];
      const key = tier.name.toLocaleLowerCase('en-US');
      if (tier.name.length === 0) issue(['tiers', i, 'name'], STATUS_MESSAGES.nameRequired);
      else if (tier.name.length > STATUS_LIMITS.name) issue(['tiers', i, 'name'], STATUS_MESSAGES.nameTooLong);
      else if (names.has(key)) issue(['tiers', i, 'name'], STATUS_MESSAGES.nameTaken);
      names.add(key);
      if (!Number.isInteger(tier.threshold) || tier.threshold < 1 || tier.threshold > STATUS_LIMITS.maxThreshold) {
        issue(['tiers', i, 'threshold'], STATUS_MESSAGES.thresholdRange);
      } else if (before && tier.threshold <= before.threshold) {
        issue(['tiers', i, 'threshold'], STATUS_MESSAGES.thresholdsRise);
      }
      if (tier.factor < STATUS_LIMITS.minFactor || tier.factor > STATUS_LIMITS.maxFactor) {
        issue(['tiers', i, 'factor'], STATUS_MESSAGES.factorRange);
      } else if (Math.abs(tier.factor * 10 - Math.round(tier.factor * 10)) > 1e-9) {
        issue(['tiers', i, 'factor'], STATUS_MESSAGES.factorDecimals);
      } else if (before && tier.factor < before.factor) {
        issue(['tiers', i, 'factor'], STATUS_MESSAGES.factorFalls);
      }
    });
  });
export type TStatusProgramInput = z.infer<typeof ZStatusProgramInput>;

export const ZStatusTier = z.object({
  id: z.string(),
  name: z.string(),
  threshold: z.number().int(),
  factor: z.number(),
  reward: z.object({ name: z.string(), validDays: z.number().int() }).nullable(),
  /** Customers who hold it now. */
  customers: z.number().int(),
});
export type TStatusTier = z.infer<typeof ZStatusTier>;

/** GET /api/status-tiers: the table, its rule, and whether the plan includes tiers. */
export const ZStatusProgram = z.object({
  basis: ZStatusBasis,
  window: ZStatusWindow,
  windowMonths: z.number().int(),
  graceDays: z.number().int(),
  tiers: z.array(ZStatusTier),
  included: z.boolean(),
});
export type TStatusProgram = z.infer<typeof ZStatusProgram>;

/** A customer's status as the counter, their page and the portal show it. */
export const ZCustomerStatus = z.object({
  tier: z.object({ id: z.string(), name: z.string(), factor: z.number() }).nullable(),
  basis: ZStatusBasis,
  /** Points earned or visits made in the window so far. */
  measure: z.number().int(),
  /** The next tier up and what is left to reach it; null at the top. */
  next: z.object({ name: z.string(), threshold: z.number().int(), remaining: z.number().int() }).nullable(),
  /** While the customer no longer qualifies for their tier: the day they keep it until (ISO). */
  keepsUntil: z.string().nullable(),
  /** 'in the last 12 months' or 'this year'. */
  windowText: z.string(),
  /** The window itself, for a screen that says it in its reader's language (issue 52). */
  window: ZStatusWindow,
  windowMonths: z.number().int(),
});
export type TCustomerStatus = z.infer<typeof ZCustomerStatus>;

type TSays = Pick<TTranslator, 't'>;

/** 'in the last 12 months', 'in the last month', 'this year', in the translator's language (English by default). */
export function statusWindowText(window: TStatusWindow, windowMonths: number, { t }: TSays = ENGLISH): string {
  return window === 'calendar_year' ? t('portal.windowYear') : t('portal.windowMonths', { months: windowMonths });
}

/** '120 points' or '1 visit', in the translator's language. */
export function statusMeasureText(basis: TStatusBasis, value: number, { t }: TSays = ENGLISH): string {
  return t(basis === 'points' ? 'portal.measurePoints' : 'portal.measureVisits', { count: value });
}

/** What the customer has counted in the window: '160 points in the last 12 months' (the portal, the pass). */
export function statusCountedText(status: TCustomerStatus, words: TSays = ENGLISH): string {
  return words.t('portal.measureIn', {
    measure: statusMeasureText(status.basis, status.measure, words),
    window: statusWindowText(status.window, status.windowMonths, words),
  });
}

/** What is left to the next tier: '40 points to Silver'; at the top, null. */
export function statusNextText(status: Pick<TCustomerStatus, 'basis' | 'next'>, words: TSays = ENGLISH): string | null {
  if (!status.next) return null;
  return words.t('portal.toNextTier', {
    measure: statusMeasureText(status.basis, status.next.remaining, words),
    tier: status.next.name,
  });
}

/** The rule in the owner's words: 'Points earned in the last 12 months; 30 days of grace before a tier drops.' */
export function statusRuleText(v: Pick<TStatusProgram, 'basis' | 'window' | 'windowMonths' | 'graceDays'>): string {
  const what = v.basis === 'points' ? 'Points earned' : 'Visits';
  const window =
    v.window === 'calendar_year'
      ? 'in a calendar year (a tier reached holds through the next year)'
      : statusWindowText(v.window, v.windowMonths);
  const grace =
    v.graceDays === 0
      ? 'a tier drops as soon as the customer no longer qualifies'
      : `${v.graceDays} day${v.graceDays === 1 ? '' : 's'} of grace before a tier drops`;
  return `${what} ${window}; ${grace}.`;
}
