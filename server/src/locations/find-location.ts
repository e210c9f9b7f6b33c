import { LOCATION_MESSAGES } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { locations } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';

/**
 * A location of the business for something that will point at it (a QR code); not found for another business's or a
 * deleted one. Held (key share) until the caller's transaction ends, so it cannot be deleted in between; a caller
 * that only reads (a report) passes `lock: false`, as a row lock writes to the row.
 */
export async function findLocationFor({
  tx,
  businessId,
  locationId,
  lock = true,
}: {
  tx: TExecutor;
  businessId: string;
  locationId: string;
  lock?: boolean;
}): Promise<{ id: string; name: string }> {
  const query = tx
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(and(eq(locations.businessId, businessId), eq(locations.id, locationId)));
  const [row] = lock ? await query.for('key share') : await query;
  if (!row) throw new AppError('NOT_FOUND', LOCATION_MESSAGES.notFound);
  return row;
}
