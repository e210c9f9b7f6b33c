import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { bucketOf, type TAnalyticsRange, windowsOf } from './analytics-range.ts';
import { runFigures } from './run-figures.ts';

export type TActivityPoint = {
  date: string;
  newCustomers: number;
  rewardsEarned: number;
  smsSent: number;
  emailSent: number;
};

/**
 * Every bucket (day, week or month of the business) of the period, empty ones included, with the customers who joined,
 * the rewards earned and the messages sent in it. The ledger's own series come from ledgerFigures.
 */
export async function activitySeries({
  db,
  businessId,
  range,
}: {
  db: TExecutor;
  businessId: string;
  range: TAnalyticsRange;
}): Promise<TActivityPoint[]> {
  const { current } = windowsOf(range);
  const inPeriod = (column: string) =>
    sql`${sql.raw(column)} >= ${current.start} and ${sql.raw(column)} < ${current.end}`;
  return runFigures<TActivityPoint>(
    db,
    sql`
    select b.date,
      coalesce(c.n, 0)::int as "newCustomers",
      coalesce(r.n, 0)::int as "rewardsEarned",
      coalesce(m.sms, 0)::int as "smsSent",
      coalesce(m.email, 0)::int as "emailSent"
    from (
      select (d::date)::text as date
      from generate_series(
        date_trunc(${range.bucket}, ${range.from}::date::timestamp),
        ${range.to}::date::timestamp,
        ('1 ' || ${range.bucket})::interval) d
    ) b
    left join (
      select ${bucketOf(sql.raw('created_at'), range)} as date, count(*) as n from customers
      where business_id = ${businessId} and ${inPeriod('created_at')} and deleted_at is null group by 1
    ) c on c.date = b.date
    left join (
      select ${bucketOf(sql.raw('earned_at'), range)} as date, count(*) as n from customer_rewards
      where business_id = ${businessId} and ${inPeriod('earned_at')} and status <> 'void' group by 1
    ) r on r.date = b.date
    left join (
      select ${bucketOf(sql.raw('created_at'), range)} as date,
        count(*) filter (where type = 'sms' and status = 'sent') as sms,
        count(*) filter (where type = 'email' and status = 'sent') as email
      from communication_logs
      where business_id = ${businessId} and ${inPeriod('created_at')} group by 1
    ) m on m.date = b.date
    order by b.date`,
  );
}
