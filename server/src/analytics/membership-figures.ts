import { type SQL, sql } from 'drizzle-orm';

type TGroup = { customers: number; visits: number; spend: number; purchasesWithAmount: number };
export type TMembershipFigures = { members: TGroup; beforeJoining: TGroup };

/** One side of the split: the member columns, or the rest of the day's totals. */
const group = (member: boolean) => {
  const of = (total: string, memberPart: string) => sql.raw(member ? memberPart : `${total} - ${memberPart}`);
  return sql`json_build_object(
    'customers', count(distinct customer_id) filter (where ${of('checkins', 'member_checkins')} > 0),
    'visits', coalesce(sum(${of('checkins', 'member_checkins')}), 0),
    'spend', coalesce(sum(${of('spend', 'member_spend')}), 0),
    'purchasesWithAmount', coalesce(sum(${of('purchases_with_amount', 'member_purchases_with_amount')}), 0))`;
};

/**
 * The period's visits split by whether the customer had joined a program by then (their first membership), with
 * their spend where an amount was recorded, from the per-customer daily rollup (migration 0031), which keeps each day's
 * part after the customer's first membership apart. Undone visits are left out. A column of the ledger figures'
 * statement (ledger-figures.ts), so one location's recount of the rollups serves both.
 */
export const membershipColumn = (inPeriod: SQL) => sql`
  (select json_build_object('members', ${group(true)}, 'beforeJoining', ${group(false)})
    from customer_activity_days where ${inPeriod})`;

/** The column's JSON as numbers (numeric sums can arrive as strings on some drivers). */
export function toMembershipFigures(json: Partial<TMembershipFigures> | undefined): TMembershipFigures {
  const numbers = (g: TGroup | undefined): TGroup => ({
    customers: Number(g?.customers ?? 0),
    visits: Number(g?.visits ?? 0),
    spend: Number(g?.spend ?? 0),
    purchasesWithAmount: Number(g?.purchasesWithAmount ?? 0),
  });
  return { members: numbers(json?.members), beforeJoining: numbers(json?.beforeJoining) };
}
