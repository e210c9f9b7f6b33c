import { INVITATION_MESSAGES, type TTeamRole } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { tenantInvitations, tenants } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { hashInvitationToken } from './invitation-token.ts';

export type TUsableInvitation = {
  id: string;
  tenantId: string;
  email: string;
  role: TTeamRole;
  createdAt: Date;
  companyName: string;
  adminUserId: string;
};

/**
 * The invitation behind a link, only while pending and unexpired. Otherwise the message the accept page shows:
 * NOT_FOUND (no such link), CONFLICT (used or revoked), INVALID_TOKEN (expired).
 */
export async function findUsableInvitation({
  db,
  token,
}: {
  db: TExecutor;
  token: string;
}): Promise<TUsableInvitation> {
  const [row] = await db
    .select({ invitation: tenantInvitations, companyName: tenants.companyName, adminUserId: tenants.adminUserId })
    .from(tenantInvitations)
    .innerJoin(tenants, eq(tenants.id, tenantInvitations.tenantId))
    .where(eq(tenantInvitations.tokenHash, hashInvitationToken(token)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', INVITATION_MESSAGES.notFound);
  const { invitation } = row;
  if (invitation.status !== 'pending') throw new AppError('CONFLICT', INVITATION_MESSAGES.usedOrRevoked);
  if (invitation.expiresAt.getTime() <= Date.now()) throw new AppError('INVALID_TOKEN', INVITATION_MESSAGES.expired);
  return {
    id: invitation.id,
    tenantId: invitation.tenantId,
    email: invitation.email,
    role: invitation.role,
    createdAt: invitation.createdAt,
    companyName: row.companyName,
    adminUserId: row.adminUserId,
  };
}
