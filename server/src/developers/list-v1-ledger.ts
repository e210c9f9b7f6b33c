import {
  amountOfRow,
  LOYALTY_MESSAGES,
  type TLedgerKind,
  type TV1LedgerPage,
  type TV1PageQuery,
  V1_MESSAGES,
} from '@regulars/contracts';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TExecutor } from '../db/client.ts';
import { customerRewards, customers, loyaltyPrograms, transactions } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { cursorTime, decodeKeysetCursor, encodeKeysetCursor } from '../platform/keyset-cursor.ts';
import { isUuid } from '../platform/uuid-param.ts';

const createdAtText = cursorTime(transactions.createdAt);

/**
 * One page of a customer's ledger for the public API, newest first (created_at, then the row's sequence number, as
 * the app's ledger orders it), paged by keyset: rows a till records while an integration pages never shift a page.
 */
export async function listV1Ledger({
  db,
  businessId,
  customerId,
  query,
}: {
  db: TExecutor;
  businessId: string;
  customerId: string;
  query: TV1PageQuery;
}): Promise<TV1LedgerPage> {
  if (!isUuid(customerId)) throw new AppError('NOT_FOUND', LOYALTY_MESSAGES.customerNotFound);
  const after = query.cursor ? decodeKeysetCursor(query.cursor, V1_MESSAGES.cursor) : null;
  if (after && !/^\d{1,19}$/.test(after.tie)) {
    throw new AppError('VALIDATION', V1_MESSAGES.cursor, { cursor: [V1_MESSAGES.cursor] });
  }
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.businessId, businessId), isNull(customers.deletedAt)));
  if (!customer) throw new AppError('NOT_FOUND', LOYALTY_MESSAGES.customerNotFound);

  const reversal = alias(transactions, 'reversal');
  const rows = await db
    .select({
      row: transactions,
      cursorAt: createdAtText,
      programName: loyaltyPrograms.name,
      rewardName: customerRewards.rewardName,
      reversalId: reversal.id,
    })
    .from(transactions)
    .leftJoin(
      loyaltyPrograms,
      and(eq(loyaltyPrograms.businessId, transactions.businessId), eq(loyaltyPrograms.id, transactions.programId)),
    )
    .leftJoin(
      customerRewards,
      and(eq(customerRewards.businessId, transactions.businessId), eq(customerRewards.id, transactions.rewardId)),
    )
    .leftJoin(reversal, and(eq(reversal.businessId, transactions.businessId), eq(reversal.reversesId, transactions.id)))
    .where(
      and(
        eq(transactions.businessId, businessId),
        eq(transactions.customerId, customerId),
        after
          ? or(
              lt(transactions.createdAt, sql`${after.at}::timestamptz`),
              and(eq(transactions.createdAt, sql`${after.at}::timestamptz`), lt(transactions.seq, Number(after.tie))),
            )
          : undefined,
      ),
    )
    .orderBy(sql`${transactions.createdAt} desc`, sql`${transactions.seq} desc`)
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    data: page.map(({ row, programName, rewardName, reversalId }) => ({
      id: row.id,
      kind: row.type as TLedgerKind,
      programName,
      amount: amountOfRow(row),
      currency: row.currency,
      points: row.points,
      stamps: row.stamps,
      rewardName,
      note: row.note,
      reversed: reversalId !== null,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor:
      rows.length > query.limit && last ? encodeKeysetCursor({ at: last.cursorAt, tie: String(last.row.seq) }) : null,
  };
}
