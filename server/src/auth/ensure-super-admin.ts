import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TDb, TExecutor } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { accounts, sessions, superAdmins, users } from '../db/schema/index.ts';
import type { TLogger } from '../platform/logger.ts';
import { hashPassword, verifyPassword } from '../platform/password-hash.ts';

export const UNVERIFIED_SUPER_ADMIN_EMAIL =
  'SUPER_ADMIN_EMAIL belongs to an account that signed up itself with an unverified email; it was not made super admin. Use another address, or delete that account.';

type TOutcome = 'created' | 'promoted' | 'password reset' | 'unchanged' | 'unverified';

/**
 * Makes the account from SUPER_ADMIN_EMAIL/PASSWORD exist, with that password, as a super admin. Anyone can sign up
 * with any address, so an existing account is promoted only when its email is verified (Google, or created here);
 * one that signed up itself is left alone, password included, and the log says what to do. Promoting the account or
 * setting its password ends every session it has, so whoever held it before loses access at once.
 */
export async function ensureSuperAdmin({
  db,
  creds,
  logger,
}: {
  db: TDb;
  creds: { email: string; password: string };
  logger: TLogger;
}): Promise<void> {
  let outcome: TOutcome;
  try {
    outcome = await upsertSuperAdmin(db, creds);
  } catch (err) {
    // Two processes starting at once on one database: the other created the user first.
    if (!isUniqueViolation(err)) throw err;
    outcome = await upsertSuperAdmin(db, creds);
  }
  if (outcome === 'unverified') logger.error(UNVERIFIED_SUPER_ADMIN_EMAIL);
  if (outcome === 'promoted')
    logger.info('The SUPER_ADMIN_EMAIL account was made super admin; its sessions were ended');
  if (outcome === 'password reset') {
    logger.info('The SUPER_ADMIN_EMAIL account got the password SUPER_ADMIN_PASSWORD sets; its sessions were ended');
  }
}

async function upsertSuperAdmin(db: TDb, creds: { email: string; password: string }): Promise<TOutcome> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.email, creds.email))
      .limit(1);
    if (!user) {
      const id = randomUUID();
      await tx.insert(users).values({ id, email: creds.email, name: 'Super Admin', emailVerified: true });
      await tx.insert(accounts).values({
        id: randomUUID(),
        accountId: id,
        providerId: 'credential',
        userId: id,
        password: await hashPassword(creds.password),
      });
      await tx.insert(superAdmins).values({ id });
      return 'created';
    }
    if (!user.emailVerified) {
      // Promoted by an earlier version that did not check: it goes back to being the business user it signed up as.
      await tx.delete(superAdmins).where(eq(superAdmins.id, user.id));
      return 'unverified';
    }
    const passwordSet = await setPassword(tx, user.id, creds.password);
    const promoted = await tx
      .insert(superAdmins)
      .values({ id: user.id })
      .onConflictDoNothing()
      .returning({ id: superAdmins.id });
    if (!passwordSet && promoted.length === 0) return 'unchanged';
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    return promoted.length > 0 ? 'promoted' : 'password reset';
  });
}

/** Gives the account the configured password; false when it already had it (a restart changes nothing). */
async function setPassword(tx: TExecutor, userId: string, password: string): Promise<boolean> {
  const [credential] = await tx
    .select({ id: accounts.id, hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  if (credential?.hash && (await verifyPassword({ hash: credential.hash, password }))) return false;
  const hash = await hashPassword(password);
  if (credential) {
    await tx.update(accounts).set({ password: hash, updatedAt: new Date() }).where(eq(accounts.id, credential.id));
  } else {
    await tx
      .insert(accounts)
      .values({ id: randomUUID(), accountId: userId, providerId: 'credential', userId, password: hash });
  }
  return true;
}
