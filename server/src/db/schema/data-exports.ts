import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';
import { businesses } from './tenancy.ts';
import { tenantForeignKey, tenantPrimaryKey } from './tenant-keys.ts';

/**
 * "Export all data" (issue 33): a ZIP of the business's CSV files built by a job. Its bytes live in
 * `data_export_parts`, in PostgreSQL, so any server process can serve the download; both are deleted once it expires.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').notNull().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** The team admin who asked for it: the email with the link goes to them. */
    requestedByUserId: text('requested_by_user_id'),
    /** 'queued' | 'running' | 'ready' | 'failed'. */
    status: text('status').notNull().default('queued'),
    /** 0–100, for the progress bar. */
    progress: integer('progress').notNull().default(0),
    fileName: text('file_name'),
    byteSize: bigint('byte_size', { mode: 'number' }),
    /** A plain reason when it failed; never a stack. */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The download works until then (24 hours after it is ready). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    tenantPrimaryKey('data_exports', t),
    index('data_exports_business_created_at_idx').on(t.businessId, t.createdAt.desc()),
  ],
);

/** The ZIP's bytes in order, a part at a time, so neither writing nor reading holds the whole file in memory. */
export const dataExportParts = pgTable(
  'data_export_parts',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    exportId: uuid('export_id').notNull(),
    part: integer('part').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [
    primaryKey({ name: 'data_export_parts_pkey', columns: [t.businessId, t.exportId, t.part] }),
    tenantForeignKey(
      'data_export_parts_export_fk',
      { businessId: t.businessId, column: t.exportId },
      dataExports,
    ).onDelete('cascade'),
  ],
);
