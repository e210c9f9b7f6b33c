import { and, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses, creditLedger } from '../db/schema/index.ts';
import { AppError, BUSINESS_NOT_FOUND } from '../platform/errors.ts';

export type TCreditKind = (typeof creditLedger.$inferInsert)['kind'];

/**
 * Moves a business's credit balance by `delta` and writes the ledger row, in the caller's transaction.
 * The balance never goes below zero: a change that would make it negative is refused (CONFLICT).
 * With an idempotency key the change happens at most once per business (returns null when it already did).
 */
export async function changeCredits({
  tx,
  businessId,
  delta,
  kind,
  reason,
  idempotencyKey,
  actorUserId,
}: {
  tx: TExecutor;
  businessId: string;
  delta: number;
  kind: TCreditKind;
  reason: string;
  idempotencyKey?: string;
  actorUserId?: string;
}): Promise<{ balance: number } | null> {
  if (idempotencyKey) {
    const [done] = await tx
      .select({ id: creditLedger.id })
      .from(creditLedger)
      .where(and(eq(creditLedger.businessId, businessId), eq(creditLedger.idempotencyKey, idempotencyKey)))
      .limit(1);
    if (done) return null;
  }
  // One conditional update: concurrent spends cannot both pass a balance check and overdraw.
  const [row] = await tx
    .update(businesses)
    .set({ creditsRemaining: sql`${businesses.creditsRemaining} + ${delta}` })
    .where(and(eq(businesses.id, businessId), sql`${businesses.creditsRemaining} + ${delta} >= 0`))
    .returning({ balance: businesses.creditsRemaining });
  if (!row) {
    const [exists] = await tx
      .select({ balance: businesses.creditsRemaining })
      .from(businesses)
      .where(eq(businesses.id, businessId))
      .limit(1);
    if (!exists) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);
    throw new AppError(
      'CONFLICT',
      `Not enough credits: the balance is ${exists.balance} and this would take ${Math.abs(delta)}`,
      { balance: exists.balance },
    );
  }
  await tx.insert(creditLedger).values({
    businessId,
    kind,
    delta,
    balanceAfter: row.balance,
    reason,
    idempotencyKey,
    actorUserId,
  });
  return { balance: row.balance };
}
