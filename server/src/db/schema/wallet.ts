import { foreignKey, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { businesses } from './tenancy.ts';
import { tenantForeignKey, tenantPrimaryKey } from './tenant-keys.ts';

/**
 * A customer's loyalty card in a phone wallet (one per customer). The serial is 128 random bits: the pass's
 * serialNumber and the only thing Apple's calls carry, so it finds the business in one lookup (serial first in its
 * unique index; business_id beside it keeps the index distributable, Citus). The pass's authentication token is not
 * kept: it is an HMAC of the serial under the app's secret (wallet/pass-tokens.ts).
 */
export const walletPasses = pgTable(
  'wallet_passes',
  {
    id: uuid('id').notNull().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').notNull(),
    serial: text('serial').notNull(),
    /**
     * When the pass's content last changed: Apple's update tag (epoch milliseconds) and the Last-Modified of the pass.
     * Whole seconds, and every change moves it at least a second on, so Last-Modified (seconds) tells every version
     * apart.
     */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The customer was deleted: the pass is served once more as voided, then nothing changes it. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    /**
     * When the customer's Google Wallet loyalty object was first made (at the first "Save to Google Wallet" link):
     * only such passes are patched through Google's API after a change. Null: no Google pass.
     */
    googleObjectAt: timestamp('google_object_at', { withTimezone: true }),
    /**
     * Google notifies a pass's holder of at most 3 updates a day: the notifying patches sent since
     * `googleNotifyWindowFrom` (a rolling 24 hours from the first of them). Past the cap a patch goes out silently.
     */
    googleNotifyCount: smallint('google_notify_count').notNull().default(0),
    googleNotifyWindowFrom: timestamp('google_notify_window_from', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey('wallet_passes', t),
    tenantForeignKey(
      'wallet_passes_customer_fkey',
      { businessId: t.businessId, column: t.customerId },
      customers,
    ).onDelete('cascade'),
    uniqueIndex('wallet_passes_business_customer_key').on(t.businessId, t.customerId),
    uniqueIndex('wallet_passes_serial_business_key').on(t.serial, t.businessId),
  ],
);

/** A device that put the pass in Apple Wallet and asked to be told of changes (PassKit Web Service registration). */
export const walletAppleRegistrations = pgTable(
  'wallet_apple_registrations',
  {
    id: uuid('id').notNull().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    serial: text('serial').notNull(),
    deviceLibraryId: text('device_library_id').notNull(),
    pushToken: text('push_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey('wallet_apple_registrations', t),
    foreignKey({
      name: 'wallet_apple_registrations_pass_fkey',
      columns: [t.serial, t.businessId],
      foreignColumns: [walletPasses.serial, walletPasses.businessId],
    }).onDelete('cascade'),
    // One registration per device and pass; the device's list of updated passes walks it by device.
    uniqueIndex('wallet_apple_registrations_device_serial_key').on(t.deviceLibraryId, t.serial, t.businessId),
    // The push job finds every device of a pass.
    index('wallet_apple_registrations_serial_idx').on(t.serial, t.businessId),
  ],
);
