import { LOCATION_MESSAGES, type TLocation, type TUpdateLocation } from '@regulars/contracts';
import { and, count, eq } from 'drizzle-orm';
import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import type { TDb } from '../db/client.ts';
import { locations, qrCodes } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { nameTakenError } from './location-name-taken.ts';
import { toLocation } from './to-location.ts';

type TFields = Pick<TLocation, 'name' | 'address' | 'timeZone'>;

/** Renames a location or changes its address or zone (only the fields sent); another business's is not found. */
export async function updateLocation({
  db,
  businessId,
  locationId,
  actor,
  input,
}: {
  db: TDb;
  businessId: string;
  locationId: string;
  actor: TBusinessActor;
  input: TUpdateLocation;
}): Promise<TLocation> {
  const where = and(eq(locations.businessId, businessId), eq(locations.id, locationId));
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx.select().from(locations).where(where).for('update');
      if (!current) throw new AppError('NOT_FOUND', LOCATION_MESSAGES.notFound);
      const next: TFields = {
        name: input.name ?? current.name,
        address: input.address === undefined ? current.address : input.address,
        timeZone: input.timeZone === undefined ? current.timeZone : input.timeZone,
      };
      const changed = (Object.keys(next) as (keyof TFields)[]).filter((key) => next[key] !== current[key]);
      const [row] = changed.length
        ? await tx
            .update(locations)
            .set({ ...next, updatedAt: new Date() })
            .where(where)
            .returning()
        : [current];
      if (!row) throw new AppError('NOT_FOUND', LOCATION_MESSAGES.notFound);
      if (changed.length) {
        await recordBusinessAudit({
          db: tx,
          entry: {
            businessId,
            actor,
            action: 'location.update',
            targetType: 'location',
            targetId: row.id,
            details: {
              name: row.name,
              before: Object.fromEntries(changed.map((key) => [key, current[key]])),
              after: Object.fromEntries(changed.map((key) => [key, next[key]])),
            },
          },
        });
      }
      const [qr] = await tx
        .select({ n: count() })
        .from(qrCodes)
        .where(and(eq(qrCodes.businessId, businessId), eq(qrCodes.locationId, row.id)));
      return toLocation(row, Number(qr?.n ?? 0));
    });
  } catch (err) {
    throw nameTakenError(err, input.name ?? '');
  }
}
