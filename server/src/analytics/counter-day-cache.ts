import { type SQL, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';
import { addDays, dayStart, type TAnalyticsRange } from './analytics-range.ts';

/**
 * What one ledger row adds to the counter breakdown, each figure by name. `r` is a row of `counterLedgerRows`: a row
 * undone counts for nothing but its actions; an undo counts once, on its reversal's head row.
 */
const ROW_FIGURES: [string, SQL][] = [
  // A purchase is a visit too, as in the page's own Visits figure (ledger-figures.ts): one meaning per page.
  ['visits', sql`(r.type in ('visit', 'purchase') and not r.undone)::int`],
  ['purchases', sql`(r.type = 'purchase' and not r.undone)::int`],
  ['spend', sql`case when r.type = 'purchase' and not r.undone then coalesce(r.amount_minor, 0) else 0 end`],
  ['points_issued', sql`case when r.type = 'earn' and r.points > 0 and not r.undone then r.points else 0 end`],
  ['points_redeemed', sql`case when r.type = 'redeem' and not r.undone then -r.points else 0 end`],
  ['rewards_redeemed', sql`(r.type = 'redeem' and not r.undone)::int`],
  ['actions', sql`(r.type in ('visit', 'purchase', 'redeem'))::int`],
  ['undos', sql`(r.type = 'reversal' and r.head)::int`],
];

/** The figures' names, in order: the columns of `counter_days` and of every part the breakdown sums. */
export const COUNTER_FIGURE_NAMES = ROW_FIGURES.map(([name]) => name);

/** A ledger row's figures, one column each (the live part of a period). */
export const rowFigures = sql.join(
  ROW_FIGURES.map(([name, figure]) => sql`${figure} as ${sql.identifier(name)}`),
  sql`, `,
);

const summedFigures = sql.join(
  ROW_FIGURES.map(([name, figure]) => sql`sum(${figure}) as ${sql.identifier(name)}`),
  sql`, `,
);

/** The ledger rows the breakdown reads between two moments (optionally at one location), as `r` above expects them. */
export function counterLedgerRows(businessId: string, from: SQL, to: SQL, location?: string): SQL {
  return sql`
    select x.type, x.location_id, x.staff_user_id, x.counter_staff_id, x.currency, x.points, x.amount_minor,
      x.created_at, x.id = x.action_id as head,
      exists (select 1 from transactions u where u.business_id = x.business_id and u.reverses_id = x.id) as undone
    from transactions x
    where x.business_id = ${businessId} and x.created_at >= ${from} and x.created_at < ${to}
      and x.type in ('visit', 'purchase', 'earn', 'redeem', 'reversal')
      ${location ? sql`and x.location_id = ${location}` : sql``}`;
}

/**
 * Makes sure every ended day of the period and the one before (up to two days ago, the business's days) is summed in
 * `counter_days`, summing the ones missing from the ledger in one pass, and returns the last such day (null when the
 * periods have none). Run in the request's transaction after it took the cache's lock for the business
 * (`lockCounterDays`): the ledger's triggers wait for it to forget a day, so no day is written from rows changing
 * under it, and none is forgotten between this and the read.
 */
export async function fillCounterDays(
  tx: TExecutor,
  businessId: string,
  range: TAnalyticsRange,
): Promise<string | null> {
  const { timeZone } = range;
  const [bounds] = await rawQuery<{ lastEnded: string }>(
    tx,
    sql`select least(${range.to}::date, (now() at time zone ${timeZone})::date - 2)::text as "lastEnded"`,
  );
  const lastEnded = bounds?.lastEnded ?? null;
  if (!lastEnded || lastEnded < range.previousFrom) return null;
  const missing = (
    await rawQuery<{ day: string }>(
      tx,
      sql`select d::date::text as day from generate_series(${range.previousFrom}::date, ${lastEnded}::date, '1 day') d
        where not exists (
          select 1 from counter_filled_days f where f.business_id = ${businessId} and f.day = d::date)
        order by 1`,
    )
  ).map((row) => row.day);
  const first = missing[0];
  const last = missing.at(-1);
  if (!first || !last) return lastEnded;
  // A set to join, not an array to test each ledger row against (`= any(...)` rebuilt it row by row: minutes a year).
  const days = sql`(select unnest(string_to_array(${missing.join(',')}, ',')::date[]))`;
  // What a forgotten day held before is replaced whole.
  await tx.execute(sql`delete from counter_days where business_id = ${businessId} and day in ${days}`);
  await tx.execute(sql`
    insert into counter_days (business_id, day, location_id, staff_user_id, counter_staff_id, currency,
      ${sql.join(
        COUNTER_FIGURE_NAMES.map((name) => sql.identifier(name)),
        sql`, `,
      )})
    select ${businessId}, r.day, r.location_id, r.staff_user_id, r.counter_staff_id, r.currency, ${summedFigures}
    from (
      select (l.created_at at time zone ${timeZone})::date as day, l.*
      from (${counterLedgerRows(businessId, dayStart(first, timeZone), dayStart(addDays(last, 1), timeZone))}) l
    ) r
    where r.day in ${days}
    group by r.day, r.location_id, r.staff_user_id, r.counter_staff_id, r.currency`);
  await tx.execute(
    sql`insert into counter_filled_days (business_id, day) select ${businessId}, d from ${days} m(d) on conflict do nothing`,
  );
  return lastEnded;
}

/**
 * The cache's lock for one business, until the transaction ends: the request that fills and reads takes it whole, the
 * ledger's triggers shared when they forget a day (db/triggers.sql).
 */
export const lockCounterDays = (businessId: string): SQL =>
  sql`pg_advisory_xact_lock(hashtext('counter_days'), hashtext(${businessId}))`;
