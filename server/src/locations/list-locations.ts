import type { TLocationList } from '@regulars/contracts';
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import { effectiveTier } from '../billing/index.ts';
import type { TExecutor } from '../db/client.ts';
import { businesses, locations, qrCodes } from '../db/schema/index.ts';
import { toLocation } from './to-location.ts';

/** A business's locations, oldest first, each with its QR codes, and the plan's allowance. */
export async function listLocations({
  db,
  businessId,
  canEdit,
}: {
  db: TExecutor;
  businessId: string;
  canEdit: boolean;
}): Promise<TLocationList> {
  const qrCounts = db
    .select({ locationId: qrCodes.locationId, n: count().as('n') })
    .from(qrCodes)
    .where(and(eq(qrCodes.businessId, businessId), isNotNull(qrCodes.locationId)))
    .groupBy(qrCodes.locationId)
    .as('qr_counts');
  const [rows, tier, [business]] = await Promise.all([
    db
      .select({ location: locations, qrCodeCount: qrCounts.n })
      .from(locations)
      .leftJoin(qrCounts, eq(qrCounts.locationId, locations.id))
      .where(eq(locations.businessId, businessId))
      .orderBy(asc(locations.createdAt), asc(locations.id)),
    effectiveTier({ db, businessId }),
    db.select({ timeZone: businesses.timeZone }).from(businesses).where(eq(businesses.id, businessId)).limit(1),
  ]);
  return {
    locations: rows.map((r) => toLocation(r.location, Number(r.qrCodeCount ?? 0))),
    limit: { max: tier.features.maxLocations, used: rows.length, planName: tier.name },
    businessTimeZone: business?.timeZone ?? null,
    canEdit,
  };
}
