import { and, eq } from 'drizzle-orm';
import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import { deleteBusinessKey } from '../db/business-keys.ts';
import type { TDb } from '../db/client.ts';
import { tillConnections } from '../db/schema/index.ts';
import type { TConfig } from '../platform/config.ts';
import type { TLogger } from '../platform/logger.ts';
import type { TSecretBox } from '../platform/secret-box.ts';
import { revokeSquareToken } from '../providers/square/index.ts';
import { findTillConnection } from './connection-row.ts';

/**
 * Disconnect: Square revokes Regulars' access to the seller's account, then the connection, its tokens and its
 * location links are deleted (its sales stay: what they earned is on the ledger). A revocation Square does not take
 * (it is unreachable, or the access was already revoked there) still disconnects here; the answer says whether Square
 * confirmed it. Sales that arrive afterwards belong to no business and are ignored.
 */
export async function disconnectSquare({
  db,
  secrets,
  config,
  logger,
  businessId,
  actor,
}: {
  db: TDb;
  secrets: TSecretBox;
  config: Pick<TConfig, 'square'>;
  logger: TLogger;
  businessId: string;
  actor: TBusinessActor;
}): Promise<{ revokedAtSquare: boolean }> {
  const row = await findTillConnection({ db, businessId, provider: 'square' });
  if (!row) return { revokedAtSquare: false };
  let revokedAtSquare = false;
  const token = await secrets.decrypt(row.accessTokenEncrypted).catch(() => null);
  if (token && config.square) {
    try {
      await revokeSquareToken(config.square, token);
      revokedAtSquare = true;
    } catch (err) {
      logger.warn({ businessId, err: String(err) }, 'Square did not confirm the revocation');
    }
  }
  await db.transaction(async (tx) => {
    await tx
      .delete(tillConnections)
      .where(and(eq(tillConnections.businessId, businessId), eq(tillConnections.id, row.id)));
    await deleteBusinessKey({ tx, kind: 'square_merchant', key: row.accountId, businessId });
    await recordBusinessAudit({
      db: tx,
      entry: {
        businessId,
        actor,
        action: 'till.disconnect',
        targetType: 'till_connection',
        targetId: row.id,
        details: { provider: 'square', account: row.accountName, revokedAtSquare },
      },
    });
  });
  return { revokedAtSquare };
}
