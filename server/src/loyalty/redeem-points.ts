import { randomUUID } from 'node:crypto';
import { LOYALTY_MESSAGES, line, pointsCatalogue, sayLines, type TActionResult } from '@regulars/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { lockCustomer } from '../customers/index.ts';
import type { TDb } from '../db/client.ts';
import { customerProgramProgress, customers, loyaltyPrograms, transactions } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { AppError } from '../platform/errors.ts';
import { isUuid } from '../platform/uuid-param.ts';
import { toProgram } from '../programs/index.ts';
import { queuePassUpdate } from '../wallet/index.ts';
import { emitWebhookEvents } from '../webhooks/index.ts';
import { findReplay, keyTakenMeanwhile } from './find-replay.ts';
import { getStanding } from './get-standing.ts';
import { issueReward, REWARD_CODE_PREFIX } from './issue-reward.ts';
import { ENGLISH_STAFF_WORDS, standingWords, type TStaffWords } from './staff-words.ts';

/**
 * Spends points on a reward of the program's catalogue, used there and then: the balance drops by its cost (never
 * below zero: the database refuses it too) and a redeemed reward records what was given.
 */
export async function redeemPoints({
  db,
  queue,
  businessId,
  customerId,
  staffUserId,
  counterStaffId = null,
  locationId = null,
  input,
  now = new Date(),
  words = ENGLISH_STAFF_WORDS,
}: {
  db: TDb;
  businessId: string;
  customerId: string;
  staffUserId: string | null;
  /** The staff member signed in on the counter device the action came from. */
  counterStaffId?: string | null;
  /** The counter's location, already checked to be the business's. */
  locationId?: string | null;
  input: { programId: string; rewardName: string; idempotencyKey: string };
  now?: Date;
  /** The answer's words: the counter's staff's language; English (the API's) by default. */
  words?: TStaffWords;
  /** Tells the customer's wallet pass (wallet/queue-pass-update.ts); without it only the pass's version moves. */
  queue?: TQueue;
}): Promise<TActionResult> {
  return db.transaction(async (tx) => {
    await lockCustomer({ tx, businessId, customerId });
    const replay = await findReplay({
      tx,
      businessId,
      idempotencyKey: input.idempotencyKey,
      customerId,
      kind: 'redeem',
    });
    if (replay)
      return {
        actionId: replay.actionId,
        kind: replay.kind,
        ...sayLines(replay.changes, words.lines),
        replayed: true,
        standing: await getStanding({ db: tx, businessId, customerId, locationId, now, ...standingWords(words) }),
      };

    const [row] = isUuid(input.programId)
      ? await tx
          .select()
          .from(loyaltyPrograms)
          .where(and(eq(loyaltyPrograms.id, input.programId), eq(loyaltyPrograms.businessId, businessId)))
      : [];
    const program = row ? toProgram(row) : null;
    if (program?.type !== 'points') throw new AppError('NOT_FOUND', LOYALTY_MESSAGES.programNotFound);
    if (program.status !== 'active') throw new AppError('CONFLICT', LOYALTY_MESSAGES.programPaused);
    const item = pointsCatalogue(program.config).find((r) => r.name.toLowerCase() === input.rewardName.toLowerCase());
    if (!item) throw new AppError('CONFLICT', LOYALTY_MESSAGES.catalogueChanged);

    const [progress] = await tx
      .select()
      .from(customerProgramProgress)
      .where(
        and(
          eq(customerProgramProgress.businessId, businessId),
          eq(customerProgramProgress.customerId, customerId),
          eq(customerProgramProgress.programId, program.id),
        ),
      );
    const balance = progress?.pointsBalance ?? 0;
    if (!progress || balance < item.points) {
      throw new AppError('CONFLICT', LOYALTY_MESSAGES.notEnoughPoints(item.points, balance));
    }

    const reward = await issueReward({
      tx,
      businessId,
      customerId,
      programId: program.id,
      reward: {
        name: item.name,
        description: `${item.points.toLocaleString('en-US')} points`,
        type: 'points',
        expiresAt: null,
        discountType: null,
        discountValue: null,
        singleUse: true,
      },
      codePrefix: REWARD_CODE_PREFIX,
      now,
      status: 'redeemed',
      redeemedByUserId: staffUserId,
    });
    const actionId = randomUUID();
    const changes = [
      line('changes.pointsSpent', { count: item.points }),
      line('changes.redeemed', { reward: item.name }),
    ];
    await tx
      .insert(transactions)
      .values({
        id: actionId,
        actionId,
        businessId,
        customerId,
        programId: program.id,
        type: 'redeem',
        points: -item.points,
        rewardId: reward.id,
        staffUserId,
        counterStaffId,
        locationId,
        idempotencyKey: input.idempotencyKey,
        summary: changes,
        createdAt: now,
      })
      .catch((err) => {
        throw keyTakenMeanwhile(err);
      });
    await tx
      .update(customerProgramProgress)
      .set({ pointsBalance: sql`${customerProgramProgress.pointsBalance} - ${item.points}`, lastActivityAt: now })
      .where(eq(customerProgramProgress.id, progress.id));
    await tx
      .update(customers)
      .set({ totalPoints: sql`${customers.totalPoints} - ${item.points}` })
      .where(eq(customers.id, customerId));
    await queuePassUpdate({ tx, queue, businessId, customerId });
    await emitWebhookEvents({
      tx,
      queue,
      businessId,
      events: [
        {
          type: 'reward.redeemed',
          customerId,
          data: { actionId, rewardId: reward.id, programId: program.id, rewardName: item.name, points: item.points },
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
