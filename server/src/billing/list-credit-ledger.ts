import type { TCreditEntry } from '@regulars/contracts';
import { desc, eq, getTableColumns } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses, creditLedger } from '../db/schema/index.ts';
import { toCreditEntry } from './to-credit-entry.ts';

/** The super admin's view of the ledger: every business (or one), newest first, with company names. */
export async function listCreditLedger({
  db,
  businessId,
  limit,
}: {
  db: TExecutor;
  businessId?: string;
  limit: number;
}): Promise<TCreditEntry[]> {
  const rows = await db
    .select({ ...getTableColumns(creditLedger), companyName: businesses.companyName })
    .from(creditLedger)
    .innerJoin(businesses, eq(businesses.id, creditLedger.businessId))
    .where(businessId ? eq(creditLedger.businessId, businessId) : undefined)
    .orderBy(desc(creditLedger.createdAt))
    .limit(limit);
  return rows.map(toCreditEntry);
}
