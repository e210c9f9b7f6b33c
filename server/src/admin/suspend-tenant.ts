import { ADMIN_ACTION_MESSAGES, type TTenantState } from '@regulars/contracts';
import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { businesses } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { recordAudit, type TAuditActor } from './record-audit.ts';
import { lockTenant, readTenantState, toTenantState } from './tenant-state.ts';

/**
 * Suspends a tenant: its users keep reading everything, but every change and send is refused
 * (platform/suspension-guard.ts) until a super admin reactivates it. Nothing is deleted.
 * Throws NOT_FOUND for an unknown tenant, CONFLICT when it is suspended already.
 */
export async function suspendTenant({
  db,
  businessId,
  reason,
  actor,
}: {
  db: TDb;
  businessId: string;
  reason: string;
  actor: TAuditActor;
}): Promise<TTenantState> {
  return db.transaction(async (tx) => {
    const before = await lockTenant(tx, businessId);
    if (before.suspendedAt) throw new AppError('CONFLICT', ADMIN_ACTION_MESSAGES.alreadySuspended);
    await tx
      .update(businesses)
      .set({ suspendedAt: sql`now()`, suspensionReason: reason })
      .where(eq(businesses.id, businessId));
    const after = await readTenantState(tx, businessId);
    await recordAudit({
      db: tx,
      entry: {
        actor,
        action: 'tenant.suspend',
        targetType: 'business',
        targetId: businessId,
        before: { suspendedAt: null, suspensionReason: before.suspensionReason },
        after: { suspendedAt: after.suspendedAt?.toISOString() ?? null, suspensionReason: reason },
      },
    });
    return toTenantState(after);
  });
}
