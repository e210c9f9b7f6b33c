import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses, tenantMembers } from '../db/schema/index.ts';
import type { TUsableInvitation } from './find-invitation.ts';

/** A business row for someone who joins a team with no business of their own: linked to the team, on its tier. */
export async function insertMemberBusiness({
  tx,
  userId,
  invitation,
}: {
  tx: TExecutor;
  userId: string;
  invitation: TUsableInvitation;
}): Promise<void> {
  const [tenantBusiness] = await tx
    .select({ tierId: businesses.tierId })
    .from(businesses)
    .where(eq(businesses.id, invitation.adminUserId))
    .limit(1);
  await tx.insert(businesses).values({
    id: userId,
    email: invitation.email,
    companyName: invitation.companyName,
    tierId: tenantBusiness?.tierId ?? null,
    tenantId: invitation.tenantId,
    isTenantAdmin: false,
  });
}

/** The active membership with the invited role; a returning (previously removed) member gets their row back. */
export async function activateMembership({
  tx,
  userId,
  invitation,
}: {
  tx: TExecutor;
  userId: string;
  invitation: TUsableInvitation;
}): Promise<void> {
  const acceptedAt = new Date();
  await tx
    .insert(tenantMembers)
    .values({
      tenantId: invitation.tenantId,
      userId,
      role: invitation.role,
      status: 'active',
      invitedAt: invitation.createdAt,
      acceptedAt,
    })
    .onConflictDoUpdate({
      target: [tenantMembers.tenantId, tenantMembers.userId],
      set: { role: invitation.role, status: 'active', invitedAt: invitation.createdAt, acceptedAt },
    });
}
