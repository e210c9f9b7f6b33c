import { currencyExponent } from '@regulars/contracts';
import { sql } from 'drizzle-orm';
import type { TGroupOutcome } from './compare-groups.ts';

/**
 * The select list that sums each group's outcomes (a campaign's, an automation's), grouped by the caller: `a` is a
 * customer's activity in the results window (`visits`, `spend`), `p` the points they redeemed then (`points`).
 */
export const GROUP_OUTCOME_COLUMNS = sql`count(*)::int as n, (count(*) filter (where a.visits > 0))::int as back,
  coalesce(sum(a.spend), 0)::float8 as spend, coalesce(sum(a.spend * a.spend), 0)::float8 as "spendSq",
  coalesce(sum(p.points), 0)::float8 as points`;

/**
 * The ledger rows `t` that move redeemed points, with `o` the row a reversal takes back (left-joined by the caller):
 * a redeem takes points (negative), its undo gives them back.
 */
export const REDEEMED_POINTS_ROWS = sql`t.type in ('redeem', 'reversal') and (t.type = 'redeem' or o.type = 'redeem')`;

export type TGroupOutcomeRow<TGroup extends string> = TGroupOutcome & { group: TGroup };

/**
 * A group's sums from the rows (the driver may answer numbers as text), zeros for a group with nobody. The rollups'
 * spend is in minor units of the business's currency: answered in major ones (its squares by the scale squared).
 */
export function outcomeOf<TGroup extends string>(
  rows: TGroupOutcomeRow<TGroup>[],
  group: TGroup,
  currency: string,
): TGroupOutcome {
  const found = rows.find((r) => r.group === group);
  const scale = 10 ** currencyExponent(currency);
  return {
    n: Number(found?.n ?? 0),
    back: Number(found?.back ?? 0),
    spend: Number(found?.spend ?? 0) / scale,
    spendSq: Number(found?.spendSq ?? 0) / (scale * scale),
    points: Number(found?.points ?? 0),
  };
}
