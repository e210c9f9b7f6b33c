import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses } from '../db/schema/index.ts';
import { AppError, BUSINESS_NOT_FOUND } from '../platform/errors.ts';

/** The business's name, closing and time zone, its row held until the caller's transaction ends (closing and reopening wait on it). */
export async function lockBusiness(tx: TExecutor, businessId: string) {
  const [row] = await tx
    .select({ companyName: businesses.companyName, closedAt: businesses.closedAt, timeZone: businesses.timeZone })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);
  return row;
}
