import { ADMIN_TENANT_MESSAGES, type TTenantDetail } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses, subscriptionTiers } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { isTenant, tenantColumns, toTenant } from './tenant-rows.ts';

/** Tenant Details: everything the list shows plus the Stripe price id, the period end, the trial end and why it is suspended. Throws NOT_FOUND for an unknown id or a super admin. */
export async function getTenant({ db, id }: { db: TExecutor; id: string }): Promise<TTenantDetail> {
  const [row] = await db
    .select({
      ...tenantColumns,
      stripePriceId: businesses.stripePriceId,
      subscriptionPeriodEnd: businesses.subscriptionPeriodEnd,
      trialEndsAt: businesses.trialEndsAt,
      suspensionReason: businesses.suspensionReason,
    })
    .from(businesses)
    .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, businesses.tierId))
    .where(and(eq(businesses.id, id), isTenant(db)));
  if (!row) throw new AppError('NOT_FOUND', ADMIN_TENANT_MESSAGES.tenantNotFound);
  return {
    ...toTenant(row),
    stripePriceId: row.stripePriceId,
    subscriptionPeriodEnd: row.subscriptionPeriodEnd?.toISOString() ?? null,
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
    suspensionReason: row.suspensionReason,
  };
}
