import type { TPasskey, TPasskeyList } from '@regulars/contracts';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { accounts, passkeys } from '../db/schema/index.ts';

export function toPasskey(row: typeof passkeys.$inferSelect): TPasskey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    synced: row.backedUp,
  };
}

/** Whether the account signs in with a password (then adding a passkey asks it again). */
export async function hasPassword(db: TExecutor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential'), isNotNull(accounts.password)))
    .limit(1);
  return Boolean(row);
}

/** GET /account/passkeys: the account's own passkeys, oldest first. */
export async function listPasskeys(db: TExecutor, userId: string): Promise<TPasskeyList> {
  const rows = await db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
  return { passkeys: rows.map(toPasskey), needsPassword: await hasPassword(db, userId) };
}
