import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { businesses } from './tenancy.ts';

/**
 * A business's own domain for its customer-facing pages (issue 53, "Their own domain"): one per business. Pending
 * until its TXT record (`_regulars.{hostname}` = `regulars-verify={token}`) is seen; verified, it is held in
 * business_keys (kind custom_domain), where a request's Host finds its business, and every link and QR code of the
 * business carries it. Two businesses may add the same name; the first to verify it holds it.
 */
export const customDomains = pgTable('custom_domains', {
  businessId: text('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  /** Lower case, no port, no trailing dot. */
  hostname: text('hostname').notNull(),
  /** Not a secret: it is published in DNS; it only ties the record to this business. */
  verifyToken: text('verify_token').notNull(),
  status: text('status', { enum: ['pending', 'verified'] })
    .notNull()
    .default('pending'),
  /** Why the last check failed, in the owner's words (CUSTOM_DOMAIN_MESSAGES); null once verified. */
  problem: text('problem'),
  /** When a check was last asked for (on adding, "Check now", the quarter-hourly recheck); after lastCheckedAt: one waits. */
  checkRequestedAt: timestamp('check_requested_at', { withTimezone: true }),
  lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
