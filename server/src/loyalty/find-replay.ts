import { LOYALTY_MESSAGES, type TLedgerKind } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { transactions } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';

export type TRecordedAction = { actionId: string; kind: TLedgerKind; changes: string[] };

/**
 * The action already recorded under this request key, if any: a retried or double-clicked request gets the first
 * answer instead of counting twice. The same key for a different customer or kind of action is refused.
 */
export async function findReplay({
  tx,
  businessId,
  idempotencyKey,
  customerId,
  kind,
}: {
  tx: TExecutor;
  businessId: string;
  idempotencyKey: string;
  customerId: string | null;
  kind: TLedgerKind;
}): Promise<TRecordedAction | null> {
  const [head] = await tx
    .select({
      id: transactions.id,
      type: transactions.type,
      customerId: transactions.customerId,
      summary: transactions.summary,
    })
    .from(transactions)
    .where(and(eq(transactions.businessId, businessId), eq(transactions.idempotencyKey, idempotencyKey)))
    .limit(1);
  if (!head) return null;
  if (head.type !== kind || (customerId !== null && head.customerId !== customerId)) {
    throw new AppError('CONFLICT', LOYALTY_MESSAGES.keyReused);
  }
  return { actionId: head.id, kind, changes: head.summary ?? [] };
}
