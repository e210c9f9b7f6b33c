import type { TCreditEntry } from '@regulars/contracts';
import { desc, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { creditLedger } from '../db/schema/index.ts';
import { toCreditEntry } from './to-credit-entry.ts';

/** The business's own latest 50 credit grants and spends, newest first. */
export async function listCredits({ db, businessId }: { db: TExecutor; businessId: string }): Promise<TCreditEntry[]> {
  const rows = await db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.businessId, businessId))
    .orderBy(desc(creditLedger.createdAt))
    .limit(50);
  return rows.map(toCreditEntry);
}
