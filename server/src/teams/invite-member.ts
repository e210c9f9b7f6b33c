import type { TTeamInvitation, TTeamRole } from '@regulars/contracts';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { TDb, TExecutor } from '../db/client.ts';
import { tenantInvitations, tenantMembers, users } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { AppError } from '../platform/errors.ts';
import { lockTenant, requireCompanyTenant } from './company-tenant.ts';
import { issueInvitation } from './issue-invitation.ts';
import { assertFreeSeat } from './seats.ts';

/**
 * The admin invites someone by email; they join as a member (a team has one admin), or as an admin when an agency
 * invites its client's owner (issue 32). Refuses a current member, an address with a pending invitation (Resend is for
 * that) and a team with no free seat (PLAN_LIMIT).
 */
export async function inviteMember({
  db,
  queue,
  appUrl,
  businessId,
  invitedByUserId,
  email,
  role = 'member',
}: {
  db: TDb;
  queue: Pick<TQueue, 'send'>;
  appUrl: string;
  businessId: string;
  invitedByUserId: string;
  email: string;
  role?: TTeamRole;
}): Promise<TTeamInvitation> {
  const tenant = await requireCompanyTenant({ db, businessId });
  return db.transaction(async (tx) => {
    await lockTenant({ tx, tenantId: tenant.tenantId });
    if (await isActiveMember(tx, tenant.tenantId, email)) {
      throw new AppError('CONFLICT', 'This person is already a member of your team', { email: ['Already a member'] });
    }
    const [pending] = await tx
      .select({ id: tenantInvitations.id })
      .from(tenantInvitations)
      .where(
        and(
          eq(tenantInvitations.tenantId, tenant.tenantId),
          eq(tenantInvitations.email, email),
          eq(tenantInvitations.status, 'pending'),
          gt(tenantInvitations.expiresAt, sql`now()`),
        ),
      )
      .limit(1);
    if (pending) {
      throw new AppError('CONFLICT', 'An invitation is already pending for this email. Use Resend to send it again.', {
        email: ['Already invited'],
      });
    }
    // Expired invitations for the address can no longer be used: retire them.
    await tx
      .update(tenantInvitations)
      .set({ status: 'revoked' })
      .where(
        and(
          eq(tenantInvitations.tenantId, tenant.tenantId),
          eq(tenantInvitations.email, email),
          eq(tenantInvitations.status, 'pending'),
          lte(tenantInvitations.expiresAt, sql`now()`),
        ),
      );
    await assertFreeSeat({ tx, tenantId: tenant.tenantId, businessId });
    return issueInvitation({ tx, queue, appUrl, businessId, invitedByUserId, tenant, email, role });
  });
}

async function isActiveMember(tx: TExecutor, tenantId: string, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: tenantMembers.id })
    .from(tenantMembers)
    .innerJoin(users, eq(users.id, tenantMembers.userId))
    .where(
      and(
        eq(tenantMembers.tenantId, tenantId),
        eq(tenantMembers.status, 'active'),
        eq(sql`lower(${users.email})`, email),
      ),
    )
    .limit(1);
  return Boolean(row);
}
