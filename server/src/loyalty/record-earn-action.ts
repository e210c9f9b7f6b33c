import {
  purchaseAmountProblem,
  sayLines,
  type TActionResult,
  type TChangeLine,
  toMinorUnits,
} from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import { CUSTOMER_NOT_FOUND, lockCustomer, type TCustomerRow } from '../customers/index.ts';
import type { TDb, TExecutor } from '../db/client.ts';
import { transactions } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { AppError } from '../platform/errors.ts';
import { isUuid } from '../platform/uuid-param.ts';
import { referralQualifies } from '../referrals/index.ts';
import { recordStatusMove } from '../status-tiers/index.ts';
import { queuePassUpdate } from '../wallet/index.ts';
import { emitWebhookEvents } from '../webhooks/index.ts';
import { composeStanding } from './compose-standing.ts';
import { earnWebhookEvents } from './earn-webhook-events.ts';
import { writeEarnActionBatched } from './earn-write-batches.ts';
import { replayOf } from './find-replay.ts';
import { giveReferralRewards, referralLines } from './give-referral-rewards.ts';
import { giveTierRewards } from './give-tier-rewards.ts';
import { LOYALTY_JOBS } from './jobs.ts';
import { joinPrograms } from './join-programs.ts';
import { loadCustomerContext, readCustomerWithContext, type TCustomerContext } from './load-customer-context.ts';
import { planEarnAction, type TEarnInput, type TEarnPlan } from './plan-earn-action.ts';
import { ENGLISH_STAFF_WORDS, type TStaffWords } from './staff-words.ts';
import { RewardCodeClash, writeEarnAction } from './write-earn-action.ts';

type TRecordArgs = {
  db: TDb;
  queue: TQueue;
  businessId: string;
  customerId: string;
  staffUserId: string | null;
  /** The staff member signed in on the counter device the action came from. */
  counterStaffId?: string | null;
  /** The counter's location, already checked to be the business's. */
  locationId?: string | null;
  input: TEarnInput;
  now?: Date;
  /** When the purchase happened, if earlier than now (a till's sale): the multipliers in force then apply. */
  multipliersAt?: Date;
  /** The answer's words: the counter's staff's language; English (the API's, a till's) by default. */
  words?: TStaffWords;
};

/**
 * A visit or a purchase at the counter: every active program applies its rule, and the ledger gets a head row (the
 * visit or purchase, with the request key) and one `earn` row per program that gave something; progress, rewards and
 * the customer's totals change with it, all or nothing. Paused programs earn nothing.
 *
 * Actions on one customer never interleave. The usual check-in (a member of every active program, no message to
 * queue) reads without a lock and writes in one statement that applies only while the customer is at the loyalty
 * version it read: two round trips, nothing held between them (check-ins of other customers arriving meanwhile share
 * the write's statement and commit). When another action came in between, or programs must be joined, or a message
 * queued, it runs in a transaction with the customer locked.
 */
export async function recordEarnAction(args: TRecordArgs): Promise<TActionResult> {
  const { businessId, customerId, input, now = new Date() } = args;
  if (!isUuid(customerId)) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
  const unlocked = await recordUnlocked({ ...args, now });
  if (unlocked) return unlocked;
  // A reward code already taken rolls the action back whole; run again, it draws new codes.
  for (let attempt = 1; ; attempt++) {
    try {
      return await args.db.transaction(async (tx) => {
        const customer = await lockCustomer({ tx, businessId, customerId });
        const context = await loadCustomerContext({
          db: tx,
          businessId,
          customerId,
          now,
          idempotencyKey: input.idempotencyKey,
        });
        const result = await recordWith({ ...args, now, tx, customer, context, expectedVersion: null });
        if (!result) throw new Error('a check-in with the customer locked always writes');
        return result;
      });
    } catch (err) {
      if (!(err instanceof RewardCodeClash) || attempt >= 3) throw err;
    }
  }
}

/** The check-in without a lock; null when it has to run locked instead (nothing was written then). */
async function recordUnlocked(args: TRecordArgs & { now: Date }): Promise<TActionResult | null> {
  const { db, businessId, customerId, input, now } = args;
  const read = await readCustomerWithContext({
    db,
    businessId,
    customerId,
    now,
    idempotencyKey: input.idempotencyKey,
  });
  if (!read) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
  const { customer, context } = read;
  if (context.programs.some((p) => !context.progress.has(p.id))) return null;
  return recordWith({ ...args, tx: db, customer, context, expectedVersion: customer.loyaltyVersion });
}

/**
 * Replays the request key's first answer, or plans and writes the action. With an expected version (no lock held)
 * it answers null instead of writing when it would have to join programs or queue messages, or when the write did not
 * apply (the customer moved past that version, or its batch failed).
 */
async function recordWith({
  db,
  queue,
  businessId,
  customerId,
  staffUserId,
  counterStaffId = null,
  locationId = null,
  input,
  now,
  multipliersAt = now,
  words = ENGLISH_STAFF_WORDS,
  tx,
  customer,
  context,
  expectedVersion,
}: TRecordArgs & {
  now: Date;
  tx: TExecutor;
  customer: TCustomerRow;
  context: TCustomerContext;
  expectedVersion: number | null;
}): Promise<TActionResult | null> {
  const replay = replayOf(context.keyedHead, { customerId, kind: input.kind });
  if (replay) {
    const { actionId, kind, changes } = replay;
    const standing = composeStanding(customer, context, now, locationId, words.programs, words.lines);
    return { actionId, kind, ...sayLines(changes, words.lines), replayed: true, standing };
  }
  // The amount's limits and decimals are the business's currency's; checked before anything is written.
  const problem = input.amount === null ? null : purchaseAmountProblem(input.amount, context.money);
  if (problem) throw new AppError('VALIDATION', problem, { amount: [problem] });

  const newcomers = context.programs.filter((p) => !context.progress.has(p.id));
  const joined = await joinPrograms({
    tx,
    businessId,
    customerId,
    programs: newcomers,
    staffUserId,
    counterStaffId,
    locationId,
    now,
  });
  for (const row of joined.progress) context.progress.set(row.programId, row);
  const plan = planEarnAction({
    businessId,
    customer,
    context,
    input,
    welcomePoints: joined.welcomePoints,
    locationId,
    now,
    multipliersAt,
  });
  const hooks = earnWebhookEvents({ customer, context, plan, input, welcomePoints: joined.welcomePoints });
  const amountMinor = input.amount === null ? null : toMinorUnits(input.amount, context.money.currency);
  const referral = referralQualifies(context.referral, { kind: input.kind, amountMinor }, multipliersAt)
    ? context.referral
    : null;
  // A message job, and a webhook event (the outbox), must be written in the write's transaction: only for an action
  // that counted. The unlocked write is a batched statement of several customers' check-ins that commits on its own,
  // so a business with an endpoint wanting these events runs them locked instead; whether it has one came with the
  // context's one read (an index probe that finds nothing for the businesses without endpoints: their check-ins
  // keep the unlocked path and pay no extra round trip). A move up a status tier, and a friend's action that qualifies
  // their referral, are written locked too: they are rare.
  if (expectedVersion !== null && (plan.events.length > 0 || hooks.length > 0 || plan.statusMove || referral)) {
    return null;
  }
  const write = {
    businessId,
    customerId,
    staffUserId,
    counterStaffId,
    locationId,
    now,
    rows: plan.rows,
    progress: plan.progress,
    points: plan.points,
    rewards: plan.rewards,
    expectedVersion,
  };
  // Without a lock, the write joins the other check-ins in flight (earn-write-batches.ts).
  const written =
    expectedVersion === null ? await writeEarnAction({ tx, ...write }) : await writeEarnActionBatched(db, write);
  if (!written) return null;
  // What the action unlocked beyond its plan, written after its own rows (a friend's stamps go on the card as the
  // action left it): a tier's rewards, and both sides' referral rewards. Their lines join the action's summary (what
  // its replay answers), and the answer is read back.
  const added: TChangeLine[] = [];
  if (plan.statusMove) {
    const move = plan.statusMove;
    await recordStatusMove({ tx, businessId, customerId, move, actionId: plan.actionId, now });
    const unlocked = await giveTierRewards({ tx, businessId, customerId, move, actionId: plan.actionId, now });
    added.push(...unlocked.lines);
    // The move-up message names what it unlocked.
    const movedUp = plan.events.find((event) => event.trigger === 'status_up');
    if (movedUp && unlocked.names.length > 0)
      movedUp.values = { ...movedUp.values, reward: unlocked.names.join(' and ') };
  }
  const referred = referral
    ? await giveReferralRewards({
        tx,
        queue,
        businessId,
        friendCustomerId: customerId,
        referralId: referral.id,
        actionId: plan.actionId,
        now,
      })
    : null;
  if (referred) added.push(...referralLines(referred));
  if (added.length > 0) {
    plan.changes.push(...added);
    await tx
      .update(transactions)
      .set({ summary: plan.changes })
      .where(and(eq(transactions.businessId, businessId), eq(transactions.id, plan.actionId)));
  }
  for (const event of plan.events) {
    await queue.send(LOYALTY_JOBS.sendLoyaltyMessage, { businessId, customerId, ...event }, { tx });
  }
  await queuePassUpdate({ tx, queue, businessId, customerId });
  await emitWebhookEvents({ tx, queue, businessId, events: hooks });
  if (added.length > 0) return answerReadAgain({ tx, businessId, customerId, plan, input, now, locationId, words });
  return answerOf(customer, context, plan, joined.welcomePoints, { input, now, locationId, words });
}

/** The answer after a tier's or a referral's rewards, read back: they changed what the plan did not write (rare). */
async function answerReadAgain({
  tx,
  businessId,
  customerId,
  plan,
  input,
  now,
  locationId,
  words,
}: {
  tx: TExecutor;
  businessId: string;
  customerId: string;
  plan: TEarnPlan;
  input: TEarnInput;
  now: Date;
  locationId: string | null;
  words: TStaffWords;
}): Promise<TActionResult> {
  const read = await readCustomerWithContext({
    db: tx,
    businessId,
    customerId,
    now,
    idempotencyKey: input.idempotencyKey,
  });
  if (!read) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
  return {
    actionId: plan.actionId,
    kind: input.kind,
    ...sayLines(plan.changes, words.lines),
    replayed: false,
    standing: composeStanding(read.customer, read.context, now, locationId, words.programs, words.lines),
  };
}

/** The answer, composed from what was read and written, not read back. */
function answerOf(
  customer: TCustomerRow,
  context: TCustomerContext,
  plan: TEarnPlan,
  welcomePoints: number,
  { input, now, locationId, words }: { input: TEarnInput; now: Date; locationId: string | null; words: TStaffWords },
): TActionResult {
  const earned = welcomePoints + plan.points;
  const after = {
    ...customer,
    totalPoints: customer.totalPoints + earned,
    lifetimePointsEarned: customer.lifetimePointsEarned + earned,
    totalVisits: customer.totalVisits + 1,
  };
  return {
    actionId: plan.actionId,
    kind: input.kind,
    ...sayLines(plan.changes, words.lines),
    replayed: false,
    standing: composeStanding(after, context, now, locationId, words.programs, words.lines),
  };
}
