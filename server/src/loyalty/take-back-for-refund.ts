import { and, eq, inArray, sql } from 'drizzle-orm';
import { lockCustomer } from '../customers/index.ts';
import type { TExecutor } from '../db/client.ts';
import { customerProgramProgress, customers, transactions } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { queuePassUpdate } from '../wallet/index.ts';

/** What a refund took back, and what it could not because the customer had already spent it. */
export type TRefundTakeBack = { points: number; stamps: number; pointsShort: number; stampsShort: number };

/**
 * A refund at the till takes back what the sale earned, in proportion: of each program's points, the share refunded
 * so far less the share taken back before (so partial refunds add up to the whole, never more); a sale's stamps go
 * only when it is refunded in full. Nothing goes below zero: what was already spent stays spent, and the `refund` row's
 * note says so. One `refund` ledger row per program, in the caller's transaction (which records how much was refunded
 * in the same commit), with the customer locked.
 */
export async function takeBackForRefund({
  tx,
  queue,
  businessId,
  customerId,
  actionId,
  amountMinor,
  refundedBefore,
  refundedNow,
  note,
  now = new Date(),
}: {
  tx: TExecutor;
  queue: TQueue;
  businessId: string;
  customerId: string;
  /** The sale's earn action (the head row's id). */
  actionId: string;
  amountMinor: number;
  refundedBefore: number;
  refundedNow: number;
  /** What the ledger row says happened ("Refund at Square: $4.00 of $12.00"). */
  note: string;
  now?: Date;
}): Promise<TRefundTakeBack> {
  const share = (minor: number) => Math.min(1, Math.max(0, minor / Math.max(1, amountMinor)));
  const before = share(refundedBefore);
  const after = share(refundedNow);
  const total: TRefundTakeBack = { points: 0, stamps: 0, pointsShort: 0, stampsShort: 0 };
  if (after <= before) return total;
  await lockCustomer({ tx, businessId, customerId, includeDeleted: true });
  const earns = await tx
    .select({ programId: transactions.programId, points: transactions.points, stamps: transactions.stamps })
    .from(transactions)
    .where(
      and(
        eq(transactions.businessId, businessId),
        eq(transactions.customerId, customerId),
        eq(transactions.actionId, actionId),
        inArray(transactions.type, ['earn']),
      ),
    );
  for (const earn of earns) {
    if (!earn.programId) continue;
    const points = Math.max(0, Math.floor(earn.points * after) - Math.floor(earn.points * before));
    const stamps = after >= 1 && before < 1 ? Math.max(0, earn.stamps) : 0;
    if (points === 0 && stamps === 0) continue;
    const [progress] = await tx
      .select({ points: customerProgramProgress.pointsBalance, stamps: customerProgramProgress.stampsCurrent })
      .from(customerProgramProgress)
      .where(
        and(
          eq(customerProgramProgress.businessId, businessId),
          eq(customerProgramProgress.customerId, customerId),
          eq(customerProgramProgress.programId, earn.programId),
        ),
      );
    if (!progress) continue;
    const takePoints = Math.min(points, Math.max(0, progress.points));
    const takeStamps = Math.min(stamps, Math.max(0, progress.stamps));
    total.points += takePoints;
    total.stamps += takeStamps;
    total.pointsShort += points - takePoints;
    total.stampsShort += stamps - takeStamps;
    // Written even when nothing could be taken back: the ledger says what the refund did not undo.
    const short = shortNote(points - takePoints, stamps - takeStamps);
    await tx.insert(transactions).values({
      businessId,
      customerId,
      programId: earn.programId,
      type: 'refund',
      points: -takePoints,
      stamps: -takeStamps,
      note: short ? `${note}. ${short}` : note,
      createdAt: now,
    });
    await tx
      .update(customerProgramProgress)
      .set({
        pointsBalance: sql`${customerProgramProgress.pointsBalance} - ${takePoints}`,
        totalEarned: sql`greatest(0, ${customerProgramProgress.totalEarned} - ${takePoints})`,
        stampsCurrent: sql`${customerProgramProgress.stampsCurrent} - ${takeStamps}`,
      })
      .where(
        and(
          eq(customerProgramProgress.businessId, businessId),
          eq(customerProgramProgress.customerId, customerId),
          eq(customerProgramProgress.programId, earn.programId),
        ),
      );
  }
  if (total.points > 0) {
    await tx
      .update(customers)
      .set({
        totalPoints: sql`${customers.totalPoints} - ${total.points}`,
        lifetimePointsEarned: sql`greatest(0, ${customers.lifetimePointsEarned} - ${total.points})`,
      })
      .where(and(eq(customers.businessId, businessId), eq(customers.id, customerId)));
  }
  if (total.points > 0 || total.stamps > 0) await queuePassUpdate({ tx, queue, businessId, customerId });
  return total;
}

/** The words for what could not be taken back (already spent), or null when everything was. */
function shortNote(points: number, stamps: number): string | null {
  const parts = [
    ...(points > 0 ? [`${points.toLocaleString('en-US')} ${points === 1 ? 'point' : 'points'}`] : []),
    ...(stamps > 0 ? [`${stamps} ${stamps === 1 ? 'stamp' : 'stamps'}`] : []),
  ];
  return parts.length > 0 ? `${parts.join(' and ')} not taken back: already used` : null;
}
