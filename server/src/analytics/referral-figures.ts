import type { TAnalytics } from '@regulars/contracts';
import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import type { TWindow } from './analytics-range.ts';
import { runFigures } from './run-figures.ts';

type TReferralFigures = NonNullable<TAnalytics['referrals']>;

/**
 * Refer a friend in each window (issue 51): invitation links opened, friends who joined through one (held ones
 * too), friends who qualified (their referral rewarded), the rewards that gave (both sides counted) and the referrals
 * the fraud rules held. Null for a business that never set refer-a-friend up. The business's, whatever the location:
 * a referral belongs to no till.
 */
export async function referralFigures({
  db,
  businessId,
  windows,
}: {
  db: TExecutor;
  businessId: string;
  windows: [TWindow, TWindow];
}): Promise<TReferralFigures | null> {
  const within = (column: string, w: TWindow) =>
    sql`${sql.raw(column)} >= ${w.start} and ${sql.raw(column)} < ${w.end}`;
  const columns = windows.map(
    (w, i) => sql`
      (select coalesce(sum(o.opens), 0)::int from referral_link_opens o
        where o.business_id = ${businessId} and ${within('o.hour', w)}) as ${sql.raw(`"opened${i}"`)},
      (select count(*)::int from referrals r where r.business_id = ${businessId} and ${within('r.joined_at', w)})
        as ${sql.raw(`"joined${i}"`)},
      (select count(*)::int from referrals r where r.business_id = ${businessId} and r.status = 'held'
        and ${within('r.joined_at', w)}) as ${sql.raw(`"held${i}"`)},
      (select count(*)::int from referrals r where r.business_id = ${businessId} and ${within('r.rewarded_at', w)})
        as ${sql.raw(`"qualified${i}"`)},
      (select coalesce(sum(r.rewards_given), 0)::int from referrals r where r.business_id = ${businessId}
        and ${within('r.rewarded_at', w)}) as ${sql.raw(`"given${i}"`)}`,
  );
  const [row] = await runFigures<Record<string, number | boolean>>(
    db,
    sql`select exists (select 1 from referral_programs p where p.business_id = ${businessId}) as "setUp",
      ${sql.join(columns, sql`, `)}`,
  );
  if (!row?.setUp) return null;
  const both = (name: string) => ({ current: Number(row[`${name}0`] ?? 0), previous: Number(row[`${name}1`] ?? 0) });
  return {
    invitesOpened: both('opened'),
    joined: both('joined'),
    qualified: both('qualified'),
    rewardsGiven: both('given'),
    held: both('held'),
  };
}
