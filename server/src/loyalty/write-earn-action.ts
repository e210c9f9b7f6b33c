import type { TExecutor } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { fixedQuery } from '../db/fixed-query.ts';
import type { customerRewards } from '../db/schema/index.ts';

/** A drawn reward code was already taken in the business (about one in 900 million): the action is run again. */
export class RewardCodeClash extends Error {}

const REWARD_CODE_KEY = 'customer_rewards_business_code_key';

/** What one program's earn adds to the customer's progress row: deltas, so the ledger and progress stay equal. */
export type TProgressChange = {
  progressId: string;
  points: number;
  stamps: number;
  cardExpiresAt: Date | null;
};

/** A reward the action earned, its id and code drawn before the write (as the answer shows them). */
export type TEarnedReward = typeof customerRewards.$inferSelect;

/** A ledger row of a counter action, as the action's rules made it (the head row first). */
export type TEarnLedgerRow = {
  id?: string;
  actionId: string;
  programId?: string | null;
  type: string;
  amount?: number | null;
  points?: number;
  stamps?: number;
  rewardId?: string | null;
  note?: string | null;
  idempotencyKey?: string | null;
  summary?: string[] | null;
  pointsExpireAt?: Date | null;
};

/**
 * The customer's totals, the rewards, the ledger rows and the progress deltas of one action in ONE fixed statement,
 * prepared once per connection (one round trip; the rows travel as JSON, so the text never changes). The JSON keys
 * are the fields' own names. Given the loyalty version the action's rules read, the statement writes only while the
 * customer is still at that version (it waits for an action in flight, then checks); it always raises the version. The
 * rows keep their order (their `seq`); a failed check (a balance below zero) or a reward code already taken fails the
 * statement whole.
 */
const WRITE = {
  name: 'write_earn_action',
  text: `
    with totals as (
      update customers set
        total_points = total_points + $7::int,
        lifetime_points_earned = lifetime_points_earned + $7::int,
        total_visits = total_visits + 1,
        last_visit_at = $4::timestamptz,
        loyalty_version = loyalty_version + 1
      where business_id = $1 and id = $2 and ($9::bigint is null or loyalty_version = $9::bigint)
      returning id
    ),
    rewards as (
      insert into customer_rewards (id, business_id, customer_id, program_id, reward_name, reward_description,
        reward_type, status, redemption_code, discount_type, discount_value, single_use, earned_at, expires_at)
      select r.id, $1, $2, r."programId", r."rewardName", r."rewardDescription", r."rewardType", 'earned',
        r."redemptionCode", r."discountType", r."discountValue", r."singleUse", $4::timestamptz, r."expiresAt"
      from json_to_recordset($8::json) as r(id uuid, "programId" uuid, "rewardName" text, "rewardDescription" text,
        "rewardType" text, "redemptionCode" text, "discountType" text, "discountValue" numeric, "singleUse" boolean,
        "expiresAt" timestamptz)
      where exists (select 1 from totals)
    ),
    ledger as (
      insert into transactions (id, action_id, business_id, customer_id, program_id, type, amount, points, stamps,
        reward_id, staff_user_id, note, idempotency_key, summary, points_expire_at, created_at)
      select coalesce(r.id, gen_random_uuid()), r."actionId", $1, $2, r."programId", r.type, r.amount,
        coalesce(r.points, 0), coalesce(r.stamps, 0), r."rewardId", $3, r.note, r."idempotencyKey", r.summary,
        r."pointsExpireAt", $4::timestamptz
      from rows from (json_to_recordset($5::json) as (id uuid, "actionId" uuid, "programId" uuid, type text,
        amount numeric, points int, stamps int, "rewardId" uuid, note text, "idempotencyKey" text, summary jsonb,
        "pointsExpireAt" timestamptz)) with ordinality as r
      where exists (select 1 from totals)
      order by r.ordinality
    ),
    progress as (
      update customer_program_progress p set
        points_balance = p.points_balance + v.points,
        total_earned = p.total_earned + v.points,
        stamps_current = p.stamps_current + v.stamps,
        card_expires_at = v."cardExpiresAt",
        last_activity_at = $4::timestamptz
      from json_to_recordset($6::json) as v("progressId" uuid, points int, stamps int, "cardExpiresAt" timestamptz)
      where p.id = v."progressId" and p.business_id = $1 and p.customer_id = $2 and exists (select 1 from totals)
    )
    select count(*)::int as "applied" from totals`,
};

/**
 * Writes the action; false when the customer has moved past `expectedVersion` (nothing written). With a null
 * version the customer is locked by the caller's transaction and the write always applies.
 */
export async function writeEarnAction({
  tx,
  businessId,
  customerId,
  staffUserId,
  now,
  rows,
  progress,
  points,
  rewards,
  expectedVersion = null,
}: {
  tx: TExecutor;
  businessId: string;
  customerId: string;
  staffUserId: string | null;
  now: Date;
  rows: TEarnLedgerRow[];
  progress: TProgressChange[];
  /** Points the action credited in all programs, added to the customer's totals. */
  points: number;
  rewards: TEarnedReward[];
  /** The customer's loyalty version the action's rules read without a lock (null: the caller holds the lock). */
  expectedVersion?: number | null;
}): Promise<boolean> {
  try {
    const [written] = await fixedQuery<{ applied: number }>(tx, WRITE, [
      businessId,
      customerId,
      staffUserId,
      now.toISOString(),
      JSON.stringify(rows),
      JSON.stringify(progress),
      points,
      JSON.stringify(rewards),
      expectedVersion,
    ]);
    return written.applied === 1;
  } catch (err) {
    if (isUniqueViolation(err, REWARD_CODE_KEY)) throw new RewardCodeClash('a reward code was taken');
    throw err;
  }
}
