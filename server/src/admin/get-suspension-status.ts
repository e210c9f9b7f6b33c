import type { TSuspensionStatus } from '@regulars/contracts';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TExecutor } from '../db/client.ts';
import { businesses } from '../db/schema/index.ts';

/**
 * Whether the business is suspended, for its users' notice; the super admin's reason is not shown to them. A client of
 * a suspended agency is suspended with it (billing/standing-sql.ts): its notice shows the agency's date.
 */
export async function getSuspensionStatus({
  db,
  businessId,
}: {
  db: TExecutor;
  businessId: string;
}): Promise<TSuspensionStatus> {
  const agency = alias(businesses, 'agency');
  const [row] = await db
    .select({
      suspendedAt: sql<Date | null>`coalesce(${businesses.suspendedAt}, ${agency.suspendedAt})`.mapWith(
        (v: Date | string | null) => (v === null ? null : new Date(v)),
      ),
    })
    .from(businesses)
    .leftJoin(agency, eq(agency.id, businesses.agencyId))
    .where(eq(businesses.id, businessId));
  const suspendedAt = row?.suspendedAt?.toISOString() ?? null;
  return { suspended: suspendedAt !== null, suspendedAt };
}
