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
import { analyticsRange, windowsOf } from './analytics-range.ts';
import { percent } from './rates.ts';
import { runFigures } from './run-figures.ts';

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
 * What each location and each staff member recorded at the counter in the period and the one before: one pass over
 * the two periods' ledger rows, grouped both ways at once (grouping sets). A row undone counts for nothing (its
 * reversal exists); the undo itself counts where the undone action happened and for whoever undid it. Every location
 * is listed, a quiet one with zeros; staff members only with something recorded (a team member by their account,
 * counter-only staff by the PIN they signed in with on a counter device).
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
  const live = sql`not t.undone`;
  // Filtered to one location: its row, and its staff's actions there.
  const atLocation = (table: SQL, column = 'location_id') =>
    range.location ? sql`and ${table}.${sql.identifier(column)} = ${range.location.id}` : sql``;
  const rows = await runFigures<TFigureRow>(
    db,
    sql`
    with period_rows as (
      select x.type, x.location_id, coalesce(x.staff_user_id, x.counter_staff_id::text) as staff, x.points, x.id = x.action_id as head,
        -- Spend counts the amounts in the business's currency only (like the rollups after a change of currency).
        case when x.currency = ${range.currency} then x.amount_minor end as amount_minor,
        x.created_at >= ${current.start} as current,
        exists (select 1 from transactions r where r.business_id = x.business_id and r.reverses_id = x.id) as undone
      from transactions x
      where x.business_id = ${businessId} and x.created_at >= ${previous.start} and x.created_at < ${current.end}
        and x.type in ('visit', 'purchase', 'earn', 'redeem', 'reversal')
        ${atLocation(sql`x`)}
    ),
    figures as (
      select grouping(t.location_id) = 1 as "byStaff", t.location_id, t.staff, t.current,
        -- A purchase is a visit too, as in the page's own Visits figure (ledger-figures.ts): one meaning per page.
        (count(*) filter (where t.type in ('visit', 'purchase') and ${live}))::int as visits,
        (count(*) filter (where t.type = 'purchase' and ${live}))::int as purchases,
        coalesce(sum(t.amount_minor) filter (where t.type = 'purchase' and ${live}), 0)::text as spend,
        coalesce(sum(t.points) filter (where t.type = 'earn' and t.points > 0 and ${live}), 0)::int as "pointsIssued",
        coalesce(sum(-t.points) filter (where t.type = 'redeem' and ${live}), 0)::int as "pointsRedeemed",
        (count(*) filter (where t.type = 'redeem' and ${live}))::int as "rewardsRedeemed",
        (count(*) filter (where t.type in ('visit', 'purchase', 'redeem')))::int as actions,
        (count(*) filter (where t.type = 'reversal' and t.head))::int as undos
      from period_rows t
      group by grouping sets ((t.location_id, t.current), (t.staff, t.current))
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
    from locations l where l.business_id = ${businessId} ${atLocation(sql`l`, 'id')}`,
  );
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
