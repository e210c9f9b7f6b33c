import { randomUUID } from 'node:crypto';
import { invitedAccountName } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import { EMAIL_TAKEN_MESSAGE } from '../auth/index.ts';
import type { TDb } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { accounts, users } from '../db/schema/index.ts';
import type { TAuth } from '../platform/better-auth.ts';
import { AppError } from '../platform/errors.ts';
import { hashPassword } from '../platform/password-hash.ts';
import { claimInvitation } from './claim-invitation.ts';
import { findUsableInvitation } from './find-invitation.ts';
import { activateMembership, insertMemberBusiness } from './team-membership.ts';

/**
 * The accept page's 'Create Account' tab: the user, their credential, their business row linked to the inviting
 * team (not its admin), the active membership with the invited role, and the invitation marked accepted — one
 * transaction — then a session for the new account. Returns its Set-Cookie headers for the route to pass on.
 */
export async function acceptWithNewAccount({
  db,
  auth,
  headers,
  token,
  firstName,
  lastName,
  password,
}: {
  db: TDb;
  auth: TAuth;
  headers: Headers;
  token: string;
  firstName: string;
  lastName: string;
  password: string;
}): Promise<{ setCookies: string[] }> {
  const invitation = await findUsableInvitation({ db, token });
  const passwordHash = await hashPassword(password);
  try {
    await db.transaction(async (tx) => {
      await claimInvitation({ tx, invitationId: invitation.id });
      const taken = await tx.select({ id: users.id }).from(users).where(eq(users.email, invitation.email)).limit(1);
      if (taken.length > 0) throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
      const userId = randomUUID();
      await tx.insert(users).values({
        id: userId,
        email: invitation.email,
        name: invitedAccountName(firstName, lastName, invitation.email),
      });
      await tx
        .insert(accounts)
        .values({ id: randomUUID(), accountId: userId, providerId: 'credential', userId, password: passwordHash });
      await insertMemberBusiness({ tx, userId, invitation });
      await activateMembership({ tx, userId, invitation });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
    throw err;
  }
  const session = await auth.api.signInEmail({
    body: { email: invitation.email, password },
    headers,
    asResponse: true,
  });
  if (!session.ok) throw new AppError('INTERNAL', 'Failed to create session');
  return { setCookies: session.headers.getSetCookie() };
}
