import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { businesses } from './tenancy.ts';
import { tenantPrimaryKey } from './tenant-keys.ts';
import { subscriptionTiers } from './tiers.ts';

/** A business's account at the payments provider (the old product's stripe_customers). */
export const stripeCustomers = pgTable('stripe_customers', {
  businessId: text('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  /** Unique across businesses through business_keys (where a webhook naming it finds its business). */
  stripeCustomerId: text('stripe_customer_id'),
  stripeSubscriptionId: text('stripe_subscription_id'),
  paymentMethodStatus: text('payment_method_status'),
  /** Creation time of the newest provider event applied: older events never overwrite newer state. */
  lastEventAt: timestamp('last_event_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every provider event, stored by its id so a replay is recognised and processed only once. */
export const billingEvents = pgTable(
  'billing_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /**
     * The business the event was applied to; null when none matched. No foreign key: in Citus this table stays on
     * the coordinator (an event is stored before its business is known), which cannot reference a distributed table.
     */
    businessId: text('business_id'),
    eventCreatedAt: timestamp('event_created_at', { withTimezone: true }).notNull(),
    outcome: text('outcome').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('billing_events_business_id_idx').on(t.businessId, t.receivedAt.desc())],
);

/** Checkout sessions of the built-in test checkout (Stripe keeps its own). */
export const testCheckoutSessions = pgTable(
  'test_checkout_sessions',
  {
    id: text('id').notNull(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    tierId: uuid('tier_id')
      .notNull()
      .references(() => subscriptionTiers.id),
    priceId: text('price_id').notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    /** The free days before the first charge, fixed when checkout opened (0: pay today; one trial per business). */
    trialDays: integer('trial_days').notNull().default(0),
    status: text('status', { enum: ['open', 'complete', 'expired'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey('test_checkout_sessions', t),
    index('test_checkout_sessions_business_id_idx').on(t.businessId, t.createdAt.desc()),
  ],
);

/**
 * Every credit grant and spend. businesses.credits_remaining is the running balance; balance_after
 * records it after each row and can never be negative. An agency's credits moved to or from its client
 * (agency_transfer) are a row on each side; release_removal takes from a leaving client what no one paid for.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').notNull().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: [
        'initial_grant',
        'admin_allocation',
        'sms_spend',
        'email_spend',
        'send_refund',
        'agency_transfer',
        'release_removal',
      ],
    }).notNull(),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason').notNull(),
    /** Makes one-off grants (a tier's initial credits) happen once per business. */
    idempotencyKey: text('idempotency_key'),
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey('credit_ledger', t),
    index('credit_ledger_business_created_at_idx').on(t.businessId, t.createdAt.desc()),
    // The super admin's credit log across tenants: newest first, optionally one kind.
    index('credit_ledger_created_at_idx').on(t.createdAt.desc()),
    index('credit_ledger_kind_created_at_idx').on(t.kind, t.createdAt.desc()),
    uniqueIndex('credit_ledger_business_idempotency_key').on(t.businessId, t.idempotencyKey),
    check('credit_ledger_balance_after_non_negative', sql`${t.balanceAfter} >= 0`),
  ],
);
