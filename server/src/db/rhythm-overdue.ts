import { type SQL, sql } from 'drizzle-orm';

/**
 * Customers overdue by their own rhythm (issue 55), for a query over `customers` named `alias`: past their usual gap
 * and its give or take (analytics/rhythm-of.ts's 'overdue'), from the rhythm kept nightly (customer_rhythms) and the
 * last visit now, so a visit since the refresh moves the due day on at once. `zone`: the business's calendar.
 * Read by campaign audiences and the win-back automation.
 */
export function overdueByRhythmSql(alias: string, zone: string, now: Date): SQL {
  const c = sql.raw(alias);
  const today = sql`(${now.toISOString()}::timestamptz at time zone ${zone})::date`;
  return sql`exists (select 1 from customer_rhythms rh where rh.business_id = ${c}.business_id
    and rh.customer_id = ${c}.id
    and greatest(rh.last_visit_on, (${c}.last_visit_at at time zone ${zone})::date) + rh.usual_gap_days
      + rh.spread_days < ${today})`;
}

/** Customers (of `alias`) with no rhythm kept yet: too few visit days to read one. */
export function withoutRhythmSql(alias: string): SQL {
  const c = sql.raw(alias);
  return sql`not exists (select 1 from customer_rhythms rh where rh.business_id = ${c}.business_id
    and rh.customer_id = ${c}.id)`;
}
