import { z } from 'zod';

/**
 * Earn multipliers (issue 51): times when a points program's purchase earns more. A happy hour (weekdays and hours in
 * the business's time zone), double-points days (a date range), a birthday week, and a bonus on a category of what is
 * bought (chosen at the counter, or a till's line items); each at every location or at chosen ones. What applies is combined by the business's rule: the largest wins, or they multiply up to a ceiling.
 */
export const MULTIPLIER_KINDS = ['happy_hour', 'double_days', 'birthday_week', 'category'] as const;
export const ZMultiplierKind = z.enum(MULTIPLIER_KINDS);
export type TMultiplierKind = z.infer<typeof ZMultiplierKind>;

export const MULTIPLIER_KIND_LABELS: Record<TMultiplierKind, string> = {
  happy_hour: 'Happy hour',
  double_days: 'Double-points days',
  birthday_week: 'Birthday week',
  category: 'Category bonus',
};

export const MULTIPLIER_LIMITS = {
  minFactor: 1.1,
  maxFactor: 10,
  name: 40,
  category: 40,
  maxRules: 20,
  maxDays: 366,
  /** Categories a counter purchase may name. */
  maxCategories: 10,
} as const;

export const MULTIPLIER_COMBINES = ['largest', 'multiply'] as const;
export const ZMultiplierCombine = z.enum(MULTIPLIER_COMBINES);
/** What a business starts with (the columns' defaults): the largest wins; ×3 when it switches to multiplying. */
export const DEFAULT_MULTIPLIER_SETTINGS = { combine: 'largest', ceiling: 3 } as const;

/** Sunday first, as Date.getDay() counts. */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const MULTIPLIER_MESSAGES = {
  nameRequired: 'Enter a name, like Happy hour',
  nameTooLong: `The name must be at most ${MULTIPLIER_LIMITS.name} characters`,
  factorRange: `Enter a multiplier between ${MULTIPLIER_LIMITS.minFactor} and ${MULTIPLIER_LIMITS.maxFactor}, like 2 for double points`,
  factorDecimals: 'Use at most one decimal, like 1.5',
  ceilingRange: `Enter a ceiling between ${MULTIPLIER_LIMITS.minFactor} and ${MULTIPLIER_LIMITS.maxFactor}`,
  daysRequired: 'Choose at least one day',
  timeInvalid: 'Enter a time like 16:00',
  endBeforeStart: 'The happy hour must end after it starts (00:00 ends it at midnight)',
  dateInvalid: 'Enter a date',
  lastBeforeFirst: 'The last day must be on or after the first',
  tooManyDays: `Double-points days can run for at most ${MULTIPLIER_LIMITS.maxDays} days`,
  locationsRequired: 'Choose at least one location, or every location',
  categoryRequired: 'Enter the category as your till names it, like Lattes',
  categoryTooLong: `The category must be at most ${MULTIPLIER_LIMITS.category} characters`,
  tooManyCategories: `Choose at most ${MULTIPLIER_LIMITS.maxCategories} categories`,
  locationNotFound: 'Location not found',
  notFound: 'Multiplier not found',
  tooMany: `A business can have at most ${MULTIPLIER_LIMITS.maxRules} multipliers. Delete one to add another.`,
  notIncluded: 'Your plan does not include earn multipliers. Upgrade your plan to add them.',
  overlaps: (kind: TMultiplierKind, other: string) =>
    kind === 'happy_hour'
      ? `This happy hour overlaps “${other}” at the same location: change its days, hours or locations.`
      : kind === 'double_days'
        ? `These days overlap “${other}” at the same location: change the dates or locations.`
        : kind === 'birthday_week'
          ? `“${other}” is already a birthday week at the same location.`
          : `“${other}” is already a bonus on this category at the same location.`,
  added: 'Multiplier added',
  saved: 'Multiplier saved',
  deleted: 'Multiplier deleted',
  combineSaved: 'Saved how multipliers combine',
  loadFailed: 'Could not load your multipliers',
  saveFailed: 'Could not save the multiplier',
  deleteFailed: 'Could not delete the multiplier',
} as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Minutes since midnight of 'HH:MM'; an end of '00:00' is midnight at the end of the day (1440). */
export function minuteOfDay(hhmm: string, isEnd = false): number {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const minutes = h * 60 + m;
  return isEnd && minutes === 0 ? 24 * 60 : minutes;
}

const isRealDate = (value: string) => {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** What is wrong with a factor or a ceiling (×1.1 to ×10, one decimal), in the owner's words; null when nothing. */
function factorProblem(value: number, outOfRange: string): string | null {
  if (value < MULTIPLIER_LIMITS.minFactor || value > MULTIPLIER_LIMITS.maxFactor) return outOfRange;
  return Math.abs(value * 10 - Math.round(value * 10)) < 1e-9 ? null : MULTIPLIER_MESSAGES.factorDecimals;
}

/**
 * A multiplier as the owner writes it; the fields a kind does not use are ignored (and stored empty). Past the
 * types, every rule is checked in one refinement, so a form learns all that is wrong at once.
 */
export const ZMultiplierInput = z
  .object({
    kind: ZMultiplierKind,
    name: z.string({ error: MULTIPLIER_MESSAGES.nameRequired }).trim(),
    factor: z.number({ error: MULTIPLIER_MESSAGES.factorRange }),
    /** Happy hour: the weekdays it runs, 0 Sunday … 6 Saturday. */
    days: z.array(z.number().int().min(0).max(6)).default([]),
    /** Happy hour: HH:MM in the business's time zone; an end of 00:00 is midnight. */
    startTime: z.string().nullable().default(null),
    endTime: z.string().nullable().default(null),
    /** Double-points days: the first and last day (YYYY-MM-DD), both included, in the business's time zone. */
    startsOn: z.string().nullable().default(null),
    endsOn: z.string().nullable().default(null),
    /** Category bonus: the category as the till names it (any case), or as the counter offers it. */
    category: z.string().trim().nullable().default(null),
    /** The locations it applies at; null: every location (and actions with no location). */
    locationIds: z
      .array(z.uuid({ error: MULTIPLIER_MESSAGES.locationNotFound }))
      .nullable()
      .default(null),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.name.length === 0) issue('name', MULTIPLIER_MESSAGES.nameRequired);
    else if (v.name.length > MULTIPLIER_LIMITS.name) issue('name', MULTIPLIER_MESSAGES.nameTooLong);
    const factor = factorProblem(v.factor, MULTIPLIER_MESSAGES.factorRange);
    if (factor) issue('factor', factor);
    if (v.locationIds !== null && v.locationIds.length === 0)
      issue('locationIds', MULTIPLIER_MESSAGES.locationsRequired);
    if (v.kind === 'happy_hour') {
      if (v.days.length === 0) issue('days', MULTIPLIER_MESSAGES.daysRequired);
      const start = v.startTime && TIME.test(v.startTime) ? v.startTime : null;
      const end = v.endTime && TIME.test(v.endTime) ? v.endTime : null;
      if (!start) issue('startTime', MULTIPLIER_MESSAGES.timeInvalid);
      if (!end) issue('endTime', MULTIPLIER_MESSAGES.timeInvalid);
      if (start && end && minuteOfDay(end, true) <= minuteOfDay(start)) {
        issue('endTime', MULTIPLIER_MESSAGES.endBeforeStart);
      }
    }
    if (v.kind === 'category') {
      if (!v.category) issue('category', MULTIPLIER_MESSAGES.categoryRequired);
      else if (v.category.length > MULTIPLIER_LIMITS.category) issue('category', MULTIPLIER_MESSAGES.categoryTooLong);
    }
    if (v.kind === 'double_days') {
      const first = v.startsOn && isRealDate(v.startsOn) ? v.startsOn : null;
      const last = v.endsOn && isRealDate(v.endsOn) ? v.endsOn : null;
      if (!first) issue('startsOn', MULTIPLIER_MESSAGES.dateInvalid);
      if (!last) issue('endsOn', MULTIPLIER_MESSAGES.dateInvalid);
      if (first && last && last < first) issue('endsOn', MULTIPLIER_MESSAGES.lastBeforeFirst);
      else if (first && last && daysBetween(first, last) + 1 > MULTIPLIER_LIMITS.maxDays) {
        issue('endsOn', MULTIPLIER_MESSAGES.tooManyDays);
      }
    }
  })
  .transform((v) => ({
    ...v,
    days: v.kind === 'happy_hour' ? [...new Set(v.days)].sort((a, b) => a - b) : [],
    startTime: v.kind === 'happy_hour' ? v.startTime : null,
    endTime: v.kind === 'happy_hour' ? v.endTime : null,
    startsOn: v.kind === 'double_days' ? v.startsOn : null,
    endsOn: v.kind === 'double_days' ? v.endsOn : null,
    category: v.kind === 'category' ? v.category : null,
    locationIds: v.locationIds === null ? null : [...new Set(v.locationIds)],
  }));
export type TMultiplierInput = z.input<typeof ZMultiplierInput>;
export type TMultiplierFields = z.output<typeof ZMultiplierInput>;

export const ZMultiplierRule = z.object({
  id: z.string(),
  kind: ZMultiplierKind,
  name: z.string(),
  factor: z.number(),
  days: z.array(z.number().int()),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  category: z.string().nullable(),
  /** Null: every location. Locations deleted since are left out (none left: it applies nowhere). */
  locationIds: z.array(z.string()).nullable(),
});
export type TMultiplierRule = z.infer<typeof ZMultiplierRule>;

const multiplierSettingsShape = z.object({
  combine: ZMultiplierCombine,
  /** With `multiply`: the most the multipliers together may give. */
  ceiling: z.number({ error: MULTIPLIER_MESSAGES.ceilingRange }),
});

export const ZMultiplierSettings = multiplierSettingsShape.strict().superRefine((v, ctx) => {
  const problem = factorProblem(v.ceiling, MULTIPLIER_MESSAGES.ceilingRange);
  if (problem) ctx.addIssue({ code: 'custom', path: ['ceiling'], message: problem });
});
export type TMultiplierSettings = z.infer<typeof ZMultiplierSettings>;

/** GET /api/multipliers: the rules, how they combine, and whether the plan includes them. */
export const ZMultipliers = multiplierSettingsShape.extend({
  rules: z.array(ZMultiplierRule),
  /** The plan includes multipliers; false: the page shows the upgrade prompt and nothing applies. */
  included: z.boolean(),
  /** The business's time zone, which the hours and days are read in; null until chosen (read as UTC). */
  timeZone: z.string().nullable(),
});
export type TMultipliers = z.infer<typeof ZMultipliers>;

/** What applies to one customer's purchase now: each multiplier and the factor they give together. */
export const ZAppliedMultipliers = z.object({
  factor: z.number(),
  applied: z.array(z.object({ name: z.string(), factor: z.number() })),
});
export type TAppliedMultipliers = z.infer<typeof ZAppliedMultipliers>;

/** A category as rules and lines are matched on: trimmed, any case ('Lattes' is ' lattes'). */
export const categoryKey = (category: string) => category.trim().toLocaleLowerCase('en-US');

/** The categories a counter purchase names: the cashier's choice among the business's category bonuses. */
export const ZPurchaseCategories = z
  .array(
    z
      .string()
      .trim()
      .min(1, { error: MULTIPLIER_MESSAGES.categoryRequired })
      .max(MULTIPLIER_LIMITS.category, { error: MULTIPLIER_MESSAGES.categoryTooLong }),
  )
  .max(MULTIPLIER_LIMITS.maxCategories, { error: MULTIPLIER_MESSAGES.tooManyCategories });

/** A category bonus the counter offers at its location: ticking it applies it to the purchase. */
export const ZCategoryBonus = z.object({ category: z.string(), name: z.string(), factor: z.number() });
export type TCategoryBonus = z.infer<typeof ZCategoryBonus>;

/** '×2 Happy hour'. */
export const multiplierLabel = (m: { name: string; factor: number }) => `×${formatFactor(m.factor)} ${m.name}`;

/** 2 → '2', 1.5 → '1.5', 2.25 → '2.25'. */
export const formatFactor = (factor: number) => String(Math.round(factor * 100) / 100);

/** The factor several multipliers give by the business's rule: the largest, or their product up to the ceiling. */
export function combineFactors(factors: number[], settings: TMultiplierSettings): number {
  if (factors.length === 0) return 1;
  if (settings.combine === 'largest') return Math.max(...factors);
  const product = factors.reduce((a, b) => a * b, 1);
  return Math.round(Math.min(product, settings.ceiling) * 100) / 100;
}

/** The combining rule in the owner's words. */
export function combineRuleText(settings: TMultiplierSettings): string {
  return settings.combine === 'largest'
    ? 'When several apply, the largest one counts.'
    : `When several apply, they multiply, up to ×${formatFactor(settings.ceiling)} in all.`;
}

/** What the counter and the ledger say applied: '×2 Happy hour', or '×3 in all: ×2 Happy hour, ×1.5 Birthday week'. */
export function appliedMultipliersText(m: TAppliedMultipliers): string {
  const each = m.applied.map(multiplierLabel).join(', ');
  return m.applied.length === 1 ? each : `×${formatFactor(m.factor)} in all: ${each}`;
}
