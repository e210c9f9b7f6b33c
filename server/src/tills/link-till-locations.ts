import { and, eq, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { locations, tillLocations } from '../db/schema/index.ts';

/** One of a connection's till locations, by the till's own id for it: the business's and the connection's only. */
export const tillLocationOf = (businessId: string, connectionId: string, externalId: string): SQL =>
  and(
    eq(tillLocations.businessId, businessId),
    eq(tillLocations.connectionId, connectionId),
    eq(tillLocations.externalId, externalId),
  ) as SQL;

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
