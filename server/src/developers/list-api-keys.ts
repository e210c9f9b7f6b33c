import type { TApiKeyList } from '@regulars/contracts';
import { desc, eq } from 'drizzle-orm';
import { hasApi } from '../billing/index.ts';
import type { TExecutor } from '../db/client.ts';
import { apiKeys } from '../db/schema/index.ts';
import { toApiKey } from './to-api-key.ts';

/** The business's keys, newest first, revoked ones included (so a revoked integration can be recognised). */
export async function listApiKeys({
  db,
  businessId,
  canEdit,
}: {
  db: TExecutor;
  businessId: string;
  canEdit: boolean;
}): Promise<TApiKeyList> {
  const [rows, planIncludesApi] = await Promise.all([
    db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.businessId, businessId))
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id)),
    hasApi({ db, businessId }),
  ]);
  return { keys: rows.map(toApiKey), planIncludesApi, canEdit };
}
