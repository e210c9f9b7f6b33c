import { SEAT_LIMIT_MESSAGE, type TTeamInvitation } from '@regulars/contracts';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { planLimitError } from '../billing/plan-limits.ts';
import type { TDb, TExecutor } from '../db/client.ts';
import { tenantInvitations, tenantMembers, users } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { AppError } from '../platform/errors.ts';
import { hasFreeSeat, lockTenant, requireCompanyTenant, seatUsage, type TCompanyTenant } from './company-tenant.ts';
import { toInvitation } from './get-company-profile.ts';
import { invitationEmail } from './invitation-email.ts';
import { INVITATION_TTL_MS, invitationLink, newInvitationToken } from './invitation-token.ts';

export const INVITATION_NOT_FOUND = 'Invitation not found';

type TSendDeps = { db: TDb; queue: TQueue; appUrl: string };

/** The admin invites someone by email; the role is always member (spec section 6). */
export async function inviteMember(
  opts: TSendDeps & { businessId: string; invitedByUserId: string; email: string },
): Promise<TTeamInvitation> {
  const { db, businessId, email } = opts;
  const tenant = await requireCompanyTenant(db, businessId);
  return db.transaction(async (tx) => {
    await lockTenant(tx, tenant.tenantId);
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
    await assertFreeSeat(tx, tenant, businessId);
    return createAndEmail(tx, opts, tenant, { email, role: 'member' });
  });
}

/** Spec section 4: resend revokes the old invitation and sends a fresh one (new token, new 7 days). */
export async function resendInvitation(
  opts: TSendDeps & { businessId: string; invitedByUserId: string; invitationId: string },
): Promise<TTeamInvitation> {
  const { db, businessId, invitationId } = opts;
  const tenant = await requireCompanyTenant(db, businessId);
  return db.transaction(async (tx) => {
    await lockTenant(tx, tenant.tenantId);
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
    if (!old) throw new AppError('NOT_FOUND', INVITATION_NOT_FOUND);
    // An expired invitation held no seat, so its fresh copy needs one.
    await assertFreeSeat(tx, tenant, businessId);
    return createAndEmail(tx, opts, tenant, { email: old.email, role: old.role });
  });
}

export async function revokeInvitation(opts: { db: TDb; businessId: string; invitationId: string }): Promise<void> {
  const tenant = await requireCompanyTenant(opts.db, opts.businessId);
  const revoked = await opts.db
    .update(tenantInvitations)
    .set({ status: 'revoked' })
    .where(
      and(
        eq(tenantInvitations.id, opts.invitationId),
        eq(tenantInvitations.tenantId, tenant.tenantId),
        eq(tenantInvitations.status, 'pending'),
      ),
    )
    .returning({ id: tenantInvitations.id });
  if (revoked.length === 0) throw new AppError('NOT_FOUND', INVITATION_NOT_FOUND);
}

async function assertFreeSeat(tx: TExecutor, tenant: TCompanyTenant, businessId: string): Promise<void> {
  const seats = await seatUsage(tx, { tenantId: tenant.tenantId, businessId });
  if (!hasFreeSeat(seats)) throw planLimitError(SEAT_LIMIT_MESSAGE, { limit: seats.max, current: seats.used });
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

/** Stores the invitation (token hashed) and enqueues its email in the same transaction. */
async function createAndEmail(
  tx: TExecutor,
  deps: TSendDeps & { businessId: string; invitedByUserId: string },
  tenant: TCompanyTenant,
  invite: { email: string; role: 'admin' | 'member' },
): Promise<TTeamInvitation> {
  const { token, tokenHash } = newInvitationToken();
  const [row] = await tx
    .insert(tenantInvitations)
    .values({
      tenantId: tenant.tenantId,
      email: invite.email,
      role: invite.role,
      status: 'pending',
      tokenHash,
      invitedByUserId: deps.invitedByUserId,
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    })
    .returning();
  await deps.queue.send(
    'email.send',
    invitationEmail({
      to: invite.email,
      companyName: tenant.companyName,
      link: invitationLink(deps.appUrl, token),
      businessId: deps.businessId,
    }),
    { tx },
  );
  return toInvitation(row);
}
