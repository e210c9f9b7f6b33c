import type { TTwoStepRequiredBy, TTwoStepState } from '@regulars/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { accounts, users } from '../db/schema/index.ts';
import type { TAuth } from '../platform/better-auth.ts';

/** Settings → Sign-in security: on or off, the recovery codes left, and whether the account has a password. */
export async function readTwoStep({
  db,
  auth,
  userId,
  requiredBy,
}: {
  db: TDb;
  auth: TAuth;
  userId: string;
  /** Who requires it of the account (the session says). */
  requiredBy: TTwoStepRequiredBy | null;
}): Promise<TTwoStepState> {
  const [[user], [credential]] = await Promise.all([
    db.select({ enabled: users.twoFactorEnabled }).from(users).where(eq(users.id, userId)),
    db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential'), isNotNull(accounts.password)))
      .limit(1),
  ]);
  const enabled = Boolean(user?.enabled);
  // The codes are stored encrypted together: counting them means reading them, here on the server only.
  const recoveryCodesLeft = enabled ? (await auth.api.viewBackupCodes({ body: { userId } })).backupCodes.length : null;
  return { enabled, recoveryCodesLeft, hasPassword: Boolean(credential), requiredBy };
}
