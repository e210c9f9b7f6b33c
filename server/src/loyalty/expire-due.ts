import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { lockCustomer } from '../customers/index.ts';
import type { TDb } from '../db/client.ts';
import { customerProgramProgress, customerRewards, customers, transactions } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { queuePassUpdate } from '../wallet/index.ts';
import { emitWebhookEvents } from '../webhooks/index.ts';
import { validCredits } from './valid-credits.ts';

/** Customers found per pass; each gets a short transaction of its own, and passes repeat until none is due. */
const PASS = 5000;
const MAX_PASSES = 1000;

type TDue = { businessId: string; customerId: string };

/**
 * The daily expiry: earned rewards past their date become expired, stamp cards past theirs start over, and points
 * lapse oldest first. Each change is an `expire` ledger row written with the customer locked, so a till never races
 * it. Points are first in, first out: what was spent came from the oldest points, so the balance kept is what the
 * credits not yet due can cover — min(balance, credits still valid). Running it twice expires nothing more.
 */
export async function expireDue({
  db,
  queue,
  now = new Date(),
  businessId,
}: {
  db: TDb;
  now?: Date;
  /** One business only (the job does them all). */
  businessId?: string;
  /** Tells the customer's wallet pass (wallet/queue-pass-update.ts); without it only the pass's version moves. */
  queue?: TQueue;
}) {
  let rewards = 0;
  let cards = 0;
  let points = 0;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const due = await dueCustomers(db, now, businessId);
    if (due.length === 0) break;
    for (const customer of due) {
      const done = await db.transaction(async (tx) => {
        await lockCustomer({
          tx,
          businessId: customer.businessId,
          customerId: customer.customerId,
          includeDeleted: true,
        });
        await queuePassUpdate({ tx, queue, businessId: customer.businessId, customerId: customer.customerId });
        const expired = await expireForCustomer(tx, customer, now);
        await emitWebhookEvents({
          tx,
          queue,
          businessId: customer.businessId,
          events: expired.lapsedRewards.map((r) => ({
            type: 'reward.expired' as const,
            customerId: customer.customerId,
            data: { rewardId: r.id, programId: r.programId },
          })),
        });
        return expired;
      });
      rewards += done.rewards;
      cards += done.cards;
      points += done.points;
    }
  }
  return { rewards, cards, points };
}

/** Customers with an earned reward, a card or points credits whose date has passed. */
async function dueCustomers(db: TDb, now: Date, businessId: string | undefined): Promise<TDue[]> {
  const found = new Map<string, TDue>();
  const add = (rows: TDue[]) => {
    for (const r of rows) found.set(r.customerId, r);
  };
  add(
    await db
      .selectDistinct({ businessId: customerRewards.businessId, customerId: customerRewards.customerId })
      .from(customerRewards)
      .where(
        and(
          businessId ? eq(customerRewards.businessId, businessId) : undefined,
          eq(customerRewards.status, 'earned'),
          lte(customerRewards.expiresAt, now),
        ),
      )
      .limit(PASS),
  );
  add(
    await db
      .selectDistinct({
        businessId: customerProgramProgress.businessId,
        customerId: customerProgramProgress.customerId,
      })
      .from(customerProgramProgress)
      .where(
        and(
          businessId ? eq(customerProgramProgress.businessId, businessId) : undefined,
          gt(customerProgramProgress.stampsCurrent, 0),
          lte(customerProgramProgress.cardExpiresAt, now),
        ),
      )
      .limit(PASS),
  );
  add(
    await db
      .selectDistinct({
        businessId: customerProgramProgress.businessId,
        customerId: customerProgramProgress.customerId,
      })
      .from(customerProgramProgress)
      .where(
        and(
          businessId ? eq(customerProgramProgress.businessId, businessId) : undefined,
          gt(customerProgramProgress.pointsBalance, 0),
          sql`${customerProgramProgress.pointsBalance} > ${validCredits(now, customerProgramProgress)}`,
        ),
      )
      .limit(PASS),
  );
  return [...found.values()];
}

async function expireForCustomer(tx: Parameters<Parameters<TDb['transaction']>[0]>[0], due: TDue, now: Date) {
  const { businessId, customerId } = due;
  const base = { businessId, customerId, type: 'expire', createdAt: now };

  const lapsedRewards = await tx
    .update(customerRewards)
    .set({ status: 'expired' })
    .where(
      and(
        eq(customerRewards.businessId, businessId),
        eq(customerRewards.customerId, customerId),
        eq(customerRewards.status, 'earned'),
        lte(customerRewards.expiresAt, now),
      ),
    )
    .returning({ id: customerRewards.id, programId: customerRewards.programId });

  const lapsedCards = await tx
    .select()
    .from(customerProgramProgress)
    .where(
      and(
        eq(customerProgramProgress.businessId, businessId),
        eq(customerProgramProgress.customerId, customerId),
        gt(customerProgramProgress.stampsCurrent, 0),
        lte(customerProgramProgress.cardExpiresAt, now),
      ),
    );

  const pointRows = await tx
    .select({
      id: customerProgramProgress.id,
      programId: customerProgramProgress.programId,
      balance: customerProgramProgress.pointsBalance,
      valid: sql<number>`${validCredits(now, customerProgramProgress)}`.mapWith(Number),
    })
    .from(customerProgramProgress)
    .where(
      and(
        eq(customerProgramProgress.businessId, businessId),
        eq(customerProgramProgress.customerId, customerId),
        gt(customerProgramProgress.pointsBalance, 0),
      ),
    );
  const lapsedPoints = pointRows
    .map((r) => ({ ...r, expire: r.balance - Math.min(r.balance, r.valid) }))
    .filter((r) => r.expire > 0);

  const rows: (typeof transactions.$inferInsert)[] = [
    ...lapsedRewards.map((r) => ({ ...base, programId: r.programId, rewardId: r.id })),
    ...lapsedCards.map((c) => ({ ...base, programId: c.programId, stamps: -c.stampsCurrent })),
    ...lapsedPoints.map((p) => ({ ...base, programId: p.programId, points: -p.expire })),
  ];
  if (rows.length > 0) await tx.insert(transactions).values(rows);
  if (lapsedCards.length > 0) {
    await tx
      .update(customerProgramProgress)
      .set({ stampsCurrent: 0, cardExpiresAt: null })
      .where(
        inArray(
          customerProgramProgress.id,
          lapsedCards.map((c) => c.id),
        ),
      );
  }
  for (const p of lapsedPoints) {
    await tx
      .update(customerProgramProgress)
      .set({ pointsBalance: sql`${customerProgramProgress.pointsBalance} - ${p.expire}` })
      .where(eq(customerProgramProgress.id, p.id));
  }
  const expiredPoints = lapsedPoints.reduce((sum, p) => sum + p.expire, 0);
  if (expiredPoints > 0) {
    await tx
      .update(customers)
      .set({ totalPoints: sql`${customers.totalPoints} - ${expiredPoints}` })
      .where(and(eq(customers.id, customerId), eq(customers.businessId, businessId)));
  }
  return { rewards: lapsedRewards.length, cards: lapsedCards.length, points: expiredPoints, lapsedRewards };
}
