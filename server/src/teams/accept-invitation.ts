import { randomUUID } from 'node:crypto';
import { invitedAccountName } from '@regulars/contracts';
import { hashPassword } from 'better-auth/crypto';
import { and, eq, ne } from 'drizzle-orm';
import { EMAIL_TAKEN_MESSAGE, isUniqueViolation } from '../auth/create-account.ts';
import type { TDb, TExecutor } from '../db/client.ts';
import { accounts, businesses, superAdmins, tenantMembers, tenants, users } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { claimInvitation, findUsableInvitation, type TUsableInvitation } from './find-invitation.ts';

/**
 * 'Create Account' tab: the user, their credential, their business row linked to the inviting
 * tenant (not its admin), the active membership with the invited role, and the invitation marked
 * accepted — one transaction. Returns the email to sign in with.
 */
export async function acceptWithNewAccount(opts: {
  db: TDb;
  token: string;
  firstName: string;
  lastName: string;
  password: string;
}): Promise<{ email: string }> {
  const { db } = opts;
  const invitation = await findUsableInvitation(db, opts.token);
  const passwordHash = await hashPassword(opts.password);
  try {
    await db.transaction(async (tx) => {
      await claimInvitation(tx, invitation.id);
      const taken = await tx.select({ id: users.id }).from(users).where(eq(users.email, invitation.email)).limit(1);
      if (taken.length > 0) throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
      const userId = randomUUID();
      await tx.insert(users).values({
        id: userId,
        email: invitation.email,
        name: invitedAccountName(opts.firstName, opts.lastName, invitation.email),
      });
      await tx
        .insert(accounts)
        .values({ id: randomUUID(), accountId: userId, providerId: 'credential', userId, password: passwordHash });
      await insertMemberBusiness(tx, userId, invitation);
      await activateMembership(tx, userId, invitation);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
    throw err;
  }
  return { email: invitation.email };
}

/**
 * 'Sign In' tab, after the caller proved the password of the invited email: link that user's
 * business to the inviting tenant as a member, in one transaction.
 */
export async function acceptWithExistingUser(opts: { db: TDb; invitation: TUsableInvitation; userId: string }) {
  const { db, invitation, userId } = opts;
  await db.transaction(async (tx) => {
    await claimInvitation(tx, invitation.id);
    const [admin] = await tx.select({ id: superAdmins.id }).from(superAdmins).where(eq(superAdmins.id, userId));
    if (admin) throw new AppError('FORBIDDEN', 'A super admin account cannot join a team');
    const [business] = await tx
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.id, userId))
      .limit(1);
    if (!business) {
      await insertMemberBusiness(tx, userId, invitation);
    } else {
      await assertNotLeavingATeamBehind(tx, userId, invitation.tenantId);
      await tx
        .update(businesses)
        .set({ tenantId: invitation.tenantId, isTenantAdmin: false })
        .where(eq(businesses.id, userId));
    }
    await activateMembership(tx, userId, invitation);
  });
}

/** An admin whose own team still has active members would strand them: refuse instead. */
async function assertNotLeavingATeamBehind(tx: TExecutor, userId: string, joiningTenantId: string) {
  const [own] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.adminUserId, userId)).limit(1);
  if (!own || own.id === joiningTenantId) return;
  const [other] = await tx
    .select({ id: tenantMembers.id })
    .from(tenantMembers)
    .where(
      and(eq(tenantMembers.tenantId, own.id), eq(tenantMembers.status, 'active'), ne(tenantMembers.userId, userId)),
    )
    .limit(1);
  if (other) {
    throw new AppError(
      'CONFLICT',
      'You are the admin of a team with other members. Remove them before joining another team.',
    );
  }
}

async function insertMemberBusiness(tx: TExecutor, userId: string, invitation: TUsableInvitation) {
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

/** A returning (previously removed) member gets their row back, active, with the invited role. */
async function activateMembership(tx: TExecutor, userId: string, invitation: TUsableInvitation) {
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
