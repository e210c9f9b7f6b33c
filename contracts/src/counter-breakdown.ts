import { z } from 'zod';
import { ZAnalytics } from './analytics.ts';

/**
 * /analytics' "By location" and "By staff" (issue 35): what each shop and each team member recorded at the counter in
 * the period and the one before. An action undone counts for nothing but its undo; the undo rate (undos of all the
 * counter's actions, a fraud signal) is null without actions.
 */
export const ZCounterFigures = z.object({
  visits: z.number().int(),
  purchases: z.number().int(),
  /** The purchases' recorded amounts. */
  spend: z.number(),
  pointsIssued: z.number().int(),
  pointsRedeemed: z.number().int(),
  rewardsRedeemed: z.number().int(),
  /** Visits, purchases and redemptions recorded, undone ones included. */
  actions: z.number().int(),
  undos: z.number().int(),
  undoRate: z.number().nullable(),
});
export type TCounterFigures = z.infer<typeof ZCounterFigures>;

/** A period with nothing recorded. */
export const NO_COUNTER_FIGURES: TCounterFigures = {
  visits: 0,
  purchases: 0,
  spend: 0,
  pointsIssued: 0,
  pointsRedeemed: 0,
  rewardsRedeemed: 0,
  actions: 0,
  undos: 0,
  undoRate: null,
};

export const ZCounterBreakdownRow = z.object({
  /** The location's or staff member's id; null for actions without one. */
  id: z.string().nullable(),
  name: z.string(),
  current: ZCounterFigures,
  previous: ZCounterFigures,
});
export type TCounterBreakdownRow = z.infer<typeof ZCounterBreakdownRow>;

export const ZCounterBreakdown = z.object({
  range: ZAnalytics.shape.range,
  byLocation: z.array(ZCounterBreakdownRow),
  byStaff: z.array(ZCounterBreakdownRow),
});
export type TCounterBreakdown = z.infer<typeof ZCounterBreakdown>;

/** Names of the rows without a location or a person. */
export const COUNTER_BREAKDOWN_LABELS = {
  noLocation: 'No location',
  noStaff: 'No staff member (API)',
} as const;
