import { z } from 'zod';

/** Visits on this many different days before a customer's usual gap is told: three gaps between them. */
export const RHYTHM_MIN_VISIT_DAYS = 4;
/** The gaps a rhythm is read from: the latest twelve, so a customer whose habits changed is read as they are now. */
export const RHYTHM_RECENT_GAPS = 12;

/**
 * A customer's own rhythm (issue 55): the usual number of days between their visits (the median of their latest gaps)
 * and how much it varies (the median distance from it), their last visit and when the next is due, in the business's
 * days. `due`: not yet due; `late`: past due but within their usual give or take; `overdue`: later than that.
 */
export const ZCustomerRhythm = z.object({
  /** Their days with a visit or purchase, counted up to the latest RHYTHM_RECENT_GAPS + 1. */
  visitDays: z.number().int(),
  /** The business's today (its time zone), YYYY-MM-DD. */
  today: z.string(),
  rhythm: z
    .object({
      usualGapDays: z.number().int().positive(),
      spreadDays: z.number().int().nonnegative(),
      lastVisitOn: z.string(),
      dueOn: z.string(),
      /** Days past the due day (0 or less: not yet due). */
      daysLate: z.number().int(),
      status: z.enum(['due', 'late', 'overdue']),
    })
    .nullable(),
});
export type TCustomerRhythm = z.infer<typeof ZCustomerRhythm>;

/** The days ahead in which a customer not yet overdue by their rhythm counts as at risk. */
export const RHYTHM_AT_RISK_DAYS = 7;

/**
 * GET /api/analytics/rhythm: the business's customers by their own rhythm now, from the rhythms kept nightly: overdue
 * now, becoming overdue in the next RHYTHM_AT_RISK_DAYS days (at risk this week), and how many have a rhythm at all.
 */
export const ZRhythmFigures = z.object({
  overdue: z.number().int(),
  atRisk: z.number().int(),
  withRhythm: z.number().int(),
  /** When the rhythms were last kept (null: never yet, the first nightly refresh is still to come). */
  refreshedAt: z.string().nullable(),
});
export type TRhythmFigures = z.infer<typeof ZRhythmFigures>;
