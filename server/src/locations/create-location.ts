import type { TCreateLocation, TLocation } from '@regulars/contracts';
import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import type { TExecutor } from '../db/client.ts';
import { locations } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { assertRoomForLocation } from './location-limit.ts';
import { nameTakenError } from './location-name-taken.ts';
import { toLocation } from './to-location.ts';

/**
 * Adds a location within the plan's max_locations; a name the business already uses (any case) is refused. Given a
 * transaction (a till's location made a Regulars one), it is a savepoint of it: the caller's work and this stand or
 * fall together.
 */
export async function createLocation({
  db,
  businessId,
  actor,
  input,
}: {
  db: TExecutor;
  businessId: string;
  actor: TBusinessActor;
  input: TCreateLocation;
}): Promise<TLocation> {
  try {
    return await db.transaction(async (tx) => {
      await assertRoomForLocation({ tx, businessId });
      const [row] = await tx
        .insert(locations)
        .values({ businessId, name: input.name, address: input.address ?? null, timeZone: input.timeZone ?? null })
        .returning();
      if (!row) throw new AppError('INTERNAL', 'Failed to add the location');
      await recordBusinessAudit({
        db: tx,
        entry: {
          businessId,
          actor,
          action: 'location.create',
          targetType: 'location',
          targetId: row.id,
          details: { name: row.name, address: row.address, timeZone: row.timeZone },
        },
      });
      return toLocation(row, 0);
    });
  } catch (err) {
    throw nameTakenError(err, input.name);
  }
}
