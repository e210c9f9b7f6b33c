import type { TDataExport } from '@regulars/contracts';
import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { dataExports } from '../db/schema/index.ts';
import { toDataExport } from './to-data-export.ts';

/** The business's latest exports, newest first; an expired one is left out (its download is gone). */
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
    .where(
      and(eq(dataExports.businessId, businessId), or(isNull(dataExports.expiresAt), gt(dataExports.expiresAt, now))),
    )
    .orderBy(desc(dataExports.createdAt))
    .limit(5);
  return rows.map((row) => toDataExport(row, now));
}
