import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { type TAnalyticsRange, windowsOf } from './analytics-range.ts';
import { runFigures } from './run-figures.ts';

export type TRewardFigures = {
  earned: { current: number; previous: number };
  /** Of the rewards earned in each period, how many have been redeemed since. */
  redeemedSince: { current: number; previous: number };
  /** Points the ledger moved after the end of each period (undone actions included: they net to nothing). */
  pointsMovedAfter: { current: number; previous: number };
};

/**
 * Rewards issued in the period and the one before (undone ones left out), and the points the ledger moved after each
 * period ended (from its daily rollup, every row counted): today's balances less those are the points customers held then.
 */
export async function rewardFigures({
  db,
  businessId,
  range,
}: {
  db: TExecutor;
  businessId: string;
  range: TAnalyticsRange;
}): Promise<TRewardFigures> {
  const { current, previous } = windowsOf(range);
  const [row] = await runFigures<Record<string, number | string>>(
    db,
    sql`
      select r.*, moved.*
      from (
        select
          count(*) filter (where earned_at >= ${current.start})::int as "earned",
          count(*) filter (where earned_at < ${current.start})::int as "earnedPrevious",
          count(*) filter (where earned_at >= ${current.start} and status = 'redeemed')::int as "redeemed",
          count(*) filter (where earned_at < ${current.start} and status = 'redeemed')::int as "redeemedPrevious"
        from customer_rewards
        where business_id = ${businessId} and earned_at >= ${previous.start} and earned_at < ${current.end}
          and status <> 'void'
      ) r, (
        select coalesce(sum(raw_points) filter (where day > ${range.to}::date), 0) as "afterEnd",
          coalesce(sum(raw_points), 0) as "afterStart"
        from ledger_days where business_id = ${businessId} and day >= ${range.from}::date
      ) moved`,
  );
  const n = (k: string) => Number(row?.[k] ?? 0);
  return {
    earned: { current: n('earned'), previous: n('earnedPrevious') },
    redeemedSince: { current: n('redeemed'), previous: n('redeemedPrevious') },
    pointsMovedAfter: { current: n('afterEnd'), previous: n('afterStart') },
  };
}
