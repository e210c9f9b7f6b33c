import { CLOSING_MESSAGES, closingDeletesAt, type TClosingStatus } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../admin/index.ts';
import { actorOfUser, recordBusinessAudit } from '../audit/index.ts';
import { endSubscriptionNow } from '../billing/index.ts';
import type { TDb } from '../db/client.ts';
import { businesses } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import type { TSessionUser } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { CLOSING_JOBS } from './jobs.ts';
import { lockBusiness } from './lock-business.ts';

/** How the super admin's log names whoever closed or reopened a business: by role, never by person. */
export const TEAM_ADMIN_ACTOR = { userId: null, email: 'Team admin' } as const;

/**
 * A team admin closes the business (issue 33), confirming with its name as shown: it reads as closed at once
 * everywhere that acts for it, its subscription ends now (in our tables here, at the provider by a job after commit),
 * and after the grace period every row of it is deleted unless it is reopened. Recorded in its own audit trail and,
 * without personal data (its id, plan and dates), in the super admin's log.
 */
export async function closeBusiness({
  db,
  queue,
  businessId,
  user,
  confirmName,
}: {
  db: TDb;
  queue: TQueue;
  businessId: string;
  user: TSessionUser | null;
  confirmName: string;
}): Promise<TClosingStatus> {
  return db.transaction(async (tx) => {
    const row = await lockBusiness(tx, businessId);
    if (row.closedAt) throw new AppError('CONFLICT', CLOSING_MESSAGES.alreadyClosed);
    if (confirmName.trim() !== row.companyName.trim()) throw new AppError('VALIDATION', CLOSING_MESSAGES.wrongName);

    const closedAt = new Date();
    await tx
      .update(businesses)
      .set({ closedAt, closedByUserId: user?.id ?? null })
      .where(eq(businesses.id, businessId));
    const { subscriptionId, tierName } = await endSubscriptionNow({ tx, businessId });
    if (subscriptionId) await queue.send(CLOSING_JOBS.cancelSubscription, { businessId, subscriptionId }, { tx });

    const deletesAt = closingDeletesAt(closedAt.toISOString());
    await recordBusinessAudit({
      db: tx,
      entry: {
        businessId,
        actor: actorOfUser(user),
        action: 'business.close',
        targetType: 'business',
        targetId: businessId,
        details: { deletesAt, subscriptionCancelled: subscriptionId !== null },
      },
    });
    await recordAudit({
      db: tx,
      entry: {
        actor: TEAM_ADMIN_ACTOR,
        action: 'tenant.close',
        targetType: 'business',
        targetId: businessId,
        before: { plan: tierName, closedAt: null },
        after: { plan: 'Free', closedAt: closedAt.toISOString(), deletesAt },
      },
    });
    const closed = closedAt.toISOString();
    return { companyName: row.companyName, closedAt: closed, deletesAt, canManage: true, timeZone: row.timeZone };
  });
}
