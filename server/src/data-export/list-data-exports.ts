import type { TDataExport } from '@regulars/contracts';
import { desc, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { dataExports } from '../db/schema/index.ts';
import { toDataExport } from './to-data-export.ts';

/**
 * The business's latest exports, newest first, down to the first expired one: that one and those before it are left
 * out (its download is gone, and an older failure would read as the last export's).
 */
export async function listDataExports({
  db,
  businessId,
  now = new Date(),
}: {
  db: TExecutor;
  businessId: string;
  now?: Date;
}): Promise<TDataExport[]> {
  const rows = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.businessId, businessId))
    .orderBy(desc(dataExports.createdAt))
    .limit(5);
  const expired = rows.findIndex((row) => row.expiresAt !== null && row.expiresAt <= now);
  return (expired < 0 ? rows : rows.slice(0, expired)).map((row) => toDataExport(row, now));
}
