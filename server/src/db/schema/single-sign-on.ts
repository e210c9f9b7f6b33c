import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { businesses } from './tenancy.ts';

/**
 * An agency's own OpenID Connect provider for its staff's sign-in (issue 53): one per agency business. Only accounts
 * that work in that business, with an email at `email_domain`, can sign in through it. The client secret is sealed
 * with the app's secret box (platform/secret-box.ts) and never leaves the server.
 */
export const agencySso = pgTable('agency_sso', {
  businessId: text('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  /** The issuer's address as typed, without a trailing slash; its discovery document is read from it. */
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  clientSecretSealed: text('client_secret_sealed').notNull(),
  /** Lower case: the work emails' domain (youragency.com). */
  emailDomain: text('email_domain').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
});
