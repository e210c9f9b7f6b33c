import { DEFAULT_MULTIPLIER_SETTINGS, type TMultipliers } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import { effectiveTier } from '../billing/index.ts';
import type { TExecutor } from '../db/client.ts';
import { businesses, locations } from '../db/schema/index.ts';
import { readMultipliers, toMultiplierRule } from './read-multipliers.ts';

/** GET /api/multipliers: the business's multipliers, how they combine, its time zone and whether the plan has them. */
export async function listMultipliers({
  db,
  businessId,
}: {
  db: TExecutor;
  businessId: string;
}): Promise<TMultipliers> {
  const [rows, [business], places, tier] = await Promise.all([
    readMultipliers({ db, businessId }),
    db
      .select({
        combine: businesses.multiplierCombine,
        ceiling: businesses.multiplierCeiling,
        timeZone: businesses.timeZone,
      })
      .from(businesses)
      .where(eq(businesses.id, businessId)),
    db.select({ id: locations.id }).from(locations).where(eq(locations.businessId, businessId)),
    effectiveTier({ db, businessId }),
  ]);
  const existing = new Set(places.map((p) => p.id));
  return {
    combine: business?.combine ?? DEFAULT_MULTIPLIER_SETTINGS.combine,
    ceiling: business?.ceiling ?? DEFAULT_MULTIPLIER_SETTINGS.ceiling,
    timeZone: business?.timeZone ?? null,
    included: tier.features.multipliers,
    rules: rows.map((row) => toMultiplierRule(row, existing)),
  };
}
