import { type SQL, sql } from 'drizzle-orm';
import type { TAnalyticsRange } from './analytics-range.ts';
import { windowsOf } from './analytics-range.ts';

/**
 * The day rollups a figure query reads, as its WITH clause (with the query's own CTEs after them). For the whole
 * business that is the tables themselves (kept by the database's triggers). The rollups carry no location, so for one
 * location they are recounted from that location's ledger rows of the two periods (`transactions_business_location_idx`)
 * the way `analytics_rollups_rebuild` counts them (db/triggers.sql), under the tables' own names: a CTE named like a
 * table hides the table in its query, so the same figure queries read either.
 */
export function withRollups(businessId: string, range: TAnalyticsRange, ...ctes: SQL[]): SQL {
  const all = range.location ? [...locationRollups(businessId, range, range.location.id), ...ctes] : ctes;
  return all.length === 0 ? sql`` : sql`with ${sql.join(all, sql`, `)} `;
}

function locationRollups(businessId: string, range: TAnalyticsRange, locationId: string): SQL[] {
  const { current, previous } = windowsOf(range);
  return [
    // A row counts once unless an undo took it back (its reversal exists); reversals count for nothing themselves.
    sql`location_rows as materialized (
      select t.customer_id, t.program_id, t.type, t.points, t.reward_id, t.created_at,
        case when t.currency = ${range.currency} then t.amount_minor end as amount,
        (t.created_at at time zone ${range.timeZone})::date as day,
        case when t.type <> 'reversal' and not exists (
          select 1 from transactions r
          where r.business_id = t.business_id and r.reverses_id = t.id and r.type = 'reversal')
        then 1 else 0 end as sign
      from transactions t
      where t.business_id = ${businessId} and t.location_id = ${locationId}
        and t.created_at >= ${previous.start} and t.created_at < ${current.end})`,
    sql`ledger_days as (
      select ${businessId}::text as business_id, day, program_id, type as kind, sum(sign) as rows,
        coalesce(sum(sign) filter (where amount is not null), 0) as with_amount,
        coalesce(sum(sign * amount), 0) as amount,
        coalesce(sum(sign * points) filter (where points > 0), 0) as points_up,
        coalesce(sum(sign * points), 0) as points,
        coalesce(sum(sign) filter (where type = 'earn' and reward_id is not null), 0) as rewards_earned,
        sum(points) as raw_points
      from location_rows group by day, program_id, type)`,
    sql`program_customer_days as (
      select ${businessId}::text as business_id, day, program_id, customer_id, sum(sign) as rows
      from location_rows where sign <> 0 and type in ('earn', 'redeem') and program_id is not null
      group by day, program_id, customer_id)`,
    // A visit counts as a member's once the customer had joined a program (their first membership, anywhere).
    sql`first_memberships as (
      select customer_id, min(created_at) as at from customer_program_progress
      where business_id = ${businessId} and customer_id in (select customer_id from location_rows)
      group by customer_id)`,
    // The customer's visit days before and after are this location's days of the two periods: what the figures ask of
    // them (did the customer come before the period, or again after the day) reads the same as over all their days.
    sql`customer_activity_days as (
      select ${businessId}::text as business_id, day, customer_id, checkins, purchases_with_amount, spend,
        member_checkins, member_purchases_with_amount, member_spend,
        lag(day) over w as previous_day, lead(day) over w as next_day
      from (
        select day, customer_id, count(*) as checkins,
          count(*) filter (where with_amount) as purchases_with_amount,
          coalesce(sum(amount) filter (where type = 'purchase'), 0) as spend,
          count(*) filter (where member) as member_checkins,
          count(*) filter (where member and with_amount) as member_purchases_with_amount,
          coalesce(sum(amount) filter (where member and type = 'purchase'), 0) as member_spend
        from (
          select r.*, coalesce(r.created_at >= m.at, false) as member,
            r.type = 'purchase' and r.amount is not null as with_amount
          from location_rows r left join first_memberships m on m.customer_id = r.customer_id
          where r.sign <> 0 and r.type in ('visit', 'purchase') and r.customer_id is not null
        ) v
        group by day, customer_id
      ) d
      window w as (partition by customer_id order by day))`,
  ];
}
