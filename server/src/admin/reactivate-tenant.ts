import { ADMIN_ACTION_MESSAGES, type TTenantState } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { businesses } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { recordAudit, type TAuditActor } from './record-audit.ts';
import { lockTenant, readTenantState, toTenantState } from './tenant-state.ts';

/**
 * Lifts a suspension: the tenant's users can change and send again, with everything as it was.
 * Throws NOT_FOUND for an unknown tenant, CONFLICT when it is not suspended.
 */
export async function reactivateTenant({
  db,
  businessId,
  actor,
}: {
  db: TDb;
  businessId: string;
  actor: TAuditActor;
}): Promise<TTenantState> {
  return db.transaction(async (tx) => {
    const before = await lockTenant(tx, businessId);
    if (!before.suspendedAt) throw new AppError('CONFLICT', ADMIN_ACTION_MESSAGES.notSuspended);
    await tx.update(businesses).set({ suspendedAt: null, suspensionReason: null }).where(eq(businesses.id, businessId));
    const after = await readTenantState(tx, businessId);
    await recordAudit({
      db: tx,
      entry: {
        actor,
        action: 'tenant.reactivate',
        targetType: 'business',
        targetId: businessId,
        before: { suspendedAt: before.suspendedAt.toISOString(), suspensionReason: before.suspensionReason },
        after: { suspendedAt: null, suspensionReason: null },
      },
    });
    return toTenantState(after);
  });
}
