import { INVITATION_MESSAGES, type TTeamInvitation } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { tenantInvitations } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { AppError } from '../platform/errors.ts';
import { lockTenant, requireCompanyTenant } from './company-tenant.ts';
import { issueInvitation } from './issue-invitation.ts';
import { assertFreeSeat } from './seats.ts';

/** Resend revokes the old invitation and sends a fresh one (a new token, a new 7 days) to the same address. */
export async function resendInvitation({
  db,
  queue,
  appUrl,
  businessId,
  invitedByUserId,
  invitationId,
}: {
  db: TDb;
  queue: Pick<TQueue, 'send'>;
  appUrl: string;
  businessId: string;
  invitedByUserId: string;
  invitationId: string;
}): Promise<TTeamInvitation> {
  const tenant = await requireCompanyTenant({ db, businessId });
  return db.transaction(async (tx) => {
    await lockTenant({ tx, tenantId: tenant.tenantId });
    const [old] = await tx
      .update(tenantInvitations)
      .set({ status: 'revoked' })
      .where(
        and(
          eq(tenantInvitations.id, invitationId),
          eq(tenantInvitations.tenantId, tenant.tenantId),
          eq(tenantInvitations.status, 'pending'),
        ),
      )
      .returning();
    if (!old) throw new AppError('NOT_FOUND', INVITATION_MESSAGES.notFound);
    // An expired invitation held no seat, so its fresh copy needs one.
    await assertFreeSeat({ tx, tenantId: tenant.tenantId, businessId });
    return issueInvitation({
      tx,
      queue,
      appUrl,
      businessId,
      invitedByUserId,
      tenant,
      email: old.email,
      role: old.role,
    });
  });
}
