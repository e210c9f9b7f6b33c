import { INVITATION_MESSAGES } from '@regulars/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { passwordSignIn, type TSignInLimit, verifySecondStep } from '../auth/index.ts';
import type { TDb, TExecutor } from '../db/client.ts';
import { businesses, sessions, superAdmins, tenantMembers, tenants } from '../db/schema/index.ts';
import type { TAuth } from '../platform/better-auth.ts';
import { AppError } from '../platform/errors.ts';
import { claimInvitation } from './claim-invitation.ts';
import { findUsableInvitation, type TUsableInvitation } from './find-invitation.ts';
import { activateMembership, insertMemberBusiness } from './team-membership.ts';

/**
 * The accept page's 'Sign In' tab: only the invited email may accept, with its password (limited like every
 * sign-in). That user's business then joins the inviting team as a member, in one transaction; if joining is
 * refused, the session just opened is ended again. Returns the session's Set-Cookie headers for the route; for an
 * account with two-step sign-in, `secondStep` and its cookie instead (nothing joined yet).
 */
export async function acceptWithSignIn({
  db,
  auth,
  signInLimit,
  ip,
  headers,
  token,
  email,
  password,
}: {
  db: TDb;
  auth: TAuth;
  signInLimit: TSignInLimit;
  ip: string;
  headers: Headers;
  token: string;
  email: string;
  password: string;
}): Promise<{ secondStep?: true; setCookies: string[] }> {
  const invitation = await findUsableInvitation({ db, token });
  if (email !== invitation.email.toLowerCase()) {
    throw new AppError('FORBIDDEN', INVITATION_MESSAGES.wrongEmail(invitation.email));
  }
  const session = await passwordSignIn({ db, auth, signInLimit, email, password, ip, headers });
  // Two-step sign-in: no session yet; joining waits for the code (acceptWithSecondStep).
  if (session.secondStep) return { secondStep: true, setCookies: session.setCookies };
  await joinOrEndSession(db, invitation, session);
  return { setCookies: session.setCookies };
}

/**
 * The Sign In tab's second step, for an account with two-step sign-in: the code opens the session, which must be the
 * invited email's; then the business joins the team as above.
 */
export async function acceptWithSecondStep({
  db,
  auth,
  headers,
  token,
  input,
}: {
  db: TDb;
  auth: TAuth;
  headers: Headers;
  token: string;
  input: { kind: 'app' | 'recovery'; code: string; trustDevice?: boolean };
}): Promise<{ user: { id: string; email: string }; setCookies: string[] }> {
  const invitation = await findUsableInvitation({ db, token });
  const session = await verifySecondStep({ auth, input, headers });
  if (session.user.email.toLowerCase() !== invitation.email.toLowerCase()) {
    await db.delete(sessions).where(eq(sessions.token, session.token));
    throw new AppError('FORBIDDEN', INVITATION_MESSAGES.wrongEmail(invitation.email));
  }
  await joinOrEndSession(db, invitation, session);
  return { user: session.user, setCookies: session.setCookies };
}

/** Joins the team; if joining is refused, the session just opened must not outlive the refusal. */
async function joinOrEndSession(
  db: TDb,
  invitation: TUsableInvitation,
  session: { user: { id: string }; token: string | undefined },
): Promise<void> {
  try {
    await joinTeam(db, invitation, session.user.id);
  } catch (err) {
    // Not accepted: the session just made must not outlive the refusal.
    if (session.token) await db.delete(sessions).where(eq(sessions.token, session.token));
    throw err;
  }
}

/** Links the signed-in user's business (made now if they have none) to the inviting team as a member. */
async function joinTeam(db: TDb, invitation: TUsableInvitation, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await claimInvitation({ tx, invitationId: invitation.id });
    const [admin] = await tx.select({ id: superAdmins.id }).from(superAdmins).where(eq(superAdmins.id, userId));
    if (admin) throw new AppError('FORBIDDEN', 'A super admin account cannot join a team');
    const [business] = await tx
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.id, userId))
      .limit(1);
    if (!business) {
      await insertMemberBusiness({ tx, userId, invitation });
    } else {
      await assertNotLeavingATeamBehind(tx, userId, invitation.tenantId);
      await tx
        .update(businesses)
        .set({ tenantId: invitation.tenantId, isTenantAdmin: false })
        .where(eq(businesses.id, userId));
    }
    await activateMembership({ tx, userId, invitation });
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
