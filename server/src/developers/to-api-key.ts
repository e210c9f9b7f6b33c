import type { TApiKey, TApiScope } from '@regulars/contracts';
import type { apiKeys } from '../db/schema/index.ts';

/** A key as the list shows it: never the key or its hash. */
export function toApiKey(row: typeof apiKeys.$inferSelect): TApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as TApiScope[],
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}
