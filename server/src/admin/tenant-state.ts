import { ADMIN_TENANT_MESSAGES, type TTenantState } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses, subscriptionTiers } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { isTenant } from './tenant-rows.ts';

/** What a tenant action reads, changes and answers. */
const stateColumns = {
  id: businesses.id,
  tierId: businesses.tierId,
  tierName: subscriptionTiers.name,
  tierPrice: subscriptionTiers.priceMonthly,
  status: businesses.subscriptionStatus,
  trialEndsAt: businesses.trialEndsAt,
  credits: businesses.creditsRemaining,
  suspendedAt: businesses.suspendedAt,
  suspensionReason: businesses.suspensionReason,
};

export type TTenantStateRow = {
  id: string;
  tierId: string | null;
  tierName: string | null;
  tierPrice: number | null;
  status: string;
  trialEndsAt: Date | null;
  credits: number;
  suspendedAt: Date | null;
  suspensionReason: string | null;
};

/**
 * The tenant's row, locked until the caller's transaction ends so two admins' actions on one tenant cannot
 * interleave between the "before" read and the change. Throws NOT_FOUND for an unknown id or a super admin.
 */
export async function lockTenant(tx: TExecutor, id: string): Promise<TTenantStateRow> {
  const [locked] = await tx
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.id, id), isTenant(tx)))
    .for('update');
  if (!locked) throw new AppError('NOT_FOUND', ADMIN_TENANT_MESSAGES.tenantNotFound);
  return readTenantState(tx, id);
}

/** The tenant's state as it stands (within the caller's transaction). */
export async function readTenantState(tx: TExecutor, id: string): Promise<TTenantStateRow> {
  const [row] = await tx
    .select(stateColumns)
    .from(businesses)
    .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, businesses.tierId))
    .where(eq(businesses.id, id));
  if (!row) throw new AppError('NOT_FOUND', ADMIN_TENANT_MESSAGES.tenantNotFound);
  return row;
}

export function toTenantState(row: TTenantStateRow): TTenantState {
  return {
    id: row.id,
    tierId: row.tierId,
    tierName: row.tierName,
    status: row.status,
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
    credits: row.credits,
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    suspensionReason: row.suspensionReason,
  };
}
