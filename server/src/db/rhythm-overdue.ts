import { type SQL, sql } from 'drizzle-orm';

/** A business's time zone: its name, or an expression that reads it in the same statement (`businessZoneSql`). */
type TZone = string | SQL;

/** The business's time zone read inside the statement that needs it (UTC when it has none): no query of its own. */
export function businessZoneSql(businessId: string): SQL {
  return sql`(select coalesce(time_zone, 'UTC') from businesses where id = ${businessId})`;
}

/**
 * The first day a customer (of `customers` named `alias`, their rhythm kept as `rh` in customer_rhythms) counts as
 * overdue by their own rhythm (issue 55): past their usual gap and its give or take after their last visit
 * (analytics/rhythm-of.ts's 'overdue'). The last visit is the later of the one the rhythm was read from and the
 * customer's now, so a visit since the nightly refresh moves the day on at once. `zone`: the business's calendar.
 */
export function overdueFromSql(alias: string, zone: TZone): SQL {
  const c = sql.raw(alias);
  return sql`(greatest(rh.last_visit_on, (${c}.last_visit_at at time zone ${zone})::date) + rh.usual_gap_days
    + rh.spread_days + 1)`;
}

/** The business's today on its calendar, at `now`. */
export function businessTodaySql(zone: TZone, now: Date): SQL {
  return sql`(${now.toISOString()}::timestamptz at time zone ${zone})::date`;
}

/** Customers (of `alias`) overdue by their own rhythm now: read by campaign audiences and win-back. */
export function overdueByRhythmSql(alias: string, zone: TZone, now: Date): SQL {
  const c = sql.raw(alias);
  return sql`exists (select 1 from customer_rhythms rh where rh.business_id = ${c}.business_id
    and rh.customer_id = ${c}.id and ${overdueFromSql(alias, zone)} <= ${businessTodaySql(zone, now)})`;
}

/** Customers (of `alias`) with no rhythm kept yet: too few visit days to read one. */
export function withoutRhythmSql(alias: string): SQL {
  const c = sql.raw(alias);
  return sql`not exists (select 1 from customer_rhythms rh where rh.business_id = ${c}.business_id
    and rh.customer_id = ${c}.id)`;
}
