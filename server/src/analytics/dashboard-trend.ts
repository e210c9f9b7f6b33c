import type { TDashboardTrend } from '@regulars/contracts';
import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { analyticsRange, windowsOf } from './analytics-range.ts';
import { runFigures } from './run-figures.ts';

type TDay = TDashboardTrend['days'][number];

/**
 * The dashboard's trend: visits (a purchase is a visit, as on /analytics), new customers and rewards redeemed on each
 * of the business's last 30 days, and the same totals for the 30 days before. Read from the same rollups and rows as
 * /analytics' 'Last 30 days', so the two always agree.
 */
export async function dashboardTrend({
  db,
  businessId,
}: {
  db: TExecutor;
  businessId: string;
}): Promise<TDashboardTrend> {
  const range = await analyticsRange({ db, businessId, query: { period: '30d' } });
  const { current, previous } = windowsOf(range);
  const rows = await runFigures<TDay>(
    db,
    sql`
    with ledger as (
      select day, sum(rows) filter (where kind in ('visit', 'purchase')) as visits,
        sum(rows) filter (where kind = 'redeem') as redeemed
      from ledger_days
      where business_id = ${businessId} and day >= ${range.previousFrom}::date and day <= ${range.to}::date
        and kind in ('visit', 'purchase', 'redeem')
      group by day),
    joined as (
      select (created_at at time zone ${range.timeZone})::date as day, count(*) as n
      from customers
      where business_id = ${businessId} and created_at >= ${previous.start} and created_at < ${current.end}
        and deleted_at is null
      group by 1)
    select d::date::text as date, coalesce(l.visits, 0)::int as visits, coalesce(j.n, 0)::int as "newCustomers",
      coalesce(l.redeemed, 0)::int as "rewardsRedeemed"
    from generate_series(${range.previousFrom}::date, ${range.to}::date, interval '1 day') d
    left join ledger l on l.day = d::date
    left join joined j on j.day = d::date
    order by 1`,
  );
  const total = (days: TDay[]) => ({
    visits: days.reduce((n, d) => n + d.visits, 0),
    newCustomers: days.reduce((n, d) => n + d.newCustomers, 0),
    rewardsRedeemed: days.reduce((n, d) => n + d.rewardsRedeemed, 0),
  });
  const days = rows.filter((d) => d.date >= range.from);
  return {
    from: range.from,
    to: range.to,
    days,
    current: total(days),
    previous: total(rows.filter((d) => d.date < range.from)),
  };
}
