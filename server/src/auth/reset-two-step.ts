import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { sessions, twoFactors, users } from '../db/schema/index.ts';

/**
 * A lost phone's way back when its recovery codes are gone too (issue 53): the account's authenticator key and
 * recovery codes are deleted and every session it has ends, so whoever holds an old one is out. The next sign-in is
 * the password's; where two-step sign-in is required, its set-up comes first. Never silent: the callers email the
 * account. False when the account had it off (nothing changed).
 */
export async function resetTwoStep({ db, userId }: { db: TExecutor; userId: string }): Promise<boolean> {
  const [user] = await db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, userId));
  if (!user?.on) return false;
  await db.delete(twoFactors).where(eq(twoFactors.userId, userId));
  await db.update(users).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(users.id, userId));
  await db.delete(sessions).where(eq(sessions.userId, userId));
  return true;
}
