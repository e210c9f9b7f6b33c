import { CLOSING_MESSAGES, closingDeletesAt, type TClosingStatus } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../admin/index.ts';
import { actorOfUser, recordBusinessAudit } from '../audit/index.ts';
import type { TDb } from '../db/client.ts';
import { businesses } from '../db/schema/index.ts';
import type { TSessionUser } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { TEAM_ADMIN_ACTOR } from './close-business.ts';
import { lockBusiness } from './lock-business.ts';

/**
 * A team admin reopens a closed business within the grace period: everything works again at the next request. The
 * subscription stays cancelled (it ended at the provider when the business closed): the business is on Free until
 * the owner picks a plan again.
 */
export async function reopenBusiness({
  db,
  businessId,
  user,
  now = new Date(),
}: {
  db: TDb;
  businessId: string;
  user: TSessionUser | null;
  now?: Date;
}): Promise<TClosingStatus> {
  return db.transaction(async (tx) => {
    const row = await lockBusiness(tx, businessId);
    if (!row.closedAt) throw new AppError('CONFLICT', CLOSING_MESSAGES.notClosed);
    const deletesAt = closingDeletesAt(row.closedAt.toISOString());
    if (new Date(deletesAt).getTime() <= now.getTime()) throw new AppError('CONFLICT', CLOSING_MESSAGES.gracePassed);

    await tx.update(businesses).set({ closedAt: null, closedByUserId: null }).where(eq(businesses.id, businessId));
    await recordBusinessAudit({
      db: tx,
      entry: {
        businessId,
        actor: actorOfUser(user),
        action: 'business.reopen',
        targetType: 'business',
        targetId: businessId,
        details: { closedAt: row.closedAt.toISOString() },
      },
    });
    await recordAudit({
      db: tx,
      entry: {
        actor: TEAM_ADMIN_ACTOR,
        action: 'tenant.reopen',
        targetType: 'business',
        targetId: businessId,
        before: { closedAt: row.closedAt.toISOString(), deletesAt },
        after: { closedAt: null, reopenedAt: now.toISOString() },
      },
    });
    return { companyName: row.companyName, closedAt: null, deletesAt: null, canManage: true, timeZone: row.timeZone };
  });
}
