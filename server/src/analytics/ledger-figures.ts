import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { bucketOf, type TAnalyticsRange, windowsOf } from './analytics-range.ts';
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
 * Everything the loyalty ledger says about the period and the one before it, in one pass over its rows (indexed by
 * business and time): visits, purchases and spend, active and returning customers, rewards redeemed, points moved,
 * the per-bucket series and per-program activity. An action that was
 * undone counts for nothing: its rows and their reversals are both left out.
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
  const { current, previous } = windowsOf(range);
  const [row] = await runFigures<{
    customers: { active: number; activePrevious: number; repeat: number; repeatPrevious: number };
    kinds: TKind[];
    series: TLedgerFigures['series'];
    programs: TLedgerFigures['programs'];
  }>(
    db,
    sql`
    with live as materialized (
      select t.customer_id, t.program_id, t.type, t.amount, t.points, t.reward_id, t.created_at,
        t.created_at >= ${current.start} as cur
      from transactions t
      where t.business_id = ${businessId} and t.created_at >= ${previous.start} and t.created_at < ${current.end}
        and t.type <> 'reversal'
        and t.id not in (
          select r.reverses_id from transactions r
          where r.business_id = ${businessId} and r.type = 'reversal' and r.created_at >= ${previous.start}
            and r.reverses_id is not null)
    ),
    checkins as materialized (
      select customer_id, cur, count(*) as n from live
      where type in ('visit', 'purchase') and customer_id is not null
      group by customer_id, cur
    ),
    program_activity as (
      select program_id as id,
        count(*) filter (where type = 'enrol') as joined,
        coalesce(sum(points) filter (where points > 0 and type in ('earn', 'welcome_bonus', 'adjust')), 0)
          as "pointsIssued",
        count(*) filter (where type = 'earn' and reward_id is not null) as "rewardsEarned"
      from live where cur and program_id is not null
      group by program_id
    ),
    program_customers as (
      select program_id as id, count(*) as "activeCustomers" from (
        select distinct program_id, customer_id from live
        where cur and program_id is not null and type in ('earn', 'redeem')) d
      group by program_id
    )
    select
      (select json_build_object(
          'active', count(*) filter (where cur), 'activePrevious', count(*) filter (where not cur),
          'repeat', count(*) filter (where cur and n >= 2), 'repeatPrevious', count(*) filter (where not cur and n >= 2))
        from checkins) as "customers",
      (select coalesce(json_agg(k), '[]'::json) from (
          select cur, type, count(*) as n, count(amount) as "withAmount", coalesce(sum(amount), 0) as spend,
            coalesce(sum(points) filter (where points > 0), 0) as "pointsUp", coalesce(sum(points), 0) as points
          from live group by cur, type) k) as "kinds",
      (select coalesce(json_agg(s order by s.date), '[]'::json) from (
          select ${bucketOf(sql.raw('created_at'), range)} as date,
            count(*) filter (where type in ('visit', 'purchase')) as visits,
            count(*) filter (where type = 'purchase') as purchases,
            count(*) filter (where type = 'redeem') as "rewardsRedeemed"
          from live where cur group by 1) s) as "series",
      (select coalesce(json_agg(json_build_object(
          'id', a.id, 'activeCustomers', coalesce(c."activeCustomers", 0), 'joined', a.joined,
          'pointsIssued', a."pointsIssued", 'rewardsEarned', a."rewardsEarned")), '[]'::json)
        from program_activity a left join program_customers c on c.id = a.id) as "programs"`,
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
  };
}

/** json numbers from numeric sums can arrive as strings on some drivers. */
function numbers<T extends Record<string, unknown>>(o: T): { [K in keyof T]: number } {
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, Number(v)])) as { [K in keyof T]: number };
}
