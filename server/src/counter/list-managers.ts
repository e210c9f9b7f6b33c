import type { TCounterManagers } from '@regulars/contracts';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { counterStaff } from '../db/schema/index.ts';

/** Staff marked manager who have a PIN: who can approve what the counter's rules reserve for managers. */
export async function listManagers({
  db,
  businessId,
}: {
  db: TExecutor;
  businessId: string;
}): Promise<TCounterManagers> {
  const managers = await db
    .select({ id: counterStaff.id, name: counterStaff.name })
    .from(counterStaff)
    .where(
      and(
        eq(counterStaff.businessId, businessId),
        eq(counterStaff.isManager, true),
        isNotNull(counterStaff.pinHash),
        isNull(counterStaff.removedAt),
      ),
    )
    .orderBy(asc(counterStaff.name));
  return { managers };
}
