import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import type { TAnalyticsRange } from './analytics-range.ts';
import { withRollups } from './location-rollups.ts';
import { membershipColumn, type TMembershipFigures, toMembershipFigures } from './membership-figures.ts';
import { runFigures } from './run-figures.ts';

type TTotals = {
  visits: number;
  purchases: number;
  spend: number;
  purchasesWithAmount: number;
  rewardsRedeemed: number;
  pointsIssued: number;
  pointsRedeemed: number;
  pointsExpired: number;
};

export type TLedgerFigures = {
  current: TTotals & { active: number; repeat: number };
  previous: TTotals & { active: number; repeat: number };
  series: { date: string; visits: number; purchases: number; rewardsRedeemed: number }[];
  /** What each program did in the period. */
  programs: {
    id: string;
    activeCustomers: number;
    joined: number;
    pointsIssued: number;
    rewardsEarned: number;
  }[];
  membership: TMembershipFigures;
};

type TKind = {
  cur: boolean;
  type: string;
  n: number;
  withAmount: number;
  spend: number;
  pointsUp: number;
  points: number;
};

/** A period's totals from its rows counted by kind (a dozen small groups, added up here). */
function totalsOf(kinds: TKind[], cur: boolean): TTotals {
  const of = (types: string[]) => kinds.filter((k) => k.cur === cur && types.includes(k.type));
  const sum = (types: string[], f: (k: TKind) => number) => of(types).reduce((total, k) => total + Number(f(k)), 0);
  return {
    visits: sum(['visit', 'purchase'], (k) => k.n),
    purchases: sum(['purchase'], (k) => k.n),
    spend: sum(['purchase'], (k) => k.spend),
    purchasesWithAmount: sum(['purchase'], (k) => k.withAmount),
    rewardsRedeemed: sum(['redeem'], (k) => k.n),
    pointsIssued: sum(['earn', 'welcome_bonus', 'adjust'], (k) => k.pointsUp),
    pointsRedeemed: -sum(['redeem'], (k) => k.points),
    pointsExpired: -sum(['expire'], (k) => k.points),
  };
}

/**
 * Everything the loyalty ledger says about the period and the one before it, read from its daily rollups (kept by the
 * database's triggers, migration 0031): visits, purchases and spend, active and returning customers, rewards redeemed,
 * points moved, the per-bucket series, per-program activity and members vs before joining (of one location's actions
 * when the range names one: its recount of the rollups is made once for all of them).
 * An action that was undone counts for nothing: its reversal took its rows out of the rollups.
 */
export async function ledgerFigures({
  db,
  businessId,
  range,
}: {
  db: TExecutor;
  businessId: string;
  range: TAnalyticsRange;
}): Promise<TLedgerFigures> {
  const inBoth = sql`business_id = ${businessId} and day >= ${range.previousFrom}::date and day <= ${range.to}::date`;
  const inPeriod = sql`business_id = ${businessId} and day >= ${range.from}::date and day <= ${range.to}::date`;
  const cur = sql`day >= ${range.from}::date`;
  // A customer's first visit day in a period is the one whose previous visit day falls before it; they came only once
  // when that day holds one visit and the next visit day falls after the period.
  const visitDays = sql`
    select ${cur} as cur,
      case when ${cur} then previous_day is null or previous_day < ${range.from}::date
        else previous_day is null or previous_day < ${range.previousFrom}::date end as first,
      checkins = 1 and (next_day is null or
        case when ${cur} then next_day > ${range.to}::date else next_day >= ${range.from}::date end) as once
    from customer_activity_days where ${inBoth} and checkins > 0`;
  const [row] = await runFigures<{
    customers: { active: number; activePrevious: number; repeat: number; repeatPrevious: number };
    kinds: TKind[];
    series: TLedgerFigures['series'];
    programs: TLedgerFigures['programs'];
    membership: Partial<TMembershipFigures>;
  }>(
    db,
    sql`
    ${withRollups(
      businessId,
      range,
      sql`program_activity as (
      select program_id as id,
        coalesce(sum(rows) filter (where kind = 'enrol'), 0) as joined,
        coalesce(sum(points_up) filter (where kind in ('earn', 'welcome_bonus', 'adjust')), 0) as "pointsIssued",
        coalesce(sum(rewards_earned), 0) as "rewardsEarned"
      from ledger_days where ${inPeriod} and program_id is not null and kind <> 'reversal'
      group by program_id)`,
      sql`program_customers as (
      select program_id as id, count(*) as "activeCustomers" from (
        select distinct program_id, customer_id from program_customer_days where ${inPeriod} and rows > 0) d
      group by program_id)`,
    )}
    select
      (select json_build_object(
          'active', count(*) filter (where cur and first), 'activePrevious', count(*) filter (where not cur and first),
          'repeat', count(*) filter (where cur and first and not once),
          'repeatPrevious', count(*) filter (where not cur and first and not once))
        from (${visitDays}) v) as "customers",
      (select coalesce(json_agg(k), '[]'::json) from (
          select ${cur} as cur, kind as type, sum(rows) as n, sum(with_amount) as "withAmount", sum(amount) as spend,
            sum(points_up) as "pointsUp", sum(points) as points
          from ledger_days where ${inBoth} and kind <> 'reversal' group by 1, 2) k) as "kinds",
      (select coalesce(json_agg(s order by s.date), '[]'::json) from (
          select (date_trunc(${range.bucket}, day::timestamp)::date)::text as date,
            coalesce(sum(rows) filter (where kind in ('visit', 'purchase')), 0) as visits,
            coalesce(sum(rows) filter (where kind = 'purchase'), 0) as purchases,
            coalesce(sum(rows) filter (where kind = 'redeem'), 0) as "rewardsRedeemed"
          from ledger_days where ${inPeriod} group by 1) s) as "series",
      (select coalesce(json_agg(json_build_object(
          'id', a.id, 'activeCustomers', coalesce(c."activeCustomers", 0), 'joined', a.joined,
          'pointsIssued', a."pointsIssued", 'rewardsEarned', a."rewardsEarned")), '[]'::json)
        from program_activity a left join program_customers c on c.id = a.id) as "programs",
      ${membershipColumn(inPeriod)} as "membership"`,
  );
  if (!row) throw new Error('the ledger figures query answered no row');
  return {
    current: { ...totalsOf(row.kinds, true), active: row.customers.active, repeat: row.customers.repeat },
    previous: {
      ...totalsOf(row.kinds, false),
      active: row.customers.activePrevious,
      repeat: row.customers.repeatPrevious,
    },
    series: row.series,
    programs: row.programs.map(({ id, ...figures }) => ({ id, ...numbers(figures) })),
    membership: toMembershipFigures(row.membership),
  };
}

/** json numbers from numeric sums can arrive as strings on some drivers. */
function numbers<T extends Record<string, unknown>>(o: T): { [K in keyof T]: number } {
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, Number(v)])) as { [K in keyof T]: number };
}
