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
  const as = (name: string, i: number) => sql.raw(`"${name}${i}"`);
  const opens = windows.map(
    (w, i) => sql`coalesce(sum(opens) filter (where ${within('hour', w)}), 0)::int as ${as('opened', i)}`,
  );
  const referred = windows.map(
    (w, i) => sql`
      count(*) filter (where ${within('joined_at', w)})::int as ${as('joined', i)},
      count(*) filter (where status = 'held' and ${within('joined_at', w)})::int as ${as('held', i)},
      count(*) filter (where ${within('rewarded_at', w)})::int as ${as('qualified', i)},
      coalesce(sum(rewards_given) filter (where ${within('rewarded_at', w)}), 0)::int as ${as('given', i)}`,
  );
  // One pass over each table: the link opens by hour, the referrals by when they joined and were rewarded.
  const [row] = await runFigures<Record<string, number | boolean>>(
    db,
    sql`select exists (select 1 from referral_programs p where p.business_id = ${businessId}) as "setUp", o.*, r.*
      from (select ${sql.join(opens, sql`, `)} from referral_link_opens where business_id = ${businessId}) o,
        (select ${sql.join(referred, sql`, `)} from referrals where business_id = ${businessId}) r`,
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
