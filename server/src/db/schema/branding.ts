import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';
import { businesses } from './tenancy.ts';

/**
 * The business's logo (PNG or JPEG, at most 256 KB uploaded, resized on the server to at most 1024 px a side), one a
 * business: kept in the database so every server process serves it and a backup holds it. Served publicly (emails
 * and printed signs show it) under its version.
 */
export const businessLogos = pgTable('business_logos', {
  businessId: text('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  contentType: text('content_type', { enum: ['image/png', 'image/jpeg'] }).notNull(),
  bytes: bytea('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** SHA-256 of `bytes` (hex): the served file's ETag, and the same file uploaded again changes nothing. */
  contentHash: text('content_hash').notNull(),
  /** Bumped on every upload: the public URL carries it, so caches can keep a logo for a year. */
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
