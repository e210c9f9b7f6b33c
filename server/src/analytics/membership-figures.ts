import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { type TAnalyticsRange, windowsOf } from './analytics-range.ts';
import { runFigures } from './run-figures.ts';

type TGroup = { customers: number; visits: number; spend: number; purchasesWithAmount: number };
export type TMembershipFigures = { members: TGroup; beforeJoining: TGroup };

const group = (member: boolean) => {
  const when = member ? sql.raw('member') : sql.raw('not member');
  return sql`json_build_object(
    'customers', count(distinct customer_id) filter (where ${when}),
    'visits', count(*) filter (where ${when}),
    'spend', coalesce(sum(amount) filter (where ${when} and type = 'purchase'), 0),
    'purchasesWithAmount', count(*) filter (where ${when} and type = 'purchase' and amount is not null))`;
};

/**
 * The period's visits split by whether the customer had joined a program by then (their first membership), with
 * their spend where an amount was recorded. Undone visits are left out.
 */
export async function membershipFigures({
  db,
  businessId,
  range,
}: {
  db: TExecutor;
  businessId: string;
  range: TAnalyticsRange;
}): Promise<TMembershipFigures> {
  const { current } = windowsOf(range);
  const [row] = await runFigures<{ members: TGroup; beforeJoining: TGroup }>(
    db,
    sql`
    select ${group(true)} as "members", ${group(false)} as "beforeJoining"
    from (
      select t.customer_id, t.type, t.amount, coalesce(t.created_at >= j.joined_at, false) as member
      from transactions t
      left join (
        select customer_id, min(created_at) as joined_at from customer_program_progress
        where business_id = ${businessId} group by customer_id
      ) j on j.customer_id = t.customer_id
      where t.business_id = ${businessId} and t.created_at >= ${current.start} and t.created_at < ${current.end}
        and t.type in ('visit', 'purchase') and t.customer_id is not null
        and t.id not in (
          select r.reverses_id from transactions r
          where r.business_id = ${businessId} and r.type = 'reversal' and r.created_at >= ${current.start}
            and r.reverses_id is not null)
    ) m`,
  );
  const numbers = (g: TGroup | undefined): TGroup => ({
    customers: Number(g?.customers ?? 0),
    visits: Number(g?.visits ?? 0),
    spend: Number(g?.spend ?? 0),
    purchasesWithAmount: Number(g?.purchasesWithAmount ?? 0),
  });
  return { members: numbers(row?.members), beforeJoining: numbers(row?.beforeJoining) };
}
