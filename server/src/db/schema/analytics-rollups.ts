import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './tenancy.ts';

/*
 * Rollups of the loyalty ledger for /analytics, written only by the database's own triggers on `transactions`,
 * `customer_program_progress` and `businesses.time_zone` (migration 0031), so every writer is covered. A day is the
 * business's own (its time zone). An undone row counts for nothing: its reversal takes its contribution away.
 * Program and customer ids carry no foreign keys: the ledger's own rows keep them after a program is deleted.
 */

/**
 * Per business, day, program and kind: the live rows and their sums; `raw_points` also counts undone rows and reversals.
 * `slot` (from the customer's id, 0–63) spreads one day's counters over up to 64 rows, so concurrent check-ins of
 * different customers seldom queue on one row until commit; readers always sum over the slots. Rebuilds write slot 0,
 * and a nightly job folds the slots of past days into slot 0 (analytics/compact-rollups.ts), so a year is one row
 * per day, program and kind again.
 */
export const ledgerDays = pgTable(
  'ledger_days',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    programId: uuid('program_id'),
    kind: text('kind').notNull(),
    slot: smallint('slot').notNull().default(0),
    rows: integer('rows').notNull().default(0),
    withAmount: integer('with_amount').notNull().default(0),
    /** Minor units of the business's currency; amounts recorded in another currency are not counted. */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    pointsUp: bigint('points_up', { mode: 'number' }).notNull().default(0),
    points: bigint('points', { mode: 'number' }).notNull().default(0),
    rewardsEarned: integer('rewards_earned').notNull().default(0),
    rawPoints: bigint('raw_points', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('ledger_days_key').on(t.businessId, t.day, t.programId, t.kind, t.slot).nullsNotDistinct(),
    // The nightly fold finds the rows still spread over slots without reading the rest.
    index('ledger_days_spread_idx').on(t.day).where(sql`${t.slot} <> 0`),
  ],
);

/**
 * A customer's live visits and purchases of one day, with the part made after their first membership, and the days of
 * their visits just before and after (days with a live visit only): a period's active and returning customers are then
 * counted row by row (the first visit day in the period, and whether another follows in it) instead of grouped.
 */
export const customerActivityDays = pgTable(
  'customer_activity_days',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    customerId: uuid('customer_id').notNull(),
    checkins: integer('checkins').notNull().default(0),
    purchasesWithAmount: integer('purchases_with_amount').notNull().default(0),
    /** Minor units of the business's currency, like ledger_days.amount. */
    spend: bigint('spend', { mode: 'number' }).notNull().default(0),
    memberCheckins: integer('member_checkins').notNull().default(0),
    memberPurchasesWithAmount: integer('member_purchases_with_amount').notNull().default(0),
    memberSpend: bigint('member_spend', { mode: 'number' }).notNull().default(0),
    previousDay: date('previous_day', { mode: 'string' }),
    nextDay: date('next_day', { mode: 'string' }),
  },
  (t) => [
    primaryKey({ name: 'customer_activity_days_pkey', columns: [t.businessId, t.day, t.customerId] }),
    // The triggers relink one customer's days.
    index('customer_activity_days_customer_idx').on(t.businessId, t.customerId, t.day),
  ],
);

/** A customer's live earn and redeem rows of one day in one program (who was active in each program). */
export const programCustomerDays = pgTable(
  'program_customer_days',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    programId: uuid('program_id').notNull(),
    customerId: uuid('customer_id'),
    rows: integer('rows').notNull().default(0),
  },
  (t) => [unique('program_customer_days_key').on(t.businessId, t.day, t.programId, t.customerId).nullsNotDistinct()],
);
