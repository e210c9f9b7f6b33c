import { bigint, date, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './tenancy.ts';

/*
 * The counter breakdown's closed days (issue 49, analytics under 300 ms): what each location and staff member recorded
 * on a business day that has ended (two days ago or earlier), summed once and read again instead of the ledger's rows.
 * Written only by analytics/counter-day-cache.ts when a request finds a day missing; a change to a ledger row of such
 * a day (a backdated row, an old action undone, an erasure) or a new time zone forgets the day through the database's
 * triggers (db/triggers.sql), and the next request sums it again. Ids carry no foreign keys: a deleted location or
 * person is read as none at the request, as the ledger's own rows are after their `set null`.
 */

/** One business day's sums per location, person and currency (the purchases' currency; null for the other rows). */
export const counterDays = pgTable(
  'counter_days',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    locationId: uuid('location_id'),
    staffUserId: text('staff_user_id'),
    counterStaffId: uuid('counter_staff_id'),
    currency: text('currency'),
    visits: integer('visits').notNull(),
    purchases: integer('purchases').notNull(),
    /** Minor units of `currency`. */
    spend: bigint('spend', { mode: 'number' }).notNull(),
    pointsIssued: bigint('points_issued', { mode: 'number' }).notNull(),
    pointsRedeemed: bigint('points_redeemed', { mode: 'number' }).notNull(),
    rewardsRedeemed: integer('rewards_redeemed').notNull(),
    actions: integer('actions').notNull(),
    undos: integer('undos').notNull(),
  },
  (t) => [
    unique('counter_days_key')
      .on(t.businessId, t.day, t.locationId, t.staffUserId, t.counterStaffId, t.currency)
      .nullsNotDistinct(),
  ],
);

/** The days of `counter_days` that are summed and still true: a day without a row here is summed again when asked. */
export const counterFilledDays = pgTable(
  'counter_filled_days',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ name: 'counter_filled_days_pkey', columns: [t.businessId, t.day] })],
);
