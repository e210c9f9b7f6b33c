import type { TChangeLine } from '@regulars/contracts';
import type { TExecutor } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { rawQuery } from '../db/raw-sql.ts';
import type { customerRewards, TEarnBasis } from '../db/schema/index.ts';
import { keyTakenMeanwhile } from './find-replay.ts';

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
  /** A purchase's amount in minor units of `currency`, the business's. */
  amountMinor?: number | null;
  currency?: string | null;
  points?: number;
  stamps?: number;
  rewardId?: string | null;
  note?: string | null;
  idempotencyKey?: string | null;
  summary?: TChangeLine[] | null;
  pointsExpireAt?: Date | null;
  earnBasis?: TEarnBasis | null;
};

/** One counter action's write: the customer's totals, its rewards, its ledger rows and progress deltas. */
export type TEarnWrite = {
  businessId: string;
  customerId: string;
  staffUserId: string | null;
  /** The staff member signed in on a counter device, when the action came from one. */
  counterStaffId?: string | null;
  /** The counter's location; none when the action has no place (the API without one, a test). */
  locationId?: string | null;
  now: Date;
  rows: TEarnLedgerRow[];
  progress: TProgressChange[];
  /** Points the action credited in all programs, added to the customer's totals. */
  points: number;
  rewards: TEarnedReward[];
  /** The customer's loyalty version the action's rules read without a lock (null: the caller holds the lock). */
  expectedVersion?: number | null;
};

/**
 * The writes of one or more actions (of different customers) in ONE fixed statement, prepared once per connection:
 * one round trip and, outside a transaction, one commit and one run of the ledger's rollup trigger for all of them.
 * Everything travels as JSON, so the text never changes; each part carries its action's place in the list (`i`).
 * An action with a loyalty version writes only while its customer is still at that version (the statement waits for
 * an action in flight on that customer, then checks); every action that writes raises its customer's version, and
 * only the actions whose customer row was updated write anything else. Ledger rows keep their order (their `seq`).
 * A failed check (a balance below zero) or a unique key already taken (a reward code) fails the statement whole.
 */
export const WRITE_EARN_ACTIONS = {
  name: 'write_earn_actions',
  text: `
    with actions as materialized (
      select * from json_to_recordset($1::json) as a(i int, "businessId" text, "customerId" uuid,
        "staffUserId" text, "counterStaffId" uuid, "locationId" uuid, "at" timestamptz, points int,
        version bigint)
    ),
    totals as (
      update customers c set
        total_points = c.total_points + a.points,
        lifetime_points_earned = c.lifetime_points_earned + a.points,
        total_visits = c.total_visits + 1,
        last_visit_at = a."at",
        loyalty_version = c.loyalty_version + 1
      from actions a
      where c.business_id = a."businessId" and c.id = a."customerId"
        and (a.version is null or c.loyalty_version = a.version)
      returning a.i, a."businessId", a."customerId", a."staffUserId", a."counterStaffId", a."locationId", a."at"
    ),
    rewards as (
      insert into customer_rewards (id, business_id, customer_id, program_id, reward_name, reward_description,
        reward_type, status, redemption_code, discount_type, discount_value, single_use, earned_at, expires_at)
      select r.id, t."businessId", t."customerId", r."programId", r."rewardName", r."rewardDescription",
        r."rewardType", 'earned', r."redemptionCode", r."discountType", r."discountValue", r."singleUse", t."at",
        r."expiresAt"
      from json_to_recordset($2::json) as r(i int, id uuid, "programId" uuid, "rewardName" text,
        "rewardDescription" text, "rewardType" text, "redemptionCode" text, "discountType" text,
        "discountValue" numeric, "singleUse" boolean, "expiresAt" timestamptz)
      join totals t on t.i = r.i
    ),
    ledger as (
      insert into transactions (id, action_id, business_id, customer_id, program_id, type, amount_minor, currency,
        points, stamps, reward_id, staff_user_id, counter_staff_id, location_id, note, idempotency_key, summary,
        points_expire_at, earn_basis, created_at)
      select coalesce(r.id, gen_random_uuid()), r."actionId", t."businessId", t."customerId", r."programId", r.type,
        r."amountMinor", r.currency, coalesce(r.points, 0), coalesce(r.stamps, 0), r."rewardId", t."staffUserId",
        t."counterStaffId", t."locationId", r.note, r."idempotencyKey", r.summary, r."pointsExpireAt", r."earnBasis",
        t."at"
      from rows from (json_to_recordset($3::json) as (i int, id uuid, "actionId" uuid, "programId" uuid, type text,
        "amountMinor" bigint, currency text, points int, stamps int, "rewardId" uuid, note text,
        "idempotencyKey" text, summary jsonb, "pointsExpireAt" timestamptz, "earnBasis" jsonb)) with ordinality as r
      join totals t on t.i = r.i
      order by r.ordinality
    ),
    progress as (
      update customer_program_progress p set
        points_balance = p.points_balance + v.points,
        total_earned = p.total_earned + v.points,
        stamps_current = p.stamps_current + v.stamps,
        card_expires_at = v."cardExpiresAt",
        last_activity_at = t."at"
      from json_to_recordset($4::json) as v(i int, "progressId" uuid, points int, stamps int,
        "cardExpiresAt" timestamptz)
      join totals t on t.i = v.i
      where p.id = v."progressId" and p.business_id = t."businessId" and p.customer_id = t."customerId"
    )
    select i from totals`,
};

/**
 * Writes the actions (at most one per customer) and answers which of them were written: an action whose customer
 * moved past its expected version writes nothing. Throws when the statement fails; then nothing was written.
 */
export async function writeEarnActions(executor: TExecutor, writes: TEarnWrite[]): Promise<boolean[]> {
  const tagged = <T>(i: number, parts: T[]) => parts.map((part) => ({ ...part, i }));
  const [rewards, rows, progress] = [
    writes.flatMap((w, i) => tagged(i, w.rewards)),
    writes.flatMap((w, i) => tagged(i, w.rows)),
    writes.flatMap((w, i) => tagged(i, w.progress)),
  ];
  const actions = writes.map((w, i) => ({
    i,
    businessId: w.businessId,
    customerId: w.customerId,
    staffUserId: w.staffUserId,
    counterStaffId: w.counterStaffId ?? null,
    locationId: w.locationId ?? null,
    at: w.now.toISOString(),
    points: w.points,
    version: w.expectedVersion ?? null,
  }));
  const written = await rawQuery<{ i: number }>(executor, {
    ...WRITE_EARN_ACTIONS,
    values: [JSON.stringify(actions), JSON.stringify(rewards), JSON.stringify(rows), JSON.stringify(progress)],
  });
  const applied = new Set(written.map((row) => row.i));
  return writes.map((_, i) => applied.has(i));
}

/**
 * Writes one action; false when the customer has moved past `expectedVersion` (nothing written). With a null
 * version the customer is locked by the caller's transaction and the write always applies.
 */
export async function writeEarnAction({ tx, ...write }: TEarnWrite & { tx: TExecutor }): Promise<boolean> {
  try {
    const [applied] = await writeEarnActions(tx, [write]);
    return applied;
  } catch (err) {
    if (isUniqueViolation(err, REWARD_CODE_KEY)) throw new RewardCodeClash('a reward code was taken');
    throw keyTakenMeanwhile(err);
  }
}
