import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { accounts, superAdmins, users } from '../db/schema/index.ts';

/** Makes the account from SUPER_ADMIN_EMAIL/PASSWORD exist, with that password, as a super admin. */
export async function ensureSuperAdmin({
  db,
  creds,
}: {
  db: TDb;
  creds: { email: string; password: string };
}): Promise<void> {
  const passwordHash = await hashPassword(creds.password);
  try {
    await upsertSuperAdmin(db, creds.email, passwordHash);
  } catch (err) {
    // Two processes starting at once on one database: the other created the user first.
    if (!isUniqueViolation(err)) throw err;
    await upsertSuperAdmin(db, creds.email, passwordHash);
  }
}

async function upsertSuperAdmin(db: TDb, email: string, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    let [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (!user) {
      [user] = await tx
        .insert(users)
        .values({ id: randomUUID(), email, name: 'Super Admin', emailVerified: true })
        .returning({ id: users.id });
    }
    const [credential] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')))
      .limit(1);
    if (credential) {
      await tx
        .update(accounts)
        .set({ password: passwordHash, updatedAt: new Date() })
        .where(eq(accounts.id, credential.id));
    } else {
      await tx.insert(accounts).values({
        id: randomUUID(),
        accountId: user.id,
        providerId: 'credential',
        userId: user.id,
        password: passwordHash,
      });
    }
    await tx.insert(superAdmins).values({ id: user.id }).onConflictDoNothing();
  });
}
