import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { counterStaff } from '../db/schema/index.ts';

/**
 * A team member who leaves the team leaves the counter too: their PIN goes (the row stays, so what they recorded
 * still says who), and with it any shift of theirs on a device.
 */
export async function endCounterAccess({
  tx,
  businessId,
  userId,
}: {
  tx: TExecutor;
  businessId: string;
  userId: string;
}): Promise<void> {
  await tx
    .update(counterStaff)
    .set({ pinHash: null, isManager: false, updatedAt: new Date() })
    .where(and(eq(counterStaff.businessId, businessId), eq(counterStaff.userId, userId)));
}
