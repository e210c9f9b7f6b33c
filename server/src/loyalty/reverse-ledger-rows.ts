import { randomUUID } from 'node:crypto';
import type { TChangeLine } from '@regulars/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { customerProgramProgress, customers, transactions } from '../db/schema/index.ts';
import { keyTakenMeanwhile } from './find-replay.ts';

export type TLedgerRow = typeof transactions.$inferSelect;

/** Points a row added to what was earned (lifetime and a program's total), as opposed to spent or expired. */
export const earnedBy = (row: TLedgerRow) =>
  (row.type === 'earn' || row.type === 'welcome_bonus') && row.points > 0 ? row.points : 0;

/**
 * Writes a `reversal` row for each row (nothing is deleted), all of the reversal `reversalId`, and takes their points
 * and stamps back from the progress rows and their customers' totals (of whichever customers they are: an undo can
 * reach the customer who invited the friend too). `head`: the undone action's head row, whose reversal is the
 * reversal's head (its id, the undo's summary and request key). Rewards the rows issued are the caller's.
 */
export async function reverseLedgerRows({
  tx,
  businessId,
  rows,
  reversalId,
  head = null,
  staffUserId,
  counterStaffId,
  now,
}: {
  tx: TExecutor;
  businessId: string;
  rows: TLedgerRow[];
  reversalId: string;
  head?: { id: string; summary: TChangeLine[]; idempotencyKey: string | null } | null;
  staffUserId: string | null;
  counterStaffId: string | null;
  now: Date;
}): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(transactions)
    .values(
      rows.map((row) => ({
        id: row.id === head?.id ? reversalId : randomUUID(),
        actionId: reversalId,
        businessId,
        customerId: row.customerId,
        programId: row.programId,
        type: 'reversal',
        points: -row.points,
        stamps: -row.stamps,
        rewardId: row.rewardId,
        reversesId: row.id,
        // Where the undone action happened: undo counts by location read them.
        locationId: row.locationId,
        staffUserId,
        counterStaffId,
        summary: row.id === head?.id ? head.summary : null,
        idempotencyKey: row.id === head?.id ? head.idempotencyKey : null,
        createdAt: now,
      })),
    )
    .catch((err) => {
      throw keyTakenMeanwhile(err);
    });
  for (const row of rows) {
    if (!row.programId || !row.customerId || (row.points === 0 && row.stamps === 0)) continue;
    await tx
      .update(customerProgramProgress)
      .set({
        pointsBalance: sql`${customerProgramProgress.pointsBalance} - ${row.points}`,
        totalEarned: sql`${customerProgramProgress.totalEarned} - ${earnedBy(row)}`,
        stampsCurrent: sql`${customerProgramProgress.stampsCurrent} - ${row.stamps}`,
        cardExpiresAt: sql`case when ${customerProgramProgress.stampsCurrent} - ${row.stamps} = 0 then null else ${customerProgramProgress.cardExpiresAt} end`,
      })
      .where(
        and(
          eq(customerProgramProgress.businessId, businessId),
          eq(customerProgramProgress.customerId, row.customerId),
          eq(customerProgramProgress.programId, row.programId),
        ),
      );
  }
  const byCustomer = new Map<string, { points: number; earned: number }>();
  for (const row of rows) {
    if (!row.customerId) continue;
    const sums = byCustomer.get(row.customerId) ?? { points: 0, earned: 0 };
    byCustomer.set(row.customerId, { points: sums.points + row.points, earned: sums.earned + earnedBy(row) });
  }
  for (const [customerId, { points, earned }] of byCustomer) {
    if (points === 0 && earned === 0) continue;
    await tx
      .update(customers)
      .set({
        totalPoints: sql`${customers.totalPoints} - ${points}`,
        lifetimePointsEarned: sql`${customers.lifetimePointsEarned} - ${earned}`,
      })
      .where(and(eq(customers.businessId, businessId), eq(customers.id, customerId)));
  }
}
