import type { TCompanyProfile, TTeamInvitation, TTeamRole } from '@regulars/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses, subscriptionTiers, tenantInvitations, tenantMembers, users } from '../db/schema/index.ts';
import { requireCompanyTenant } from './company-tenant.ts';
import { seatUsage } from './seats.ts';
import { toInvitation } from './to-invitation.ts';

/** The /company screen: company facts, seats, active members and (for the admin) pending invitations. */
export async function getCompanyProfile(opts: {
  db: TExecutor;
  businessId: string;
  userId: string;
  role: TTeamRole;
}): Promise<TCompanyProfile> {
  const { db, businessId, userId, role } = opts;
  const tenant = await requireCompanyTenant({ db, businessId });
  const isAdmin = role === 'admin';

  const [[business], members, invitations, seats] = await Promise.all([
    db
      .select({
        email: businesses.email,
        subscriptionStatus: businesses.subscriptionStatus,
        tierName: subscriptionTiers.name,
        twoStepRequired: businesses.requireTwoStep,
      })
      .from(businesses)
      .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, businesses.tierId))
      .where(eq(businesses.id, businessId))
      .limit(1),
    db
      .select({ member: tenantMembers, name: users.name, email: users.email, twoStepOn: users.twoFactorEnabled })
      .from(tenantMembers)
      .innerJoin(users, eq(users.id, tenantMembers.userId))
      .where(and(eq(tenantMembers.tenantId, tenant.tenantId), eq(tenantMembers.status, 'active')))
      .orderBy(desc(tenantMembers.invitedAt)),
    isAdmin ? listPendingInvitations(db, tenant.tenantId) : Promise.resolve([]),
    seatUsage({ db, tenantId: tenant.tenantId, businessId }),
  ]);

  return {
    company: {
      tenantId: tenant.tenantId,
      companyName: tenant.companyName,
      adminEmail: business?.email ?? '',
      createdAt: tenant.createdAt.toISOString(),
      subscriptionStatus: business?.subscriptionStatus ?? 'trial',
      tierName: business?.tierName ?? null,
      twoStepRequired: business?.twoStepRequired ?? false,
    },
    viewer: { role, isAdmin },
    seats,
    members: members.map(({ member, name, email, twoStepOn }) => ({
      id: member.id,
      userId: member.userId,
      name,
      email,
      role: member.role,
      status: member.status,
      invitedAt: member.invitedAt.toISOString(),
      acceptedAt: member.acceptedAt?.toISOString() ?? null,
      isYou: member.userId === userId,
      twoStepOn,
    })),
    invitations,
  };
}

async function listPendingInvitations(db: TExecutor, tenantId: string): Promise<TTeamInvitation[]> {
  const rows = await db
    .select()
    .from(tenantInvitations)
    .where(and(eq(tenantInvitations.tenantId, tenantId), eq(tenantInvitations.status, 'pending')))
    .orderBy(desc(tenantInvitations.createdAt));
  return rows.map(toInvitation);
}
