import type { TCounterDevice } from '@regulars/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { counterDevices, locations, users } from '../db/schema/index.ts';

/** The business's counter devices still in use, oldest first; `tokenHash` marks the one this browser is. */
export async function listCounterDevices({
  db,
  businessId,
  tokenHash,
  deviceId,
}: {
  db: TExecutor;
  businessId: string;
  tokenHash: string | null;
  deviceId?: string;
}): Promise<TCounterDevice[]> {
  const rows = await db
    .select({
      id: counterDevices.id,
      name: counterDevices.name,
      locationId: counterDevices.locationId,
      locationName: locations.name,
      createdByName: sql<string | null>`coalesce(nullif(trim(${users.name}), ''), ${users.email})`,
      createdAt: counterDevices.createdAt,
      lastSeenAt: counterDevices.lastSeenAt,
      thisBrowser: sql<boolean>`${counterDevices.tokenHash} = ${tokenHash ?? ''}`,
    })
    .from(counterDevices)
    .leftJoin(
      locations,
      and(eq(locations.businessId, counterDevices.businessId), eq(locations.id, counterDevices.locationId)),
    )
    .leftJoin(users, eq(users.id, counterDevices.createdByUserId))
    .where(
      and(
        eq(counterDevices.businessId, businessId),
        isNull(counterDevices.revokedAt),
        deviceId ? eq(counterDevices.id, deviceId) : undefined,
      ),
    )
    .orderBy(asc(counterDevices.createdAt), asc(counterDevices.id));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
  }));
}
