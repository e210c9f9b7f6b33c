import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { locations, tillLocations } from '../db/schema/index.ts';

/**
 * The till's locations, each linked to the Regulars location it was linked to before, or else to the one of the
 * same name (case aside), or to none. Locations the till no longer lists are dropped.
 */
export async function linkTillLocations({
  tx,
  businessId,
  connectionId,
  places,
}: {
  tx: TExecutor;
  businessId: string;
  connectionId: string;
  places: { id: string; name: string }[];
}) {
  const [before, ours] = await Promise.all([
    tx
      .select()
      .from(tillLocations)
      .where(and(eq(tillLocations.businessId, businessId), eq(tillLocations.connectionId, connectionId))),
    tx.select({ id: locations.id, name: locations.name }).from(locations).where(eq(locations.businessId, businessId)),
  ]);
  const byName = new Map(ours.map((l) => [l.name.trim().toLowerCase(), l.id]));
  await tx
    .delete(tillLocations)
    .where(and(eq(tillLocations.businessId, businessId), eq(tillLocations.connectionId, connectionId)));
  if (places.length === 0) return;
  await tx.insert(tillLocations).values(
    places.map((p) => ({
      businessId,
      connectionId,
      externalId: p.id,
      name: p.name,
      locationId:
        before.find((b) => b.externalId === p.id)?.locationId ?? byName.get(p.name.trim().toLowerCase()) ?? null,
    })),
  );
}
