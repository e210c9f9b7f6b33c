import { type TTillProvider, tillMessages } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import { deleteBusinessKey, saveBusinessKey } from '../db/business-keys.ts';
import type { TDb } from '../db/client.ts';
import { tillConnections, tillLocations } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { AppError } from '../platform/errors.ts';
import { findTillConnection } from './connection-row.ts';
import { TILL_JOBS } from './jobs.ts';
import { linkTillLocations } from './link-till-locations.ts';

/** The business key that says which business holds a till's account: a webhook's only way to its business. */
export const TILL_KEY_KIND = { square: 'square_merchant', shopify: 'shopify_shop' } as const;

const BACKFILL_JOB = { square: TILL_JOBS.backfillSquare, shopify: TILL_JOBS.backfillShopify } as const;

class AccountTaken extends Error {}

/**
 * The last step of connecting either till, in one transaction: the account's key taken for this business (refused,
 * 409, when another business holds it: a sale must earn once), the connection written or updated with its sealed
 * tokens, the till's locations linked, a new account's 30 days before connecting queued for the backfill (once per
 * account), and the audit row.
 */
export async function storeTillConnection({
  db,
  queue,
  provider,
  businessId,
  actor,
  userId,
  account,
  sealed,
  places,
  details,
}: {
  db: TDb;
  queue: TQueue;
  provider: TTillProvider;
  businessId: string;
  actor: TBusinessActor;
  userId: string | null;
  account: { id: string; name: string };
  sealed: { accessTokenEncrypted: string; refreshTokenEncrypted: string | null; tokenExpiresAt: Date | null };
  places: { id: string; name: string }[];
  /** What the audit row adds about the account. */
  details: Record<string, string>;
}): Promise<void> {
  const kind = TILL_KEY_KIND[provider];
  try {
    await db.transaction(async (tx) => {
      const existing = await findTillConnection({ db: tx, businessId, provider });
      if (existing && existing.accountId !== account.id) {
        await deleteBusinessKey({ tx, kind, key: existing.accountId, businessId });
        await tx
          .delete(tillLocations)
          .where(and(eq(tillLocations.businessId, businessId), eq(tillLocations.connectionId, existing.id)));
      }
      await saveBusinessKey({ tx, kind, key: account.id, businessId }).catch(() => {
        throw new AccountTaken();
      });
      const newAccount = existing?.accountId !== account.id;
      const values = {
        ...(newAccount ? { backfilledAt: null } : {}),
        accountId: account.id,
        accountName: account.name,
        ...sealed,
        lastError: null,
        lastErrorAt: null,
        updatedAt: new Date(),
      };
      const [row] = await tx
        .insert(tillConnections)
        .values({ businessId, provider, connectedByUserId: userId, ...values })
        .onConflictDoUpdate({ target: [tillConnections.businessId, tillConnections.provider], set: values })
        .returning({ id: tillConnections.id });
      if (!row) throw new Error('the connection was not written');
      await linkTillLocations({ tx, businessId, connectionId: row.id, places });
      if (newAccount) {
        await queue.send(BACKFILL_JOB[provider], { businessId, connectedAt: new Date().toISOString() }, { tx });
      }
      await recordBusinessAudit({
        db: tx,
        entry: {
          businessId,
          actor,
          action: existing ? 'till.reconnect' : 'till.connect',
          targetType: 'till_connection',
          targetId: row.id,
          details: { provider, account: account.name, ...details },
        },
      });
    });
  } catch (err) {
    if (err instanceof AccountTaken) throw new AppError('CONFLICT', tillMessages(provider).accountTaken);
    throw err;
  }
}
