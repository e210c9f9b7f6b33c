import type { TReferralList } from '@regulars/contracts';
import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';

const LIMIT = 100;

/** A customer's name as lists show it: first and last name, or their customer number when they gave none. */
const nameOf = (alias: string) =>
  `coalesce(nullif(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), ''), ${alias}.unique_customer_id)`;

/**
 * GET /api/referrals/list: the latest referrals, newest first, with both customers' names. A pending referral past
 * its day to qualify reads as expired.
 */
export async function listReferrals({
  db,
  businessId,
  now = new Date(),
}: {
  db: TExecutor;
  businessId: string;
  now?: Date;
}): Promise<TReferralList> {
  const rows = await rawQuery<{
    id: string;
    referrer_id: string;
    referrer_name: string;
    friend_id: string;
    friend_name: string;
    status: 'pending' | 'rewarded' | 'held';
    held_reason: 'former_customer' | 'monthly_cap' | null;
    qualify_by: Date | string;
    joined_at: Date | string;
    rewarded_at: Date | string | null;
  }>(
    db,
    sql`select r.id, rc.id as referrer_id, ${sql.raw(nameOf('rc'))} as referrer_name,
          fc.id as friend_id, ${sql.raw(nameOf('fc'))} as friend_name,
          r.status, r.held_reason, r.qualify_by, r.joined_at, r.rewarded_at
        from referrals r
        join customers rc on rc.business_id = r.business_id and rc.id = r.referrer_customer_id
        join customers fc on fc.business_id = r.business_id and fc.id = r.friend_customer_id
        where r.business_id = ${businessId}
        order by r.joined_at desc, r.id
        limit ${LIMIT}`,
  );
  const iso = (v: Date | string) => new Date(v).toISOString();
  return {
    referrals: rows.map((r) => ({
      id: r.id,
      referrer: { id: r.referrer_id, name: r.referrer_name },
      friend: { id: r.friend_id, name: r.friend_name },
      status: r.status === 'pending' && new Date(r.qualify_by) < now ? 'expired' : r.status,
      heldReason: r.held_reason,
      joinedAt: iso(r.joined_at),
      rewardedAt: r.rewarded_at === null ? null : iso(r.rewarded_at),
    })),
  };
}
