import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './tenancy.ts';
import { tenantForeignKey, tenantPrimaryKey } from './tenant-keys.ts';

/**
 * One run of the customer import (a file, however many requests it arrives in): undone as one within 24 hours. Its
 * new customers carry its id (customers.import_batch_id) and its created_at; the customers it updated are in
 * import_batch_updates with their values before and after.
 */
export const importBatches = pgTable(
  'import_batches',
  {
    id: uuid('id').notNull().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** The team member who ran it; null for an API key. */
    createdByUserId: text('created_by_user_id'),
    updateExisting: boolean('update_existing').notNull().default(false),
    /** Every customer and opening balance the import writes is dated with it. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneByUserId: text('undone_by_user_id'),
    /** The customers the undo removed: the history still says what the import had added. */
    removedCustomers: integer('removed_customers'),
  },
  (t) => [
    tenantPrimaryKey('import_batches', t),
    index('import_batches_business_created_at_idx').on(t.businessId, t.createdAt.desc()),
  ],
);

/**
 * A customer an import updated: the fields it changed as they were before and as the import wrote them (an undo puts
 * back only the fields still as the import left them), and the programs it gave them an opening balance in.
 */
export const importBatchUpdates = pgTable(
  'import_batch_updates',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    batchId: uuid('batch_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
  },
  (t) => [
    primaryKey({ name: 'import_batch_updates_pkey', columns: [t.businessId, t.batchId, t.customerId] }),
    tenantForeignKey(
      'import_batch_updates_batch_fk',
      { businessId: t.businessId, column: t.batchId },
      importBatches,
    ).onDelete('cascade'),
  ],
);

/**
 * Opening balances an import request's new customers bring, waiting for the job that writes them (memberships and
 * `opening_balance` ledger rows): one row per request, written before its batches with each row's reserved customer
 * number (JSON: [{ u: 'CUS000123', balances: [{ programId, points, stamps, expiresAt }] }]) and marked `ready` once they have
 * run; a row whose customer did not go in (a duplicate, a failure) is skipped by the job. The import's own wait writes
 * only the customers; the job takes one row a transaction and deletes it as it writes it. A row still not ready after
 * an hour was left by a request that stopped midway: the sweep writes what of it went in.
 */
export const importOpeningBalances = pgTable(
  'import_opening_balances',
  {
    id: uuid('id').notNull().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    batchId: uuid('batch_id').notNull(),
    /** JSON, kept as text uncompressed (storage external, migration 0059): a request of 5,000 rows writes it in a
     * sixth of the time jsonb takes to convert and compress it, and only the job reads it, once. */
    balances: text('balances').notNull(),
    ready: boolean('ready').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey('import_opening_balances', t),
    index('import_opening_balances_batch_idx').on(t.businessId, t.batchId),
    tenantForeignKey(
      'import_opening_balances_batch_fk',
      { businessId: t.businessId, column: t.batchId },
      importBatches,
    ).onDelete('cascade'),
  ],
);
