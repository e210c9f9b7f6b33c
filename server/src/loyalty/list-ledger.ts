import {
  amountOfRow,
  LEDGER_PAGE_SIZE,
  LOYALTY_MESSAGES,
  type TLedgerKind,
  type TLedgerPage,
} from '@regulars/contracts';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TExecutor } from '../db/client.ts';
import {
  counterStaff,
  customerRewards,
  customers,
  locations,
  loyaltyPrograms,
  transactions,
  users,
} from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { isUuid } from '../platform/uuid-param.ts';

/** A customer's full ledger, newest first, a page at a time, with the program, reward, staff member and location of each row. */
export async function listLedger({
  db,
  businessId,
  customerId,
  page,
}: {
  db: TExecutor;
  businessId: string;
  customerId: string;
  page: number;
}): Promise<TLedgerPage> {
  if (!isUuid(customerId)) throw new AppError('NOT_FOUND', LOYALTY_MESSAGES.customerNotFound);
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.businessId, businessId), isNull(customers.deletedAt)));
  if (!customer) throw new AppError('NOT_FOUND', LOYALTY_MESSAGES.customerNotFound);

  const reversal = alias(transactions, 'reversal');
  const mine = and(eq(transactions.businessId, businessId), eq(transactions.customerId, customerId));
  const rows = await db
    .select({
      row: transactions,
      programName: loyaltyPrograms.name,
      rewardName: customerRewards.rewardName,
      // A team member by their account's name; counter-only staff by theirs.
      staffName: sql<string | null>`coalesce(${users.name}, ${counterStaff.name})`,
      locationName: locations.name,
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
    .leftJoin(users, eq(users.id, transactions.staffUserId))
    .leftJoin(
      counterStaff,
      and(eq(counterStaff.businessId, transactions.businessId), eq(counterStaff.id, transactions.counterStaffId)),
    )
    .leftJoin(
      locations,
      and(eq(locations.businessId, transactions.businessId), eq(locations.id, transactions.locationId)),
    )
    .leftJoin(reversal, and(eq(reversal.businessId, transactions.businessId), eq(reversal.reversesId, transactions.id)))
    .where(mine)
    .orderBy(desc(transactions.createdAt), desc(transactions.seq))
    .limit(LEDGER_PAGE_SIZE)
    .offset((page - 1) * LEDGER_PAGE_SIZE);
  const [total] = await db.select({ n: count() }).from(transactions).where(mine);
  return {
    entries: rows.map(({ row, programName, rewardName, staffName, locationName, reversalId }) => ({
      id: row.id,
      kind: row.type as TLedgerKind,
      programName,
      amount: amountOfRow(row),
      currency: row.currency,
      points: row.points,
      stamps: row.stamps,
      rewardName,
      staffName,
      locationName,
      note: row.note,
      multipliers: row.earnBasis?.note ?? null,
      reversed: reversalId !== null,
      createdAt: row.createdAt.toISOString(),
    })),
    page,
    pageSize: LEDGER_PAGE_SIZE,
    total: total?.n ?? 0,
  };
}
