import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { businesses } from './tenancy.ts';
import { tenantForeignKey } from './tenant-keys.ts';

/**
 * A customer portal sign-in, behind its own cookie (not the business users' session). Only the SHA-256 of the
 * cookie's random token is kept. A phone known to several businesses opens one session holding those customers
 * (portal_session_customers); the dashboard shows only the one chosen of them.
 */
export const portalSessions = pgTable(
  'portal_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    /** One of this session's customers; null until the person picks a business. */
    chosenCustomerId: uuid('chosen_customer_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('portal_sessions_token_hash_key').on(t.tokenHash),
    index('portal_sessions_expires_at_idx').on(t.expiresAt),
  ],
);

/** The customers (one per business) whose PIN opened a portal session: the only ones it can ever show. */
export const portalSessionCustomers = pgTable(
  'portal_session_customers',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => portalSessions.id, { onDelete: 'cascade' }),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'portal_session_customers_pkey', columns: [t.sessionId, t.businessId, t.customerId] }),
    tenantForeignKey(
      'portal_session_customers_customer_fk',
      { businessId: t.businessId, column: t.customerId },
      customers,
    ).onDelete('cascade'),
    // Deleting a customer finds their portal sign-ins.
    index('portal_session_customers_customer_idx').on(t.customerId),
  ],
);

/**
 * A forgotten-PIN code, one live code per phone (a new request replaces it). The code is six digits sent by SMS;
 * only its SHA-256 is kept, it lasts 10 minutes, is used once, and five wrong tries void it.
 */
export const portalPinResets = pgTable(
  'portal_pin_resets',
  {
    /** The phone's digits, as customers.auth_phone. */
    authPhone: text('auth_phone').primaryKey(),
    codeHash: text('code_hash').notNull(),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('portal_pin_resets_expires_at_idx').on(t.expiresAt)],
);
