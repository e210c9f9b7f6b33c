import { ADMIN_ACTION_MESSAGES, type TTenantState } from '@regulars/contracts';
import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { businesses } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { recordAudit, type TAuditActor } from './record-audit.ts';
import { lockTenant, readTenantState, toTenantState } from './tenant-state.ts';

/**
 * Gives a tenant on a trial `days` more: from its trial end, or from now when that has passed (a lapsed trial
 * opens again). Throws NOT_FOUND for an unknown tenant, CONFLICT when the tenant is not on a trial.
 */
export async function extendTrial({
  db,
  businessId,
  days,
  actor,
}: {
  db: TDb;
  businessId: string;
  days: number;
  actor: TAuditActor;
}): Promise<TTenantState> {
  return db.transaction(async (tx) => {
    const before = await lockTenant(tx, businessId);
    if (before.status !== 'trial') throw new AppError('CONFLICT', ADMIN_ACTION_MESSAGES.notOnTrial);
    await tx
      .update(businesses)
      .set({
        trialEndsAt: sql`greatest(coalesce(${businesses.trialEndsAt}, now()), now()) + make_interval(days => ${days}::int)`,
      })
      .where(eq(businesses.id, businessId));
    const after = await readTenantState(tx, businessId);
    await recordAudit({
      db: tx,
      entry: {
        actor,
        action: 'tenant.trial_extend',
        targetType: 'business',
        targetId: businessId,
        before: { trialEndsAt: before.trialEndsAt?.toISOString() ?? null },
        after: { trialEndsAt: after.trialEndsAt?.toISOString() ?? null, days },
      },
    });
    return toTenantState(after);
  });
}
