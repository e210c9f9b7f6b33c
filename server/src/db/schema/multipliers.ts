import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './tenancy.ts';
import { tenantPrimaryKey } from './tenant-keys.ts';

/**
 * A business's earn multipliers (issue 51): when a points program's purchase earns more. How they combine is the
 * business's (businesses.multiplier_combine, multiplier_ceiling); the check-in reads them with the customer's context.
 */
export const earnMultipliers = pgTable(
  'earn_multipliers',
  {
    id: uuid('id').notNull().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['happy_hour', 'double_days', 'birthday_week', 'category'] }).notNull(),
    name: text('name').notNull(),
    factor: numeric('factor', { precision: 3, scale: 1, mode: 'number' }).notNull(),
    /** Happy hour: weekdays, 0 Sunday … 6 Saturday, and minutes of the day [start, end) in the business's zone. */
    days: smallint('days').array().notNull().default(sql`'{}'`),
    startMinute: integer('start_minute'),
    endMinute: integer('end_minute'),
    /** Double-points days: first and last day, both included, in the business's zone. */
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    /** Category bonus: the category as the till names it (matched in any case). */
    category: text('category'),
    /**
     * Where it applies; null: every location. An array, not a table: the check-in reads it with one row. A deleted
     * location's id stays here and matches nothing.
     */
    locationIds: uuid('location_ids').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey('earn_multipliers', t),
    index('earn_multipliers_business_idx').on(t.businessId, t.createdAt),
    check('earn_multipliers_factor_range', sql`${t.factor} >= 1.1 and ${t.factor} <= 10`),
  ],
);
