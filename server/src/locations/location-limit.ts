import { locationLimitMessage } from '@regulars/contracts';
import { count, eq } from 'drizzle-orm';
import { effectiveTier, fitsLimit, planLimitError } from '../billing/index.ts';
import type { TExecutor } from '../db/client.ts';
import { businesses, locations } from '../db/schema/index.ts';
import { AppError, BUSINESS_NOT_FOUND } from '../platform/errors.ts';

/** Locations of the business: what max_locations counts. */
export async function countLocations({ db, businessId }: { db: TExecutor; businessId: string }): Promise<number> {
  const [row] = await db.select({ n: count() }).from(locations).where(eq(locations.businessId, businessId));
  return Number(row?.n ?? 0);
}

/**
 * Refuses one more location above the plan's max_locations. Locks the business row first (no key update: sign-ups
 * and check-ins that only reference the business are not held up), so two concurrent creates cannot both squeeze
 * under the limit.
 */
export async function assertRoomForLocation({ tx, businessId }: { tx: TExecutor; businessId: string }): Promise<void> {
  const [business] = await tx
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('no key update');
  if (!business) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);
  const tier = await effectiveTier({ db: tx, businessId });
  const used = await countLocations({ db: tx, businessId });
  const max = tier.features.maxLocations;
  if (!fitsLimit(max, used)) throw planLimitError(locationLimitMessage(max), { limit: max, current: used });
}
