import { randomUUID } from 'node:crypto';
import { LOYALTY_MESSAGES, line, sayLines, type TActionResult } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import { lockCustomer } from '../customers/index.ts';
import type { TDb } from '../db/client.ts';
import { customerRewards, transactions } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { AppError } from '../platform/errors.ts';
import { isUuid } from '../platform/uuid-param.ts';
import { queuePassUpdate } from '../wallet/index.ts';
import { emitWebhookEvents } from '../webhooks/index.ts';
import { findReplay, keyTakenMeanwhile } from './find-replay.ts';
import { getStanding } from './get-standing.ts';
import { ENGLISH_STAFF_WORDS, standingWords, type TStaffWords } from './staff-words.ts';

type TRewardRef = { rewardId: string; customerId: string } | { code: string };

/**
 * Uses an earned reward at the counter, chosen with one click (its id, for the customer on screen) or by the code
 * the customer shows. A single-use reward becomes redeemed; a reusable rebate code stays earned until it expires.
 * Either way a `redeem` row records who redeemed it. Rewards of a paused program stay redeemable.
 */
export async function redeemReward({
  db,
  queue,
  businessId,
  staffUserId,
  counterStaffId = null,
  locationId = null,
  reward: ref,
  idempotencyKey,
  now = new Date(),
  words = ENGLISH_STAFF_WORDS,
}: {
  db: TDb;
  businessId: string;
  staffUserId: string | null;
  /** The staff member signed in on the counter device the action came from. */
  counterStaffId?: string | null;
  /** The counter's location, already checked to be the business's. */
  locationId?: string | null;
  reward: TRewardRef;
  idempotencyKey: string;
  now?: Date;
  /** The answer's words: the counter's staff's language; English (the API's) by default. */
  words?: TStaffWords;
  /** Tells the customer's wallet pass (wallet/queue-pass-update.ts); without it only the pass's version moves. */
  queue?: TQueue;
}): Promise<TActionResult> {
  return db.transaction(async (tx) => {
    const found = await findReward(tx, businessId, ref);
    const customerId = found.customerId;
    await lockCustomer({ tx, businessId, customerId });
    const replay = await findReplay({ tx, businessId, idempotencyKey, customerId, kind: 'redeem' });
    if (replay)
      return {
        actionId: replay.actionId,
        kind: replay.kind,
        ...sayLines(replay.changes, words.lines),
        replayed: true,
        standing: await getStanding({ db: tx, businessId, customerId, locationId, now, ...standingWords(words) }),
      };

    // Read again under the customer's lock: another till may have used it a moment ago.
    const [reward] = await tx.select().from(customerRewards).where(eq(customerRewards.id, found.id)).for('update');
    if (!reward || reward.status === 'void') throw new AppError('NOT_FOUND', LOYALTY_MESSAGES.rewardNotFound);
    if (reward.status === 'redeemed') throw new AppError('CONFLICT', LOYALTY_MESSAGES.rewardRedeemed);
    if (reward.status === 'expired' || (reward.expiresAt && reward.expiresAt <= now)) {
      throw new AppError('CONFLICT', LOYALTY_MESSAGES.rewardExpired);
    }
    if (reward.singleUse) {
      await tx
        .update(customerRewards)
        .set({ status: 'redeemed', redeemedAt: now, redeemedByUserId: staffUserId })
        .where(eq(customerRewards.id, reward.id));
    }
    await queuePassUpdate({ tx, queue, businessId, customerId });
    const actionId = randomUUID();
    const changes = [line('changes.redeemed', { reward: reward.rewardName })];
    await tx
      .insert(transactions)
      .values({
        id: actionId,
        actionId,
        businessId,
        customerId,
        programId: reward.programId,
        type: 'redeem',
        rewardId: reward.id,
        staffUserId,
        counterStaffId,
        locationId,
        idempotencyKey,
        summary: changes,
        createdAt: now,
      })
      .catch((err) => {
        throw keyTakenMeanwhile(err);
      });
    await emitWebhookEvents({
      tx,
      queue,
      businessId,
      events: [
        {
          type: 'reward.redeemed',
          customerId,
          data: { actionId, rewardId: reward.id, programId: reward.programId, rewardName: reward.rewardName },
        },
      ],
    });
    return {
      actionId,
      kind: 'redeem' as const,
      ...sayLines(changes, words.lines),
      replayed: false,
      standing: await getStanding({ db: tx, businessId, customerId, locationId, now, ...standingWords(words) }),
    };
  });
}

async function findReward(tx: Parameters<Parameters<TDb['transaction']>[0]>[0], businessId: string, ref: TRewardRef) {
  const where =
    'code' in ref
      ? and(eq(customerRewards.businessId, businessId), eq(customerRewards.redemptionCode, ref.code))
      : isUuid(ref.rewardId)
        ? and(
            eq(customerRewards.businessId, businessId),
            eq(customerRewards.customerId, ref.customerId),
            eq(customerRewards.id, ref.rewardId),
          )
        : undefined;
  const [row] = where
    ? await tx
        .select({ id: customerRewards.id, customerId: customerRewards.customerId })
        .from(customerRewards)
        .where(where)
    : [];
  if (!row)
    throw new AppError('NOT_FOUND', 'code' in ref ? LOYALTY_MESSAGES.codeNotFound : LOYALTY_MESSAGES.rewardNotFound);
  return row;
}
