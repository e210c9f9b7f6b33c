import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { customers } from './customers.ts';
import { locations } from './locations.ts';
import { businesses } from './tenancy.ts';
import { tenantForeignKey, tenantPrimaryKey } from './tenant-keys.ts';

/** A Shopify compliance request's subject, as received (customers/data_request, customers/redact). */
export type TTillComplianceRequest = { email: string | null; phone: string | null; orderIds: string[] };

/**
 * A receipt number as the portal compares it: without spaces or a leading '#', in lower case (Shopify's "#1001" is
 * "1001"; Square's "Fx7b" is "fx7b"). The same expression as the index on waiting sales, so the lookup uses it;
 * `tillReceiptKeyOf` in contracts is its twin for what the customer types.
 */
export const tillReceiptKey = (column: AnyColumn | SQL) => sql`lower(regexp_replace(${column}, '^\\s*#|\\s', '', 'g'))`;

/** The tills a business can connect (issue 50). */
export const TILL_PROVIDERS = ['square', 'shopify'] as const;

/**
 * A business's connection to its till: the seller account it authorised, its tokens (sealed with platform/secret-box,
 * never sent to the browser or logged), and what the state screen shows. One per provider per business; a seller
 * account belongs to one business at a time (business_keys `square_merchant`), so a sale can never earn twice.
 */
export const tillConnections = pgTable(
  'till_connections',
  {
    id: uuid('id').notNull().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: TILL_PROVIDERS }).notNull(),
    /** The provider's account: Square's merchant id, Shopify's shop domain. */
    accountId: text('account_id').notNull(),
    /** "Connected as": the seller's business name at the provider. */
    accountName: text('account_name').notNull(),
    accessTokenEncrypted: text('access_token_encrypted').notNull(),
    refreshTokenEncrypted: text('refresh_token_encrypted'),
    /** Refreshed a week before this (Square's access tokens last 30 days). */
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    /** What a sale earns on: the subtotal before tax and tips (the default), or everything the customer paid. */
    amountBasis: text('amount_basis', { enum: ['subtotal', 'total'] })
      .notNull()
      .default('subtotal'),
    /**
     * Whether a sale of someone no customer matches, who agreed to marketing at the till, adds them as a customer with
     * their consent (source till_square / till_shopify). Off unless the owner turns it on.
     */
    createCustomers: boolean('create_customers').notNull().default(false),
    /**
     * Whether a customer may claim a waiting sale themselves in the portal, with the number on its receipt (within the
     * 7 days, as staff can at the counter). Off unless the owner turns it on.
     */
    portalClaims: boolean('portal_claims').notNull().default(false),
    connectedByUserId: text('connected_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    lastSaleAt: timestamp('last_sale_at', { withTimezone: true }),
    /** The last thing that went wrong, in plain words, and when; cleared by the next sale that goes through. */
    lastError: text('last_error'),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    /** When the 30 days of sales before connecting were brought in (once per seller account); null: not yet. */
    backfilledAt: timestamp('backfilled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey('till_connections', t),
    uniqueIndex('till_connections_business_provider_key').on(t.businessId, t.provider),
    // The token refresh finds the connections whose tokens expire soon.
    index('till_connections_token_expires_idx').on(t.tokenExpiresAt),
  ],
);

/** A till's location, and the Regulars location its sales count at (null: none chosen). */
export const tillLocations = pgTable(
  'till_locations',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    connectionId: uuid('connection_id').notNull(),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    locationId: uuid('location_id'),
  },
  (t) => [
    primaryKey({ name: 'till_locations_pkey', columns: [t.businessId, t.connectionId, t.externalId] }),
    tenantForeignKey(
      'till_locations_connection_fk',
      { businessId: t.businessId, column: t.connectionId },
      tillConnections,
    ).onDelete('cascade'),
    tenantForeignKey(
      'till_locations_location_fk',
      { businessId: t.businessId, column: t.locationId },
      locations,
    ).onDelete('set null'),
  ],
);

/**
 * A sale the till told us about, and what it did: earned for a customer (the ledger's action), or waiting for one to
 * be attached (7 days). Keyed by the provider's payment or order id, so a sale delivered twice is one row and earns
 * once. Refunds add up in refunded_minor; what they took back is on the ledger.
 */
export const tillSales = pgTable(
  'till_sales',
  {
    id: uuid('id').notNull().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: TILL_PROVIDERS }).notNull(),
    externalId: text('external_id').notNull(),
    externalLocationId: text('external_location_id'),
    locationId: uuid('location_id'),
    customerId: uuid('customer_id'),
    /** The ledger action the sale earned (its head row); null while it waits for a customer. */
    actionId: uuid('action_id'),
    /** The amount it earns on (the connection's basis), in minor units of `currency`. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    refundedMinor: bigint('refunded_minor', { mode: 'number' }).notNull().default(0),
    receiptNumber: text('receipt_number'),
    /** What was bought, compactly: [name, quantity, minor units, category?] per line (for category rules later). */
    lineItems: jsonb('line_items').$type<[string, number, number, string | null][]>().notNull().default([]),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** Brought in by the connection's backfill (a sale of the 30 days before connecting), not sent by the till. */
    backfilled: boolean('backfilled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey('till_sales', t),
    uniqueIndex('till_sales_business_external_key').on(t.businessId, t.provider, t.externalId),
    // "Till sales to claim": a business's sales still waiting for a customer, newest first.
    index('till_sales_waiting_idx').on(t.businessId, t.occurredAt.desc()).where(sql`${t.actionId} is null`),
    // A customer's claim in the portal: a business's waiting sales by their receipt number as people type it.
    index('till_sales_waiting_receipt_idx')
      .on(t.businessId, tillReceiptKey(t.receiptNumber))
      .where(sql`${t.actionId} is null`),
    tenantForeignKey('till_sales_customer_fk', { businessId: t.businessId, column: t.customerId }, customers).onDelete(
      'set null',
    ),
    tenantForeignKey('till_sales_location_fk', { businessId: t.businessId, column: t.locationId }, locations).onDelete(
      'set null',
    ),
  ],
);

/**
 * The till's webhook events as received (only their ids: each is processed by reading the sale's current state back
 * from the provider, so the order they arrive in does not matter). A redelivered event is one row.
 */
export const tillEvents = pgTable(
  'till_events',
  {
    id: uuid('id').notNull().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: TILL_PROVIDERS }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    /** The payment (or order) the event is about. */
    objectId: text('object_id'),
    /**
     * What a Shopify compliance request asks about (the customer's email and phone, the orders): kept only until it
     * is carried out, then cleared. Null for every other event, which is read back from the till instead.
     */
    request: jsonb('request').$type<TTillComplianceRequest>(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    tenantPrimaryKey('till_events', t),
    uniqueIndex('till_events_business_event_key').on(t.businessId, t.provider, t.eventId),
    // Old events are cleared by age.
    index('till_events_received_idx').on(t.receivedAt),
  ],
);
