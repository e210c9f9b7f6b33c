import { and, eq, isNull, sql } from 'drizzle-orm';
import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import type { TExecutor } from '../db/client.ts';
import { apiKeys, apiRateBuckets } from '../db/schema/index.ts';

/**
 * Revokes every key of the business still in use (issue 47: an agency hands a client over, and the keys it made must
 * not open the client again once its owner upgrades). They stay listed as revoked; one audit row each, in the
 * caller's transaction, with `why` in it.
 */
export async function revokeAllApiKeys({
  tx,
  businessId,
  actor,
  why,
}: {
  tx: TExecutor;
  businessId: string;
  actor: TBusinessActor;
  why: Record<string, unknown>;
}): Promise<number> {
  const revoked = await tx
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.businessId, businessId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id, name: apiKeys.name, prefix: apiKeys.prefix });
  for (const key of revoked) {
    await recordBusinessAudit({
      db: tx,
      entry: {
        businessId,
        actor,
        action: 'api_key.revoke',
        targetType: 'api_key',
        targetId: key.id,
        details: { name: key.name, prefix: key.prefix, ...why },
      },
    });
  }
  await tx.delete(apiRateBuckets).where(eq(apiRateBuckets.businessId, businessId));
  return revoked.length;
}
