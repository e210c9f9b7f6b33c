import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { businesses } from './tenancy.ts';
import { tenantForeignKey, tenantPrimaryKey } from './tenant-keys.ts';

/**
 * A business's status-tier rule (issue 51): what counts (points earned or visits), over which window, and the days
 * of grace before a tier drops. One row per business that has set tiers up.
 */
export const statusPrograms = pgTable(
  'status_programs',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    basis: text('basis', { enum: ['points', 'visits'] }).notNull(),
    window: text('window', { enum: ['rolling', 'calendar_year'] }).notNull(),
    windowMonths: integer('window_months').notNull(),
    graceDays: integer('grace_days').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'status_programs_pkey', columns: [t.businessId] })],
);

/** The tiers, ranked by threshold (it rises from tier to tier; the contract refuses a table where it does not). */
export const statusTiers = pgTable(
  'status_tiers',
  {
    id: uuid('id').notNull().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    threshold: integer('threshold').notNull(),
    factor: numeric('factor', { precision: 3, scale: 1, mode: 'number' }).notNull(),
    /** What reaching the tier unlocks: a named reward valid N days (both, or neither). */
    rewardName: text('reward_name'),
    rewardValidDays: integer('reward_valid_days'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey('status_tiers', t),
    index('status_tiers_business_idx').on(t.businessId, t.threshold),
    check('status_tiers_factor_range', sql`${t.factor} >= 1 and ${t.factor} <= 10`),
    check('status_tiers_reward_whole', sql`(${t.rewardName} is null) = (${t.rewardValidDays} is null)`),
  ],
);

/**
 * A customer's tier. `previousTierId` and `reachedByActionId` are the move up an earn made, so undoing that earn puts
 * the tier back; `keepsUntil` is the end of the grace period while they no longer qualify. A tier deleted from the
 * table leaves `tierId` pointing at nothing (read as no tier) until the refresh the save queued sets it again.
 */
export const customerStatuses = pgTable(
  'customer_statuses',
  {
    businessId: text('business_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    tierId: uuid('tier_id'),
    previousTierId: uuid('previous_tier_id'),
    reachedByActionId: uuid('reached_by_action_id'),
    since: timestamp('since', { withTimezone: true }).notNull(),
    keepsUntil: timestamp('keeps_until', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'customer_statuses_pkey', columns: [t.businessId, t.customerId] }),
    tenantForeignKey(
      'customer_statuses_customer_fk',
      { businessId: t.businessId, column: t.customerId },
      customers,
    ).onDelete('cascade'),
    index('customer_statuses_tier_idx').on(t.businessId, t.tierId),
  ],
);
