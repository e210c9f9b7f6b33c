import { INVITATION_MESSAGES } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { tenantInvitations } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { requireCompanyTenant } from './company-tenant.ts';

/** The admin withdraws a pending invitation: its link stops working and its seat is free again. */
export async function revokeInvitation({
  db,
  businessId,
  invitationId,
}: {
  db: TExecutor;
  businessId: string;
  invitationId: string;
}): Promise<void> {
  const tenant = await requireCompanyTenant({ db, businessId });
  const revoked = await db
    .update(tenantInvitations)
    .set({ status: 'revoked' })
    .where(
      and(
        eq(tenantInvitations.id, invitationId),
        eq(tenantInvitations.tenantId, tenant.tenantId),
        eq(tenantInvitations.status, 'pending'),
      ),
    )
    .returning({ id: tenantInvitations.id });
  if (revoked.length === 0) throw new AppError('NOT_FOUND', INVITATION_MESSAGES.notFound);
}
