import { z } from 'zod';
import { ENGLISH, type TTranslator } from './i18n/translator.ts';
import { DEFAULT_MONEY, formatWholeAmount, type TMoney } from './money.ts';

/** The five program types, in the order the create dialog offers them. */
export const PROGRAM_TYPES = ['points', 'stamp_card', 'rebate_code', 'discount', 'free_item'] as const;
export const ZProgramType = z.enum(PROGRAM_TYPES, { error: 'Please select a program type' });
export type TProgramType = z.infer<typeof ZProgramType>;

export const ZProgramStatus = z.enum(['active', 'paused']);
export type TProgramStatus = z.infer<typeof ZProgramStatus>;

const MAX_DAYS = 3650;

/** A whole number: the dialog's number inputs send numbers, never strings. */
const int = (label: string) => z.number({ error: `${label} must be a number` }).int(`${label} must be a whole number`);

const text = (label: string, max: number) => z.string().trim().max(max, `${label} must be at most ${max} characters`);

/** Each type's defaults and field limits. */
export const PROGRAM_DEFAULTS = {
  points: {
    pointsPerDollar: 1,
    minimumRedemption: 100,
    pointsExpireDays: 365,
    welcomeBonus: 0,
    rewards: [] as { name: string; points: number }[],
    dailyPointsCap: 2000,
  },
  stamp_card: {
    stampsRequired: 10,
    rewardDescription: '',
    allowMultipleCards: true,
    cardExpireDays: 90,
    cooldownMinutes: 10,
    dailyLimit: 10,
  },
  rebate_code: {
    codePrefix: 'SAVE',
    discountType: 'percentage',
    discountValue: 10,
    validDays: 30,
    singleUse: true,
    cooldownMinutes: 10,
    dailyLimit: 10,
  },
  discount: {
    tiers: [
      { visits: 5, discount: 5 },
      { visits: 10, discount: 10 },
      { visits: 20, discount: 15 },
    ],
  },
  free_item: {
    itemName: '',
    itemDescription: '',
    requiredPurchases: 5,
    recurring: true,
    validDays: 30,
    cooldownMinutes: 10,
    dailyLimit: 10,
  },
} as const;

export const PROGRAM_LIMITS = {
  pointsPerDollar: { min: 0.1, step: 0.1, max: 1000 },
  minimumRedemption: { min: 1, max: 1_000_000 },
  pointsExpireDays: { min: 0, max: MAX_DAYS },
  welcomeBonus: { min: 0, max: 1_000_000 },
  stampsRequired: { min: 2, max: 20 },
  cardExpireDays: { min: 0, max: MAX_DAYS },
  codePrefix: { max: 6 },
  discountValue: { min: 1, max: 100_000 },
  validDays: { min: 1, max: MAX_DAYS },
  tierVisits: { min: 1, max: 10_000 },
  tierDiscount: { min: 1, max: 100 },
  tiers: { min: 1, max: 10 },
  requiredPurchases: { min: 1, max: 1000 },
  rewards: { max: 10 },
  rewardPoints: { min: 1, max: 1_000_000 },
  dailyPointsCap: { min: 0, max: 1_000_000 },
  cooldownMinutes: { min: 0, max: 1440 },
  dailyLimit: { min: 0, max: 1000 },
} as const;
const L = PROGRAM_LIMITS;

/** Fraud guards of the programs a visit earns in: a pause between two earns, and a most per day (0 = none). */
const guards = {
  cooldownMinutes: () =>
    int('Cooldown')
      .min(L.cooldownMinutes.min, 'Cooldown cannot be negative (0 = none)')
      .max(L.cooldownMinutes.max, `Cooldown must be at most ${L.cooldownMinutes.max} minutes`),
  dailyLimit: () =>
    int('Daily limit')
      .min(L.dailyLimit.min, 'Daily limit cannot be negative (0 = none)')
      .max(L.dailyLimit.max, `Daily limit must be at most ${L.dailyLimit.max}`),
};

/** One reward of a points catalogue: what it is and what it costs. */
export const ZPointsReward = z.object({
  name: z.string().trim().min(1, 'Reward name is required').max(100, 'Reward name must be at most 100 characters'),
  points: int('Reward points')
    .min(L.rewardPoints.min, 'Reward points must be at least 1')
    .max(L.rewardPoints.max, `Reward points must be at most ${L.rewardPoints.max}`),
});
export type TPointsReward = z.infer<typeof ZPointsReward>;

export const ZPointsConfig = z
  .object({
    pointsPerDollar: z
      .number({ error: 'Points per dollar must be a number' })
      .min(L.pointsPerDollar.min, 'Points per dollar must be at least 0.1')
      .max(L.pointsPerDollar.max, `Points per dollar must be at most ${L.pointsPerDollar.max}`)
      // Step 0.1: one decimal place (tolerant of binary floating point).
      .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, 'Points per dollar must use steps of 0.1')
      .transform((v) => Math.round(v * 10) / 10)
      .default(PROGRAM_DEFAULTS.points.pointsPerDollar),
    minimumRedemption: int('Minimum redemption')
      .min(L.minimumRedemption.min, 'Minimum redemption must be at least 1 point')
      .max(L.minimumRedemption.max, `Minimum redemption must be at most ${L.minimumRedemption.max} points`)
      .default(PROGRAM_DEFAULTS.points.minimumRedemption),
    pointsExpireDays: int('Points expiry')
      .min(L.pointsExpireDays.min, 'Points expiry cannot be negative (0 = no expiry)')
      .max(L.pointsExpireDays.max, `Points expiry must be at most ${MAX_DAYS} days`)
      .default(PROGRAM_DEFAULTS.points.pointsExpireDays),
    welcomeBonus: int('Welcome bonus')
      .min(L.welcomeBonus.min, 'Welcome bonus cannot be negative')
      .max(L.welcomeBonus.max, `Welcome bonus must be at most ${L.welcomeBonus.max} points`)
      .default(PROGRAM_DEFAULTS.points.welcomeBonus),
    /** The rewards points buy; none listed means one reward at the minimum redemption ("Reward at 100 points"). */
    rewards: z
      .array(ZPointsReward)
      .max(L.rewards.max, `At most ${L.rewards.max} rewards`)
      .refine((r) => new Set(r.map((x) => x.name.toLowerCase())).size === r.length, 'Each reward needs its own name')
      .transform((r) => [...r].sort((a, b) => a.points - b.points))
      .default([]),
    dailyPointsCap: int('Daily points cap')
      .min(L.dailyPointsCap.min, 'Daily points cap cannot be negative (0 = none)')
      .max(L.dailyPointsCap.max, `Daily points cap must be at most ${L.dailyPointsCap.max}`)
      .default(PROGRAM_DEFAULTS.points.dailyPointsCap),
  })
  // The minimum redemption is the cheapest reward: nothing in the catalogue costs less.
  .refine((c) => c.rewards.every((r) => r.points >= c.minimumRedemption), {
    message: 'A reward cannot cost less than the minimum redemption',
    path: ['rewards'],
  });

export const ZStampCardConfig = z.object({
  stampsRequired: int('Stamps required')
    .min(L.stampsRequired.min, 'Stamps required must be between 2 and 20')
    .max(L.stampsRequired.max, 'Stamps required must be between 2 and 20')
    .default(PROGRAM_DEFAULTS.stamp_card.stampsRequired),
  rewardDescription: text('Reward description', 200).default(PROGRAM_DEFAULTS.stamp_card.rewardDescription),
  allowMultipleCards: z.boolean().default(PROGRAM_DEFAULTS.stamp_card.allowMultipleCards),
  cardExpireDays: int('Card expiry')
    .min(L.cardExpireDays.min, 'Card expiry cannot be negative (0 = no expiry)')
    .max(L.cardExpireDays.max, `Card expiry must be at most ${MAX_DAYS} days`)
    .default(PROGRAM_DEFAULTS.stamp_card.cardExpireDays),
  cooldownMinutes: guards.cooldownMinutes().default(PROGRAM_DEFAULTS.stamp_card.cooldownMinutes),
  dailyLimit: guards.dailyLimit().default(PROGRAM_DEFAULTS.stamp_card.dailyLimit),
});

export const ZRebateCodeConfig = z
  .object({
    codePrefix: z
      .string()
      .trim()
      .toUpperCase()
      .max(L.codePrefix.max, 'Code prefix must be at most 6 characters')
      .regex(/^[A-Z0-9]*$/, 'Code prefix can only contain letters and numbers')
      .default(PROGRAM_DEFAULTS.rebate_code.codePrefix),
    discountType: z
      .enum(['percentage', 'fixed'], { error: 'Discount type must be percentage or fixed' })
      .default(PROGRAM_DEFAULTS.rebate_code.discountType),
    discountValue: z
      .number({ error: 'Discount value must be a number' })
      .min(L.discountValue.min, 'Discount value must be at least 1')
      .max(L.discountValue.max, `Discount value must be at most ${L.discountValue.max}`)
      .default(PROGRAM_DEFAULTS.rebate_code.discountValue),
    validDays: int('Valid days')
      .min(L.validDays.min, 'Valid days must be at least 1')
      .max(L.validDays.max, `Valid days must be at most ${MAX_DAYS}`)
      .default(PROGRAM_DEFAULTS.rebate_code.validDays),
    singleUse: z.boolean().default(PROGRAM_DEFAULTS.rebate_code.singleUse),
    cooldownMinutes: guards.cooldownMinutes().default(PROGRAM_DEFAULTS.rebate_code.cooldownMinutes),
    dailyLimit: guards.dailyLimit().default(PROGRAM_DEFAULTS.rebate_code.dailyLimit),
  })
  .refine((c) => c.discountType !== 'percentage' || c.discountValue <= 100, {
    message: 'A percentage discount cannot exceed 100%',
    path: ['discountValue'],
  });

export const ZDiscountTier = z.object({
  visits: int('Visits')
    .min(L.tierVisits.min, 'Visits must be at least 1')
    .max(L.tierVisits.max, `Visits must be at most ${L.tierVisits.max}`),
  discount: int('Discount')
    .min(L.tierDiscount.min, 'Discount must be between 1 and 100%')
    .max(L.tierDiscount.max, 'Discount must be between 1 and 100%'),
});

export const ZDiscountConfig = z.object({
  tiers: z
    .array(ZDiscountTier)
    .min(L.tiers.min, 'Add at least one discount tier')
    .max(L.tiers.max, `At most ${L.tiers.max} discount tiers`)
    .refine(
      (tiers) => new Set(tiers.map((t) => t.visits)).size === tiers.length,
      'Each tier needs a different number of visits',
    )
    // Stored in visit order so "the next tier" is always the following entry.
    .transform((tiers) => [...tiers].sort((a, b) => a.visits - b.visits))
    .default(PROGRAM_DEFAULTS.discount.tiers.map((t) => ({ ...t }))),
});

export const ZFreeItemConfig = z.object({
  itemName: text('Item name', 100).default(PROGRAM_DEFAULTS.free_item.itemName),
  itemDescription: text('Item description', 300).default(PROGRAM_DEFAULTS.free_item.itemDescription),
  requiredPurchases: int('Required purchases')
    .min(L.requiredPurchases.min, 'Required purchases must be at least 1')
    .max(L.requiredPurchases.max, `Required purchases must be at most ${L.requiredPurchases.max}`)
    .default(PROGRAM_DEFAULTS.free_item.requiredPurchases),
  recurring: z.boolean().default(PROGRAM_DEFAULTS.free_item.recurring),
  validDays: int('Valid days')
    .min(L.validDays.min, 'Valid days must be at least 1')
    .max(L.validDays.max, `Valid days must be at most ${MAX_DAYS}`)
    .default(PROGRAM_DEFAULTS.free_item.validDays),
  cooldownMinutes: guards.cooldownMinutes().default(PROGRAM_DEFAULTS.free_item.cooldownMinutes),
  dailyLimit: guards.dailyLimit().default(PROGRAM_DEFAULTS.free_item.dailyLimit),
});

export const PROGRAM_CONFIG_SCHEMAS = {
  points: ZPointsConfig,
  stamp_card: ZStampCardConfig,
  rebate_code: ZRebateCodeConfig,
  discount: ZDiscountConfig,
  free_item: ZFreeItemConfig,
} as const;

export type TPointsConfig = z.infer<typeof ZPointsConfig>;
export type TProgramConfigs = { [K in TProgramType]: z.infer<(typeof PROGRAM_CONFIG_SCHEMAS)[K]> };

/** A fresh copy of a type's defaults, for the dialog's initial values. */
export function defaultProgramConfig<K extends TProgramType>(type: K): TProgramConfigs[K] {
  return PROGRAM_CONFIG_SCHEMAS[type].parse({}) as TProgramConfigs[K];
}

/** Validates a config for its type, filling defaults for missing fields. */
export function parseProgramConfig<K extends TProgramType>(type: K, config: unknown) {
  return (PROGRAM_CONFIG_SCHEMAS[type] as unknown as z.ZodType<TProgramConfigs[K]>).safeParse(config ?? {});
}

export const ZProgramName = z
  .string({ error: 'Program name is required' })
  .trim()
  .min(1, 'Program name is required')
  .max(100, 'Program name must be at most 100 characters');

export const ZProgramDescription = z
  .string({ error: 'Description must be text' })
  .trim()
  .max(300, 'Description must be at most 300 characters');

const ZCreateBase = z.object({ name: ZProgramName, description: ZProgramDescription.default('') });

// A missing config means "all defaults" (prefault parses {} through the type's schema).
export const ZCreateProgramRequest = z.discriminatedUnion(
  'type',
  [
    ZCreateBase.extend({ type: z.literal('points'), config: ZPointsConfig.prefault({}) }),
    ZCreateBase.extend({ type: z.literal('stamp_card'), config: ZStampCardConfig.prefault({}) }),
    ZCreateBase.extend({ type: z.literal('rebate_code'), config: ZRebateCodeConfig.prefault({}) }),
    ZCreateBase.extend({ type: z.literal('discount'), config: ZDiscountConfig.prefault({}) }),
    ZCreateBase.extend({ type: z.literal('free_item'), config: ZFreeItemConfig.prefault({}) }),
  ],
  { error: 'Please select a program type' },
);
export type TCreateProgramRequest = z.input<typeof ZCreateProgramRequest>;
export type TCreateProgram = z.output<typeof ZCreateProgramRequest>;

/**
 * An edit of a program: its name, description and config (each optional: left out, it stays). The type names the
 * config's schema and must be the program's own; a given config is whole, missing fields take the defaults.
 */
const ZUpdateBase = z.object({ name: ZProgramName.optional(), description: ZProgramDescription.optional() });
export const ZUpdateProgramRequest = z.discriminatedUnion(
  'type',
  [
    ZUpdateBase.extend({ type: z.literal('points'), config: ZPointsConfig.optional() }),
    ZUpdateBase.extend({ type: z.literal('stamp_card'), config: ZStampCardConfig.optional() }),
    ZUpdateBase.extend({ type: z.literal('rebate_code'), config: ZRebateCodeConfig.optional() }),
    ZUpdateBase.extend({ type: z.literal('discount'), config: ZDiscountConfig.optional() }),
    ZUpdateBase.extend({ type: z.literal('free_item'), config: ZFreeItemConfig.optional() }),
  ],
  { error: 'Please select a program type' },
);
export type TUpdateProgramRequest = z.input<typeof ZUpdateProgramRequest>;
export type TUpdateProgram = z.output<typeof ZUpdateProgramRequest>;

/** The page's notice at the plan's limit, shown before any form (the server refuses with PLAN_LIMIT regardless). */
export function programLimitNotice(planName: string, maxActive: number): string {
  const programs = maxActive === 1 ? '1 active loyalty program' : `${maxActive} active loyalty programs`;
  return `Your ${planName} plan includes ${programs}. Upgrade to add more, or pause one to make room.`;
}

/** What the programs API says when it refuses. */
export const PROGRAM_MESSAGES = {
  notFound: 'Program not found',
  typeCannotChange: "A program's type cannot be changed. Create a new program instead.",
  hasEarnings: "Customers have earned in this program, so it can't be deleted. Pause it instead.",
  unsentCampaign:
    "A campaign that hasn't been sent yet is aimed at this program's members, so it can't be deleted. Change that campaign's audience first.",
} as const;

export const ZSetProgramStatusRequest = z.object({
  status: z.enum(['active', 'paused'], { error: "Status must be 'active' or 'paused'" }),
});

const ZProgramBase = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  status: ZProgramStatus,
  createdAt: z.string(),
});

export const ZProgram = z.discriminatedUnion('type', [
  ZProgramBase.extend({ type: z.literal('points'), config: ZPointsConfig }),
  ZProgramBase.extend({ type: z.literal('stamp_card'), config: ZStampCardConfig }),
  ZProgramBase.extend({ type: z.literal('rebate_code'), config: ZRebateCodeConfig }),
  ZProgramBase.extend({ type: z.literal('discount'), config: ZDiscountConfig }),
  ZProgramBase.extend({ type: z.literal('free_item'), config: ZFreeItemConfig }),
]);
export type TProgram = z.infer<typeof ZProgram>;

export const ZProgramList = z.object({
  programs: z.array(ZProgram),
  /**
   * The plan's max_programs (-1 unlimited), how many are active now and the plan's name: the page's usage hint, and
   * its notice at the limit before any form.
   */
  limit: z.object({ maxActive: z.number().int(), active: z.number().int(), planName: z.string() }),
});
export type TProgramList = z.infer<typeof ZProgramList>;

export { PROGRAM_TYPE_LABELS } from './program-type-labels.ts';

/**
 * The rewards a points program's balance can buy, cheapest first. A program made without a catalogue offers one
 * reward at its minimum redemption, named for it, so customers read "Reward at 100 points", not "Reward (100)".
 */
export function pointsCatalogue(config: TPointsConfig): TPointsReward[] {
  if (config.rewards.length > 0) return config.rewards;
  const points = config.minimumRedemption;
  return [{ name: `Reward at ${points.toLocaleString('en-US')} ${points === 1 ? 'point' : 'points'}`, points }];
}

export type TProgramTypeAndConfig = { [K in TProgramType]: { type: K; config: TProgramConfigs[K] } }[TProgramType];

/**
 * A name the owner typed as it reads inside a sentence: 'Free coffee' becomes 'free coffee' after 'for'. Only a
 * first word that is a plain capitalised word changes; 'BOGO deal', 'iPhone case' and the rest stay as typed.
 */
export function inSentence(text: string): string {
  const first = /^\p{Lu}\p{Ll}*(?=[\s,.!]|$)/u.exec(text)?.[0];
  return first ? first.toLowerCase() + text.slice(first.length) : text;
}

/** '10%' in English, '10 %' in French and German. */
function percent(value: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
}

/** One line a customer or owner can read: what the program gives, in the translator's language (English by default). */
export function describeProgram(
  program: TProgramTypeAndConfig,
  money: TMoney = DEFAULT_MONEY,
  { t, language }: Pick<TTranslator, 't' | 'language'> = ENGLISH,
): string {
  switch (program.type) {
    case 'points': {
      const c = program.config;
      return t('program.points', {
        perUnit: c.pointsPerDollar,
        unit: formatWholeAmount(1, money),
        minimum: c.minimumRedemption,
        welcome: c.welcomeBonus,
      });
    }
    case 'stamp_card': {
      const c = program.config;
      if (!c.rewardDescription) return t('program.stampsForAReward', { count: c.stampsRequired });
      // German capitalises every noun: only the other languages lower a reward's first word inside a sentence.
      const reward = language === 'de' ? c.rewardDescription : inSentence(c.rewardDescription);
      return t('program.stampsFor', { count: c.stampsRequired, reward });
    }
    case 'rebate_code': {
      const c = program.config;
      const value =
        c.discountType === 'percentage'
          ? percent(c.discountValue, language)
          : formatWholeAmount(c.discountValue, money);
      return c.codePrefix
        ? t('program.rebate', { value, prefix: c.codePrefix, days: c.validDays })
        : t('program.rebateNoPrefix', { value, days: c.validDays });
    }
    case 'discount':
      return program.config.tiers
        .map((tier) => t('program.discountTier', { discount: percent(tier.discount, language), visits: tier.visits }))
        .join(' · ');
    case 'free_item': {
      const c = program.config;
      const item = c.itemName || t('program.aFreeItem');
      return t(c.recurring ? 'program.freeItemEveryTime' : 'program.freeItem', { item, count: c.requiredPurchases });
    }
  }
}
