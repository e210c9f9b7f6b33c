import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { transactions } from '../db/schema/index.ts';

/** Whether the business recorded any purchase with an amount (in whatever currency). */
export async function hasPurchases({ db, businessId }: { db: TExecutor; businessId: string }): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<boolean>`true` })
    .from(transactions)
    .where(and(eq(transactions.businessId, businessId), isNotNull(transactions.amountMinor)))
    .limit(1);
  return row !== undefined;
}
