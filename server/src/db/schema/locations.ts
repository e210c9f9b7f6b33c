import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './tenancy.ts';
import { tenantPrimaryKey } from './tenant-keys.ts';

/**
 * A business's shops (issue 35). Balances stay per business; a location says where a QR code hangs (and, later,
 * where each action happened). How many a business may have is its tier's features.max_locations.
 */
export const locations = pgTable(
  'locations',
  {
    id: uuid('id').notNull().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address'),
    /** IANA zone; null: the business's own. */
    timeZone: text('time_zone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey('locations', t),
    // One "Main Street" per business, whatever its case.
    uniqueIndex('locations_business_name_key').on(t.businessId, sql`lower(${t.name})`),
    index('locations_business_created_at_idx').on(t.businessId, t.createdAt),
  ],
);
