import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './tenancy.ts';
import { tenantPrimaryKey } from './tenant-keys.ts';

/**
 * A business's keys to the public API (/api/v1). The key itself is shown once; only its SHA-256 is kept (a key is
 * 192 random bits, so a fast hash is enough: nothing to guess), with the first characters to recognise it by.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').notNull().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'rg_live_' and the key's next characters, as the list shows it. */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull().default([]),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    tenantPrimaryKey('api_keys', t),
    // Every request finds its key by the hash; the business column keeps the index distributable (Citus).
    uniqueIndex('api_keys_key_hash_business_idx').on(t.keyHash, t.businessId),
    index('api_keys_business_created_at_idx').on(t.businessId, t.createdAt.desc()),
  ],
);

/**
 * Each key's token bucket (requests per second with bursts), in PostgreSQL so every server process spends from one
 * bucket: `tokens` as of `refilled_at`, topped up by the elapsed time on the next request. UNLOGGED (migration 0045,
 * which drizzle's schema cannot say): no WAL for a write every API request makes; a crash only refills the buckets.
 */
export const apiRateBuckets = pgTable(
  'api_rate_buckets',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    keyId: uuid('key_id').notNull(),
    /**
     * A key with a large burst spends from a few slots (developers/api-rate-limit.ts), each an equal share of its bucket,
     * so its concurrent requests do not all queue on one row's lock; a small bucket is slot 0 alone.
     */
    slot: smallint('slot').notNull().default(0),
    tokens: doublePrecision('tokens').notNull(),
    refilledAt: timestamp('refilled_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('api_rate_buckets_key_business_slot_idx').on(t.keyId, t.businessId, t.slot)],
);
