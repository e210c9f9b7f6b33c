import { API_KEY_MESSAGES, type TApiKey } from '@regulars/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import type { TDb } from '../db/client.ts';
import { apiKeys, apiRateBuckets } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { isUuid } from '../platform/uuid-param.ts';
import { toApiKey } from './to-api-key.ts';

/**
 * Revokes a key at once: the next request with it, on any process, is refused (the bearer check reads the row every
 * time). Revoking twice keeps the first time (and the trail its first entry). Another business's id is NOT_FOUND
 * like an unknown one. The audit row is written in the same transaction.
 */
export async function revokeApiKey({
  db,
  businessId,
  keyId,
  actor,
}: {
  db: TDb;
  businessId: string;
  keyId: string;
  actor: TBusinessActor;
}): Promise<TApiKey> {
  if (!isUuid(keyId)) throw new AppError('NOT_FOUND', API_KEY_MESSAGES.notFound);
  return db.transaction(async (tx) => {
    // The row as it was, locked: whether this call is the one that revokes it.
    const [before] = await tx
      .select({ revokedAt: apiKeys.revokedAt })
      .from(apiKeys)
      .where(and(eq(apiKeys.businessId, businessId), eq(apiKeys.id, keyId)))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', API_KEY_MESSAGES.notFound);
    const [row] = await tx
      .update(apiKeys)
      .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
      .where(and(eq(apiKeys.businessId, businessId), eq(apiKeys.id, keyId)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', API_KEY_MESSAGES.notFound);
    if (!before.revokedAt) {
      await recordBusinessAudit({
        db: tx,
        entry: {
          businessId,
          actor,
          action: 'api_key.revoke',
          targetType: 'api_key',
          targetId: row.id,
          details: { name: row.name, prefix: row.prefix },
        },
      });
    }
    await tx
      .delete(apiRateBuckets)
      .where(and(eq(apiRateBuckets.businessId, businessId), eq(apiRateBuckets.keyId, keyId)));
    return toApiKey(row);
  });
}
