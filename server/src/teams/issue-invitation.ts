import type { TTeamInvitation, TTeamRole } from '@regulars/contracts';
import { effectiveTier } from '../billing/index.ts';
import type { TExecutor } from '../db/client.ts';
import { tenantInvitations } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { MESSAGING_JOBS } from '../messaging/index.ts';
import type { TCompanyTenant } from './company-tenant.ts';
import { invitationEmail } from './invitation-email.ts';
import { INVITATION_TTL_MS, invitationLink, newInvitationToken } from './invitation-token.ts';
import { toInvitation } from './to-invitation.ts';

/**
 * Stores a fresh invitation (only the token's hash, valid for 7 days) and queues its email in the same transaction,
 * so the email exists only if the invitation does. Shared by inviting and resending.
 */
export async function issueInvitation({
  tx,
  queue,
  appUrl,
  businessId,
  invitedByUserId,
  tenant,
  email,
  role,
}: {
  tx: TExecutor;
  queue: Pick<TQueue, 'send'>;
  appUrl: string;
  businessId: string;
  invitedByUserId: string;
  tenant: TCompanyTenant;
  email: string;
  role: TTeamRole;
}): Promise<TTeamInvitation> {
  const { token, tokenHash } = newInvitationToken();
  const [row] = await tx
    .insert(tenantInvitations)
    .values({
      tenantId: tenant.tenantId,
      email,
      role,
      status: 'pending',
      tokenHash,
      invitedByUserId,
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    })
    .returning();
  const { whiteLabel } = (await effectiveTier({ db: tx, businessId })).features;
  await queue.send(
    MESSAGING_JOBS.sendEmail,
    invitationEmail({
      to: email,
      companyName: tenant.companyName,
      link: invitationLink(appUrl, token),
      businessId,
      whiteLabel,
    }),
    { tx },
  );
  return toInvitation(row);
}
