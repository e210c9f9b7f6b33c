import { closingDeletesAt, type TClosingStatus } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses } from '../db/schema/index.ts';
import { AppError, BUSINESS_NOT_FOUND } from '../platform/errors.ts';

/** Whether the business is closed, and when it will be deleted: the closing card's and the closed screen's answer. */
export async function getClosingStatus({
  db,
  businessId,
  canManage,
}: {
  db: TExecutor;
  businessId: string;
  canManage: boolean;
}): Promise<TClosingStatus> {
  const [row] = await db
    .select({ companyName: businesses.companyName, closedAt: businesses.closedAt, timeZone: businesses.timeZone })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);
  const closedAt = row.closedAt?.toISOString() ?? null;
  return {
    companyName: row.companyName,
    closedAt,
    deletesAt: closedAt ? closingDeletesAt(closedAt) : null,
    canManage,
    timeZone: row.timeZone,
  };
}
