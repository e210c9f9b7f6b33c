import { line, type TBirthdayReward } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TDb, TTx } from '../db/client.ts';
import { customerRewards, transactions } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { issueNamedReward } from '../loyalty/index.ts';
import { queuePassUpdate } from '../wallet/index.ts';

/** customer_rewards.reward_type of a birthday reward: what the panel's figure counts. */
export const BIRTHDAY_REWARD_TYPE = 'birthday';

const DAY = 86_400_000;

/**
 * A customer's birthday reward of `year`, issued through the loyalty engine once, however often it is asked: the
 * ledger row that records it carries the key `birthday:<customer>:<year>`, unique in the business, and is written
 * before the reward in one transaction, so a second run (or a concurrent one, which waits on that key) finds it
 * and answers the reward already issued. Returns the reward's name for the greeting's {reward}.
 *
 * The reward belongs to no program: tied to a stamp card it would count as that card's open reward (blocking new
 * stamps where one reward at a time is allowed). The ledger row is an `earn` of nothing but the reward, without a
 * program or an action, so it neither counts toward earning limits nor can be undone at the counter.
 */
export async function issueBirthdayReward({
  db,
  queue,
  businessId,
  customerId,
  year,
  reward,
  now = new Date(),
  record,
}: {
  db: TDb;
  /** Tells the customer's wallet pass about the new reward. */
  queue: TQueue;
  businessId: string;
  customerId: string;
  year: number;
  reward: TBirthdayReward;
  now?: Date;
  /** Written in the reward's transaction: the birthday's automation_recipients row (its group). */
  record?: (tx: TTx) => Promise<void>;
}): Promise<{ name: string; issued: boolean }> {
  const idempotencyKey = `birthday:${customerId}:${year}`;
  return db.transaction(async (tx) => {
    await record?.(tx);
    const [ledger] = await tx
      .insert(transactions)
      .values({
        businessId,
        customerId,
        type: 'earn',
        note: 'Birthday reward',
        summary: [line('changes.birthdayReward', { reward: reward.description })],
        idempotencyKey,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: transactions.id });
    if (!ledger) {
      const [existing] = await tx
        .select({ name: customerRewards.rewardName })
        .from(transactions)
        .innerJoin(customerRewards, eq(customerRewards.id, transactions.rewardId))
        .where(and(eq(transactions.businessId, businessId), eq(transactions.idempotencyKey, idempotencyKey)))
        .limit(1);
      return { name: existing?.name ?? reward.description, issued: false };
    }
    const issued = await issueNamedReward({
      tx,
      businessId,
      customerId,
      name: reward.description,
      description: 'Birthday reward',
      type: BIRTHDAY_REWARD_TYPE,
      expiresAt: new Date(now.getTime() + reward.validDays * DAY),
      now,
    });
    await tx.update(transactions).set({ rewardId: issued.id }).where(eq(transactions.id, ledger.id));
    await queuePassUpdate({ tx, queue, businessId, customerId });
    return { name: issued.rewardName, issued: true };
  });
}
