import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './tenancy.ts';
import { tenantForeignKey, tenantPrimaryKey } from './tenant-keys.ts';

/**
 * A business's webhook endpoints: where its events are posted, signed with the endpoint's `whsec_` secret (sealed by
 * the secret box: it must be read back to sign). After a rotation the previous secret signs too, until it expires.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').notNull().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** The event types it is subscribed to ('visit.recorded', …). */
    events: jsonb('events').$type<string[]>().notNull().default([]),
    enabled: boolean('enabled').notNull().default(true),
    /** Why it was turned off: 'manual', 'gone' (the receiver answered 410) or 'failing' (five days of failures). */
    disabledReason: text('disabled_reason'),
    secretSealed: text('secret_sealed').notNull(),
    previousSecretSealed: text('previous_secret_sealed'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    /** When its deliveries started failing without a success since; null while healthy. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey('webhook_endpoints', t),
    // The probe every emitting write makes ("does this business want events?"): a business without one finds nothing.
    index('webhook_endpoints_business_enabled_idx').on(t.businessId).where(sql`${t.enabled}`),
  ],
);

/**
 * The outbox: one row per event, written in the transaction of what caused it, only when an enabled endpoint is
 * subscribed. `seq` is one increasing number for every event (so per business and per customer too); a customer's
 * actions never interleave, so their events' seq follow the order they happened. `resource_version` is the
 * customer's loyalty version after the action, where it has one.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').notNull().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    type: text('type').notNull(),
    customerId: text('customer_id'),
    resourceVersion: bigint('resource_version', { mode: 'number' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey('webhook_events', t),
    index('webhook_events_business_created_at_idx').on(t.businessId, t.createdAt),
    // The nightly cleanup walks old events across businesses.
    index('webhook_events_created_at_idx').on(t.createdAt),
  ],
);

/**
 * One delivery of an event to one endpoint: 'pending' until it succeeds ('delivered') or is given up ('failed').
 * `next_attempt_at` is when the drain may take it; a drain that claims it pushes it a minute ahead first, so a process
 * that stops mid-delivery leaves it to be tried again.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').notNull().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    endpointId: uuid('endpoint_id').notNull(),
    status: text('status').notNull().default('pending'),
    attempt: integer('attempt').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    responseStatus: integer('response_status'),
    /** The first 1 KB of the receiver's answer, or why there was none (a timeout, an address refused). */
    responseBody: text('response_body'),
    durationMs: integer('duration_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey('webhook_deliveries', t),
    tenantForeignKey(
      'webhook_deliveries_event_fk',
      { businessId: t.businessId, column: t.eventId },
      { businessId: webhookEvents.businessId, id: webhookEvents.id },
    ).onDelete('cascade'),
    tenantForeignKey(
      'webhook_deliveries_endpoint_fk',
      { businessId: t.businessId, column: t.endpointId },
      { businessId: webhookEndpoints.businessId, id: webhookEndpoints.id },
    ).onDelete('cascade'),
    // The drain's pick: what is due, across businesses.
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    // An endpoint's delivery log, newest first.
    index('webhook_deliveries_endpoint_created_at_idx').on(t.businessId, t.endpointId, t.createdAt.desc()),
    // An event's deliveries: the cleanup's "still pending?" probe and the cascade when it deletes the event.
    index('webhook_deliveries_event_idx').on(t.eventId, t.businessId),
  ],
);
