import { DEFAULT_STATUS_SETTINGS, type TStatusProgram } from '@regulars/contracts';
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import { effectiveTier } from '../billing/index.ts';
import type { TExecutor } from '../db/client.ts';
import { customerStatuses, statusPrograms, statusTiers } from '../db/schema/index.ts';

/** A business's tiers, lowest first. */
export function readStatusTiers({ db, businessId }: { db: TExecutor; businessId: string }) {
  return db
    .select({
      id: statusTiers.id,
      name: statusTiers.name,
      threshold: statusTiers.threshold,
      factor: statusTiers.factor,
      rewardName: statusTiers.rewardName,
      rewardValidDays: statusTiers.rewardValidDays,
    })
    .from(statusTiers)
    .where(eq(statusTiers.businessId, businessId))
    .orderBy(asc(statusTiers.threshold));
}

/** GET /api/status-tiers: the rule (the defaults until one is saved), the tiers with who holds each, and the plan. */
export async function readStatusProgram({
  db,
  businessId,
}: {
  db: TExecutor;
  businessId: string;
}): Promise<TStatusProgram> {
  const [[program], tiers, holders, tier] = await Promise.all([
    db.select().from(statusPrograms).where(eq(statusPrograms.businessId, businessId)),
    readStatusTiers({ db, businessId }),
    db
      .select({ tierId: customerStatuses.tierId, customers: count() })
      .from(customerStatuses)
      .where(and(eq(customerStatuses.businessId, businessId), isNotNull(customerStatuses.tierId)))
      .groupBy(customerStatuses.tierId),
    effectiveTier({ db, businessId }),
  ]);
  const held = new Map(holders.map((h) => [h.tierId, Number(h.customers)]));
  return {
    basis: program?.basis ?? DEFAULT_STATUS_SETTINGS.basis,
    window: program?.window ?? DEFAULT_STATUS_SETTINGS.window,
    windowMonths: program?.windowMonths ?? DEFAULT_STATUS_SETTINGS.windowMonths,
    graceDays: program?.graceDays ?? DEFAULT_STATUS_SETTINGS.graceDays,
    tiers: tiers.map(({ rewardName, rewardValidDays, ...t }) => ({
      ...t,
      reward: rewardName && rewardValidDays ? { name: rewardName, validDays: rewardValidDays } : null,
      customers: held.get(t.id) ?? 0,
    })),
    included: tier.features.statusTiers,
  };
}
