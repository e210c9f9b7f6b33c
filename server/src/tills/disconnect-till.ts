import type { TTillProvider } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import { deleteBusinessKey } from '../db/business-keys.ts';
import type { TDb } from '../db/client.ts';
import { tillConnections } from '../db/schema/index.ts';
import type { TConfig } from '../platform/config.ts';
import type { TLogger } from '../platform/logger.ts';
import type { TSecretBox } from '../platform/secret-box.ts';
import { uninstallShopifyApp } from '../providers/shopify/index.ts';
import { revokeSquareToken } from '../providers/square/index.ts';
import { findTillConnection } from './connection-row.ts';
import { TILL_KEY_KIND } from './store-till-connection.ts';

/**
 * Disconnect: the till ends Regulars' access (Square revokes the token; Shopify uninstalls the app from the store),
 * then the connection, its token and its location links are deleted (its sales stay: what they earned is on the
 * ledger). An ending the till does not take (it is unreachable, or the access was already ended there) still
 * disconnects here; the answer says whether the till confirmed it. Sales that arrive afterwards belong to no business
 * and are ignored.
 */
export async function disconnectTill({
  db,
  secrets,
  config,
  logger,
  provider,
  businessId,
  actor,
}: {
  db: TDb;
  secrets: TSecretBox;
  config: Pick<TConfig, 'square' | 'shopify'>;
  logger: TLogger;
  provider: TTillProvider;
  businessId: string;
  actor: TBusinessActor;
}): Promise<{ revokedAtTill: boolean }> {
  const row = await findTillConnection({ db, businessId, provider });
  if (!row) return { revokedAtTill: false };
  let revokedAtTill = false;
  const token = await secrets.decrypt(row.accessTokenEncrypted).catch(() => null);
  try {
    if (token && provider === 'square' && config.square) {
      await revokeSquareToken(config.square, token);
      revokedAtTill = true;
    }
    if (token && provider === 'shopify' && config.shopify) {
      await uninstallShopifyApp(config.shopify, row.accountId, token);
      revokedAtTill = true;
    }
  } catch (err) {
    logger.warn({ businessId, provider, err: String(err) }, 'The till did not confirm the end of our access');
  }
  await db.transaction(async (tx) => {
    await tx
      .delete(tillConnections)
      .where(and(eq(tillConnections.businessId, businessId), eq(tillConnections.id, row.id)));
    await deleteBusinessKey({ tx, kind: TILL_KEY_KIND[provider], key: row.accountId, businessId });
    await recordBusinessAudit({
      db: tx,
      entry: {
        businessId,
        actor,
        action: 'till.disconnect',
        targetType: 'till_connection',
        targetId: row.id,
        details: { provider, account: row.accountName, revokedAtTill },
      },
    });
  });
  return { revokedAtTill };
}
