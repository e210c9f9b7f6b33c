import { and, eq, gt } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { ledgerDays } from '../db/schema/index.ts';

/**
 * Whether the business has a purchase on record (every purchase carries an amount; an undone one does not count).
 * Read from the day rollups, a few rows per day, not the ledger: /settings asks on every load, and a business with
 * years of visits and no purchase would otherwise read its whole ledger to answer no.
 */
export async function hasPurchases({ db, businessId }: { db: TExecutor; businessId: string }): Promise<boolean> {
  const [row] = await db
    .select({ day: ledgerDays.day })
    .from(ledgerDays)
    .where(and(eq(ledgerDays.businessId, businessId), eq(ledgerDays.kind, 'purchase'), gt(ledgerDays.rows, 0)))
    .limit(1);
  return row !== undefined;
}
