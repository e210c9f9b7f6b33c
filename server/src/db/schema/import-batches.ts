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
 * Opening balances an import's new customers brought, waiting for the job that writes them (memberships and
 * `opening_balance` ledger rows): one row per batch of the import, its customers' balances as JSON
 * ([{ customerId, balances: [{ programId, points, stamps, expiresAt }] }]). The import's own wait writes only the
 * customers; the job takes these rows a few thousand customers at a time and deletes them as it writes them.
 */
export const importOpeningBalances = pgTable(
  'import_opening_balances',
  {
    id: uuid('id').notNull().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    batchId: uuid('batch_id').notNull(),
    balances: jsonb('balances').notNull(),
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
