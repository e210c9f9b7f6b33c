import { LOYALTY_MESSAGES, type TChangeLine, type TLedgerKind } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { transactions } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';

/** `changes`: its lines as kept, said in the reader's language by whoever answers (change-lines.ts). */
export type TRecordedAction = { actionId: string; kind: TLedgerKind; changes: TChangeLine[] };
/** The head row of an action as recorded under a request key. */
export type TKeyedHead = { id: string; type: string; customerId: string | null; summary: TChangeLine[] | null };

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
  return replayOf(head ?? null, { customerId, kind });
}

/** What a head row found under the request's key means for this request: its first answer, or a refusal. */
export function replayOf(
  head: TKeyedHead | null,
  request: { customerId: string | null; kind: TLedgerKind },
): TRecordedAction | null {
  if (!head) return null;
  if (head.type !== request.kind || (request.customerId !== null && head.customerId !== request.customerId)) {
    throw new AppError('CONFLICT', LOYALTY_MESSAGES.keyReused);
  }
  return { actionId: head.id, kind: request.kind, changes: head.summary ?? [] };
}

/** The unique index that holds a request key to one action per business (transactions' head rows). */
const REQUEST_KEY_INDEX = 'transactions_business_idempotency_key';

/**
 * What a failed write of a keyed action means: two requests with one key at once (for two customers) both found no
 * action under it, and the index refused the second's head row. That is the same client bug as a key reused later,
 * so it answers the same 409, never a 500; any other error is passed on as it was.
 */
export function keyTakenMeanwhile(err: unknown): unknown {
  return isUniqueViolation(err, REQUEST_KEY_INDEX) ? new AppError('CONFLICT', LOYALTY_MESSAGES.keyReused) : err;
}
