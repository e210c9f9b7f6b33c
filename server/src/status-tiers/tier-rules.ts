import {
  statusWindowText,
  type TCustomerStatus,
  type TMultiplierSettings,
  type TStatusBasis,
  type TStatusWindow,
} from '@regulars/contracts';

/** A tier as the engine reads it; a business's tiers come lowest threshold first. */
export type TStatusTierRow = { id: string; name: string; threshold: number; factor: number };

/** A business's rule and its tiers. */
export type TStatusRule = {
  basis: TStatusBasis;
  window: TStatusWindow;
  windowMonths: number;
  graceDays: number;
  tiers: TStatusTierRow[];
};

/** A customer's stored status (none: they never held a tier). */
export type TStatusState = {
  tierId: string | null;
  previousTierId: string | null;
  reachedBy: string | null;
  keepsUntil: string | null;
};

/**
 * What a check-in reads of a customer's status, with the rule: their measure in the window (and, for a calendar
 * year, in the year before: a tier reached then holds through this year), and how the business combines multipliers
 * (a tier's multiplier is combined with the others by the same rule).
 */
export type TStatusContext = TStatusRule &
  TMultiplierSettings & {
    timeZone: string | null;
    current: TStatusState | null;
    measure: number;
    previousMeasure: number;
  };

/** A move up an earn makes: from the tier held (or none) to the highest it now qualifies for. */
export type TStatusMove = { from: TStatusTierRow | null; to: TStatusTierRow };

/** The highest tier a measure reaches; null below the first. */
export function tierFor(tiers: TStatusTierRow[], measure: number): TStatusTierRow | null {
  let found: TStatusTierRow | null = null;
  for (const tier of tiers) if (tier.threshold <= measure) found = tier;
  return found;
}

/** A tier's rank (0 the lowest); -1 for none, or a tier no longer in the table. */
export const rankOf = (tiers: TStatusTierRow[], tierId: string | null | undefined) =>
  tierId ? tiers.findIndex((t) => t.id === tierId) : -1;

/** The tier a customer qualifies for: by this window, or (calendar year) by last year's when that was higher. */
export function qualifiedTier(rule: TStatusRule, measure: number, previousMeasure: number): TStatusTierRow | null {
  const now = tierFor(rule.tiers, measure);
  if (rule.window !== 'calendar_year') return now;
  const last = tierFor(rule.tiers, previousMeasure);
  return rankOf(rule.tiers, last?.id) > rankOf(rule.tiers, now?.id) ? last : now;
}

/** The tier the customer holds now (none, or a tier deleted since: null). */
export function heldTier(status: TStatusContext): TStatusTierRow | null {
  return status.tiers.find((t) => t.id === status.current?.tierId) ?? null;
}

/** What an earn adds to the measure: its points, or one visit. */
export const measureAdded = (basis: TStatusBasis, points: number) => (basis === 'points' ? points : 1);

/** The move up an earn that adds `added` makes; null when the customer stays where they are. */
export function moveOnEarn(status: TStatusContext, added: number): TStatusMove | null {
  const from = heldTier(status);
  const to = qualifiedTier(status, status.measure + added, status.previousMeasure);
  return to && rankOf(status.tiers, to.id) > rankOf(status.tiers, from?.id) ? { from, to } : null;
}

/**
 * The status after the nightly look (or a refresh after the table changed): up at once to the tier qualified for; down
 * only once `graceDays` have passed since the customer stopped qualifying (`keepsUntil` set the first night they did
 * not); back to qualifying ends the grace. Null when nothing changes.
 */
export function nextStatus({
  tiers,
  graceDays,
  tierId,
  keepsUntil,
  qualified,
  now,
}: {
  tiers: TStatusTierRow[];
  graceDays: number;
  tierId: string | null;
  keepsUntil: Date | null;
  qualified: string | null;
  now: Date;
}): { tierId: string | null; keepsUntil: Date | null } | null {
  const held = rankOf(tiers, tierId);
  const reached = rankOf(tiers, qualified);
  if (reached > held || (held === -1 && tierId !== null)) return { tierId: qualified, keepsUntil: null };
  if (reached === held) return keepsUntil === null ? null : { tierId, keepsUntil: null };
  if (keepsUntil === null && graceDays > 0) {
    return { tierId, keepsUntil: new Date(now.getTime() + graceDays * 86_400_000) };
  }
  if (keepsUntil !== null && keepsUntil > now) return null;
  return { tierId: qualified, keepsUntil: null };
}

/** The customer's status as the counter, their page and the portal show it. */
export function statusView(status: TStatusContext): TCustomerStatus {
  const held = heldTier(status);
  const next = status.tiers[rankOf(status.tiers, held?.id) + 1] ?? null;
  return {
    tier: held ? { id: held.id, name: held.name, factor: held.factor } : null,
    basis: status.basis,
    measure: status.measure,
    next: next
      ? { name: next.name, threshold: next.threshold, remaining: Math.max(0, next.threshold - status.measure) }
      : null,
    keepsUntil: held ? (status.current?.keepsUntil ?? null) : null,
    windowText: statusWindowText(status.window, status.windowMonths),
    window: status.window,
    windowMonths: status.windowMonths,
  };
}
