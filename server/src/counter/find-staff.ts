import { COUNTER_MESSAGES } from '@regulars/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { counterStaff } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';

export type TStaffRow = typeof counterStaff.$inferSelect;

/** A current staff member of the business; 404 for another business's, a removed or an unknown one (the same answer). */
export async function findStaff({
  db,
  businessId,
  staffId,
}: {
  db: TExecutor;
  businessId: string;
  staffId: string;
}): Promise<TStaffRow> {
  const [row] = await db
    .select()
    .from(counterStaff)
    .where(and(eq(counterStaff.businessId, businessId), eq(counterStaff.id, staffId), isNull(counterStaff.removedAt)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', COUNTER_MESSAGES.staffNotFound);
  return row;
}
