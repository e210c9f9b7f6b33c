import { date, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { businesses } from './tenancy.ts';
import { tenantForeignKey } from './tenant-keys.ts';

/**
 * Each customer's own rhythm (issue 55), kept for every customer with enough visit days so that the "overdue by their
 * rhythm" audience is one keyed join, not each customer's days walked: the usual gap and its give or take, as
 * analytics/rhythm-of.ts reads them, refreshed nightly (analytics/refresh-rhythms.ts). A visit since is read from
 * customers.last_visit_at, so the one who came back today is not overdue until tonight's refresh.
 */
export const customerRhythms = pgTable(
  'customer_rhythms',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').notNull(),
    usualGapDays: integer('usual_gap_days').notNull(),
    spreadDays: integer('spread_days').notNull(),
    /** The last visit day the rhythm was read from (the business's calendar). */
    lastVisitOn: date('last_visit_on', { mode: 'string' }).notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'customer_rhythms_pkey', columns: [t.businessId, t.customerId] }),
    tenantForeignKey(
      'customer_rhythms_customer_fk',
      { businessId: t.businessId, column: t.customerId },
      customers,
    ).onDelete('cascade'),
  ],
);
