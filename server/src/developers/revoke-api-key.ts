import { API_KEY_MESSAGES, type TApiKey } from '@regulars/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { apiKeys, apiRateBuckets } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { isUuid } from '../platform/uuid-param.ts';
import { toApiKey } from './to-api-key.ts';

/**
 * Revokes a key at once: the next request with it, on any process, is refused (the bearer check reads the row every
 * time). Revoking twice keeps the first time. Another business's id is NOT_FOUND like an unknown one.
 */
export async function revokeApiKey({
  db,
  businessId,
  keyId,
}: {
  db: TDb;
  businessId: string;
  keyId: string;
}): Promise<TApiKey> {
  if (!isUuid(keyId)) throw new AppError('NOT_FOUND', API_KEY_MESSAGES.notFound);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiKeys)
      .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
      .where(and(eq(apiKeys.businessId, businessId), eq(apiKeys.id, keyId)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', API_KEY_MESSAGES.notFound);
    await tx
      .delete(apiRateBuckets)
      .where(and(eq(apiRateBuckets.businessId, businessId), eq(apiRateBuckets.keyId, keyId)));
    return toApiKey(row);
  });
}
