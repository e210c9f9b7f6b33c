import {
  COUNTER_BREAKDOWN_LABELS,
  fromMinorUnits,
  NO_COUNTER_FIGURES,
  type TAnalyticsQuery,
  type TCounterBreakdown,
  type TCounterBreakdownRow,
  type TCounterFigures,
} from '@regulars/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';
import { addDays, analyticsRange, dayStart, windowsOf } from './analytics-range.ts';
import {
  COUNTER_FIGURE_NAMES,
  counterLedgerRows,
  fillCounterDays,
  lockCounterDays,
  rowFigures,
} from './counter-day-cache.ts';
import { percent } from './rates.ts';

type TFigureRow = {
  byStaff: boolean;
  key: string | null;
  name: string | null;
  /** null: a location's listing row, with no figures. */
  current: boolean | null;
  visits: number;
  purchases: number;
  spend: string;
  pointsIssued: number;
  pointsRedeemed: number;
  rewardsRedeemed: number;
  actions: number;
  undos: number;
};

const figuresOf = (r: TFigureRow, currency: string): TCounterFigures => ({
  visits: r.visits,
  purchases: r.purchases,
  spend: fromMinorUnits(Number(r.spend), currency),
  pointsIssued: r.pointsIssued,
  pointsRedeemed: r.pointsRedeemed,
  rewardsRedeemed: r.rewardsRedeemed,
  actions: r.actions,
  undos: r.undos,
  undoRate: percent(r.undos, r.actions),
});

/**
 * What each location and each staff member recorded at the counter in the period and the one before, grouped both
 * ways at once (grouping sets). Ended days come summed from `counter_days` (counter-day-cache.ts, filled here when one
 * is missing), the last two days from the ledger's rows: a year is a few thousand cached rows, not a year of the
 * ledger. A row undone counts for nothing (its reversal exists); the undo itself counts where the undone action
 * happened and for whoever undid it. Every location is listed, a quiet one with zeros; staff members only with
 * something recorded (a team member by their account, counter-only staff by the PIN they signed in with on a counter
 * device). A deleted location or person is read as none, as the ledger's own rows are after their `set null`.
 */
export async function counterBreakdown({
  db,
  businessId,
  query,
}: {
  db: TExecutor;
  businessId: string;
  query: TAnalyticsQuery;
}): Promise<TCounterBreakdown> {
  const range = await analyticsRange({ db, businessId, query });
  const { current, previous } = windowsOf(range);
  const location = range.location?.id;
  // Filtered to one location: its row, and its staff's actions there.
  const atLocation = (column: SQL) => (location ? sql`and ${column} = ${location}` : sql``);
  const figure = (name: string) => sql.identifier(name);
  const rows = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('jit', 'off', true), set_config('work_mem', '64MB', true), ${lockCounterDays(businessId)}`,
    );
    const lastEnded = await fillCounterDays(tx, businessId, range);
    const liveFrom = lastEnded ? dayStart(addDays(lastEnded, 1), range.timeZone) : previous.start;
    return rawQuery<TFigureRow>(
      tx,
      sql`
      with parts as (
        select c.location_id, c.staff_user_id, c.counter_staff_id, c.currency, c.day >= ${range.from}::date as current,
          ${sql.join(
            COUNTER_FIGURE_NAMES.map((name) => sql`c.${figure(name)}`),
            sql`, `,
          )}
        from counter_days c
        where c.business_id = ${businessId} and c.day >= ${range.previousFrom}::date
          -- No ended day in the periods: none from the cache.
          and c.day <= ${lastEnded ?? addDays(range.previousFrom, -1)}::date
          ${atLocation(sql`c.location_id`)}
        union all
        select r.location_id, r.staff_user_id, r.counter_staff_id, r.currency, r.created_at >= ${current.start},
          ${rowFigures}
        from (${counterLedgerRows(businessId, liveFrom, current.end, location)}) r
      ),
      grouped as (
        select p.location_id, p.staff_user_id, p.counter_staff_id, p.current,
          ${sql.join(
            COUNTER_FIGURE_NAMES.filter((name) => name !== 'spend').map(
              (name) => sql`sum(p.${figure(name)}) as ${figure(name)}`,
            ),
            sql`, `,
          )},
          -- Spend counts the amounts in the business's currency only (like the rollups after a change of currency).
          coalesce(sum(p.spend) filter (where p.currency = ${range.currency}), 0) as spend
        from parts p
        group by p.location_id, p.staff_user_id, p.counter_staff_id, p.current
      ),
      keyed as (
        select l.id as location_id, coalesce(u.id, cs.id::text) as staff, g.current,
          ${sql.join(
            COUNTER_FIGURE_NAMES.map((name) => sql`g.${figure(name)}`),
            sql`, `,
          )}
        from grouped g
        left join locations l on l.business_id = ${businessId} and l.id = g.location_id
        left join users u on u.id = g.staff_user_id
        left join counter_staff cs on cs.business_id = ${businessId} and cs.id = g.counter_staff_id
      ),
      figures as (
        select grouping(k.location_id) = 1 as "byStaff", k.location_id, k.staff, k.current,
          sum(k.visits)::int as visits, sum(k.purchases)::int as purchases, sum(k.spend)::text as spend,
          sum(k.points_issued)::int as "pointsIssued", sum(k.points_redeemed)::int as "pointsRedeemed",
          sum(k.rewards_redeemed)::int as "rewardsRedeemed", sum(k.actions)::int as actions, sum(k.undos)::int as undos
        from keyed k
        group by grouping sets ((k.location_id, k.current), (k.staff, k.current))
      )
      select f.*, case when f."byStaff" then f.staff else f.location_id::text end as key,
        case when f."byStaff" then coalesce(nullif(trim(u.name), ''), u.email, cs.name) else l.name end as name
      from figures f
      left join locations l on not f."byStaff" and l.business_id = ${businessId} and l.id = f.location_id
      left join users u on f."byStaff" and u.id = f.staff
      left join counter_staff cs on f."byStaff" and u.id is null and cs.business_id = ${businessId}
        and cs.id::text = f.staff
      union all
      -- Every location, so a shop with nothing recorded still shows (its zeros).
      select false, l.id, null, null, 0, 0, '0', 0, 0, 0, 0, 0, l.id::text, l.name
      from locations l where l.business_id = ${businessId} ${atLocation(sql`l.id`)}`,
    );
  });
  return { range, byLocation: rowsOf(rows, false, range.currency), byStaff: rowsOf(rows, true, range.currency) };
}

/** One row per location (or person) with both periods, busiest first. */
function rowsOf(rows: TFigureRow[], byStaff: boolean, currency: string): TCounterBreakdownRow[] {
  const byKey = new Map<string | null, TCounterBreakdownRow>();
  for (const r of rows.filter((row) => row.byStaff === byStaff)) {
    const fallback = byStaff ? COUNTER_BREAKDOWN_LABELS.noStaff : COUNTER_BREAKDOWN_LABELS.noLocation;
    const row = byKey.get(r.key) ?? {
      id: r.key,
      name: r.name ?? fallback,
      current: NO_COUNTER_FIGURES,
      previous: NO_COUNTER_FIGURES,
    };
    if (r.current === true) row.current = figuresOf(r, currency);
    if (r.current === false) row.previous = figuresOf(r, currency);
    byKey.set(r.key, row);
  }
  return [...byKey.values()].sort(
    (a, b) =>
      b.current.actions - a.current.actions || b.previous.actions - a.previous.actions || a.name.localeCompare(b.name),
  );
}
