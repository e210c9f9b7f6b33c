import type { TTier } from '@regulars/contracts';
import { eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses, subscriptionTiers } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { findFreeTier, toTier } from '../tiers/index.ts';
import { planLapsedSql } from './standing-sql.ts';

export const UPGRADE_URL = '/subscription';

/**
 * The tier whose limits apply to a business now. A trial that ended without payment and a canceled
 * subscription fall back to Free limits; the business keeps all its data, it only cannot add above them.
 */
export async function effectiveTier({ db, businessId }: { db: TExecutor; businessId: string }): Promise<TTier> {
  const [row] = await db
    .select({ tier: subscriptionTiers, lapsed: sql<boolean>`${sql.raw(planLapsedSql('businesses'))}` })
    .from(businesses)
    .innerJoin(subscriptionTiers, eq(subscriptionTiers.id, businesses.tierId))
    .where(eq(businesses.id, businessId))
    .limit(1);
  if (row && !row.lapsed) return toTier(row.tier);
  return toTier(await findFreeTier({ db }));
}

export const isUnlimited = (limit: number) => limit === -1;

/** Whether `adding` more fit under `limit` given `current`; -1 is unlimited. */
export function fitsLimit(limit: number, current: number, adding = 1): boolean {
  return isUnlimited(limit) || current + adding <= limit;
}

/** The refusal for a write above the plan: 403 PLAN_LIMIT with the numbers and where to upgrade. */
export function planLimitError(message: string, numbers: { limit: number; current: number }): AppError {
  return new AppError('PLAN_LIMIT', message, { ...numbers, upgradeUrl: UPGRADE_URL });
}
