import type { TSuspensionStatus } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses } from '../db/schema/index.ts';

/** Whether the business is suspended, for its users' notice; the super admin's reason is not shown to them. */
export async function getSuspensionStatus({
  db,
  businessId,
}: {
  db: TExecutor;
  businessId: string;
}): Promise<TSuspensionStatus> {
  const [row] = await db
    .select({ suspendedAt: businesses.suspendedAt })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  const suspendedAt = row?.suspendedAt?.toISOString() ?? null;
  return { suspended: suspendedAt !== null, suspendedAt };
}
