import type { TTenantState } from '@regulars/contracts';
import { changeCredits } from '../billing/index.ts';
import type { TDb } from '../db/client.ts';
import { recordAudit, type TAuditActor } from './record-audit.ts';
import { lockTenant, readTenantState, toTenantState } from './tenant-state.ts';

/**
 * The super admin grants (or, with a negative amount, takes back) credits with a reason: the ledger row (kind
 * admin_allocation, with who did it), the balance and the audit row stand or fall together.
 * Throws NOT_FOUND for an unknown business or a super admin's account, CONFLICT when it would go below zero.
 */
export async function allocateTenantCredits({
  db,
  businessId,
  amount,
  reason,
  actor,
}: {
  db: TDb;
  businessId: string;
  amount: number;
  reason: string;
  actor: TAuditActor;
}): Promise<TTenantState> {
  return db.transaction(async (tx) => {
    const before = await lockTenant(tx, businessId);
    await changeCredits({ tx, businessId, delta: amount, kind: 'admin_allocation', reason, actorUserId: actor.userId });
    const after = await readTenantState(tx, businessId);
    await recordAudit({
      db: tx,
      entry: {
        actor,
        action: 'tenant.credits_allocate',
        targetType: 'business',
        targetId: businessId,
        before: { credits: before.credits },
        after: { credits: after.credits, amount, reason },
      },
    });
    return toTenantState(after);
  });
}
