import { type SQL, sql } from 'drizzle-orm';
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

/** At one location: the rewards issued there (the reward's first ledger row, an earn or a points redemption). */
const earnedAt = (businessId: string, range: TAnalyticsRange): SQL =>
  range.location
    ? sql`and (select t.location_id from transactions t where t.business_id = ${businessId} and t.reward_id = cr.id
        order by t.created_at, t.id limit 1) = ${range.location.id}`
    : sql``;

/**
 * Rewards issued in the period and the one before (undone ones left out), and the points the ledger moved after each
 * period ended (from its daily rollup, every row counted): today's balances less those are the points customers held then.
 * With a location, the rewards are those earned there; the points held stay the whole business's.
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
        from customer_rewards cr
        where business_id = ${businessId} and earned_at >= ${previous.start} and earned_at < ${current.end}
          and status <> 'void' ${earnedAt(businessId, range)}
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
