import { ADMIN_ACTION_MESSAGES, type TTenantState } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { businesses, subscriptionTiers } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { recordAudit, type TAuditActor } from './record-audit.ts';
import { lockTenant, readTenantState, toTenantState } from './tenant-state.ts';

/**
 * Moves a tenant to another tier: its limits and price follow at once (they are read from the tier on every use).
 * The subscription at the payments provider is not touched; the audit row keeps the tier before and after.
 * Throws NOT_FOUND for an unknown tenant, VALIDATION for an unknown tier, CONFLICT when it is already on it.
 */
export async function changeTenantTier({
  db,
  businessId,
  tierId,
  actor,
}: {
  db: TDb;
  businessId: string;
  tierId: string;
  actor: TAuditActor;
}): Promise<TTenantState> {
  return db.transaction(async (tx) => {
    const before = await lockTenant(tx, businessId);
    const [tier] = await tx
      .select({ id: subscriptionTiers.id })
      .from(subscriptionTiers)
      .where(eq(subscriptionTiers.id, tierId));
    if (!tier) {
      throw new AppError('VALIDATION', ADMIN_ACTION_MESSAGES.tierNotFound, {
        tierId: [ADMIN_ACTION_MESSAGES.tierNotFound],
      });
    }
    if (before.tierId === tierId) throw new AppError('CONFLICT', ADMIN_ACTION_MESSAGES.sameTier);
    await tx.update(businesses).set({ tierId }).where(eq(businesses.id, businessId));
    const after = await readTenantState(tx, businessId);
    const view = (s: typeof before) => ({ tierId: s.tierId, tierName: s.tierName, priceMonthly: s.tierPrice });
    await recordAudit({
      db: tx,
      entry: {
        actor,
        action: 'tenant.tier_change',
        targetType: 'business',
        targetId: businessId,
        before: view(before),
        after: view(after),
      },
    });
    return toTenantState(after);
  });
}
