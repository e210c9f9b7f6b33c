import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { locations } from './locations.ts';
import { businesses } from './tenancy.ts';
import { tenantForeignKey, tenantPrimaryKey } from './tenant-keys.ts';

export const qrCodes = pgTable(
  'qr_codes',
  {
    id: uuid('id').notNull().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** The sign-up link's code, unique across businesses through business_keys (where a sign-up finds its business). */
    code: text('code').notNull(),
    /** Where the code hangs; the free text of before became a location in migration 0047. */
    locationId: uuid('location_id'),
    customUrl: text('custom_url'),
    /**
     * The short code a person can type from a printed sign ({APP_URL}/j/{short}): eight letters and digits that cannot
     * be mistaken for each other, unique across businesses through business_keys (kind qr_short).
     */
    shortCode: text('short_code').notNull(),
    scanCount: integer('scan_count').notNull().default(0),
    signupCount: integer('signup_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey('qr_codes', t),
    tenantForeignKey('qr_codes_location_fk', { businessId: t.businessId, column: t.locationId }, locations).onDelete(
      'set null',
    ),
    uniqueIndex('qr_codes_business_code_key').on(t.businessId, t.code),
    uniqueIndex('qr_codes_business_short_code_key').on(t.businessId, t.shortCode),
    index('qr_codes_business_created_at_idx').on(t.businessId, t.createdAt.desc()),
  ],
);
