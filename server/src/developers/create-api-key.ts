import { randomBytes } from 'node:crypto';
import {
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  MAX_API_KEYS,
  type TCreateApiKey,
  type TCreatedApiKey,
} from '@regulars/contracts';
import { and, count, eq, isNull } from 'drizzle-orm';
import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import { assertApiPlan } from '../billing/index.ts';
import type { TDb } from '../db/client.ts';
import { apiKeys } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { hashApiKey } from './api-key-auth.ts';
import { toApiKey } from './to-api-key.ts';

/** How much of the key the list shows after 'rg_live_': enough to tell keys apart, far too little to guess one. */
const VISIBLE_CHARACTERS = 4;

/**
 * A new key: `rg_live_` and 24 random bytes in base64url (32 characters, 192 bits). Only its SHA-256 is stored; the
 * key itself is in this answer and nowhere else. Refused on a plan without the API (403 PLAN_LIMIT). The business's
 * audit trail gets the key's name and scopes (never the key) in the same transaction.
 */
export async function createApiKey({
  db,
  businessId,
  actor,
  input,
}: {
  db: TDb;
  businessId: string;
  actor: TBusinessActor;
  input: TCreateApiKey;
}): Promise<TCreatedApiKey> {
  await assertApiPlan({ db, businessId });
  const [{ n }] = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.businessId, businessId), isNull(apiKeys.revokedAt)));
  if (n >= MAX_API_KEYS) throw new AppError('CONFLICT', API_KEY_MESSAGES.tooMany);
  const secret = `${API_KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
  const scopes = [...new Set(input.scopes)];
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiKeys)
      .values({
        businessId,
        name: input.name.trim(),
        prefix: secret.slice(0, API_KEY_PREFIX.length + VISIBLE_CHARACTERS),
        keyHash: hashApiKey(secret),
        scopes,
        createdBy: actor.type === 'user' ? actor.id : null,
      })
      .returning();
    if (!row) throw new AppError('INTERNAL', API_KEY_MESSAGES.createFailed);
    await recordBusinessAudit({
      db: tx,
      entry: {
        businessId,
        actor,
        action: 'api_key.create',
        targetType: 'api_key',
        targetId: row.id,
        details: { name: row.name, prefix: row.prefix, scopes },
      },
    });
    return { key: toApiKey(row), secret };
  });
}
