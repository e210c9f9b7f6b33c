import { LOCATION_MESSAGES } from '@regulars/contracts';
import { and, count, eq } from 'drizzle-orm';
import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import type { TDb } from '../db/client.ts';
import { locations, qrCodes } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';

/**
 * Deletes a location of the business. Its QR codes keep working with no location (the foreign key sets it null), so
 * nothing printed stops scanning. Another business's location is not found.
 */
export async function deleteLocation({
  db,
  businessId,
  locationId,
  actor,
}: {
  db: TDb;
  businessId: string;
  locationId: string;
  actor: TBusinessActor;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const [qr] = await tx
      .select({ n: count() })
      .from(qrCodes)
      .where(and(eq(qrCodes.businessId, businessId), eq(qrCodes.locationId, locationId)));
    const [row] = await tx
      .delete(locations)
      .where(and(eq(locations.businessId, businessId), eq(locations.id, locationId)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', LOCATION_MESSAGES.notFound);
    await recordBusinessAudit({
      db: tx,
      entry: {
        businessId,
        actor,
        action: 'location.delete',
        targetType: 'location',
        targetId: row.id,
        details: { name: row.name, qrCodes: Number(qr?.n ?? 0) },
      },
    });
  });
}
