import type { TChangeLine } from '@regulars/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { counterStaff } from './counter.ts';
import { customers } from './customers.ts';
import { locations } from './locations.ts';
import { businesses } from './tenancy.ts';
import { tenantForeignKey, tenantPrimaryKey } from './tenant-keys.ts';

/**
 * Why an earn row has the points it has: the base, the factor the multipliers came to over the whole purchase, each
 * multiplier, and what the counter said of them ('×2 Happy hour', '×2 Lattes on $5.00').
 */
export type TEarnBasis = {
  basePoints: number;
  factor: number;
  multipliers: { name: string; factor: number }[];
  note: string;
};

export const PROGRAM_TYPES = ['points', 'stamp_card', 'rebate_code', 'discount', 'free_item'] as const;

export const loyaltyPrograms = pgTable(
  'loyalty_programs',
  {
    id: uuid('id').notNull().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The owner's own words about the program (what it is for, who it is for); may be empty. */
    description: text('description').notNull().default(''),
    type: text('type', { enum: PROGRAM_TYPES }).notNull(),
    status: text('status', { enum: ['active', 'paused'] })
      .notNull()
      .default('active'),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey('loyalty_programs', t),
    index('loyalty_programs_business_status_idx').on(t.businessId, t.status),
  ],
);

export const customerProgramProgress = pgTable(
  'customer_program_progress',
  {
    id: uuid('id').notNull().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').notNull(),
    programId: uuid('program_id').notNull(),
    pointsBalance: integer('points_balance').notNull().default(0),
    totalEarned: integer('total_earned').notNull().default(0),
    stampsCurrent: integer('stamps_current').notNull().default(0),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    /** When the current stamp card lapses (set by its first stamp, from the expiry in force then). */
    cardExpiresAt: timestamp('card_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Check-ins update these rows in place (HOT; fillfactor 85, migration 0033): no index may hold a column they change.
  (t) => [
    tenantPrimaryKey('customer_program_progress', t),
    tenantForeignKey(
      'customer_program_progress_customer_fk',
      { businessId: t.businessId, column: t.customerId },
      customers,
    ).onDelete('cascade'),
    tenantForeignKey(
      'customer_program_progress_program_fk',
      { businessId: t.businessId, column: t.programId },
      loyaltyPrograms,
    ).onDelete('cascade'),
    // One row per customer and program; also a customer's rows (its leading columns).
    uniqueIndex('customer_program_progress_customer_program_key').on(t.businessId, t.customerId, t.programId),
    check('customer_program_progress_points_not_negative', sql`${t.pointsBalance} >= 0`),
    check('customer_program_progress_stamps_not_negative', sql`${t.stampsCurrent} >= 0`),
  ],
);

export const customerRewards = pgTable(
  'customer_rewards',
  {
    id: uuid('id').notNull().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').notNull(),
    programId: uuid('program_id'),
    rewardName: text('reward_name').notNull(),
    rewardDescription: text('reward_description'),
    rewardType: text('reward_type').notNull(),
    /** void: taken back by an undo of the action that issued it. */
    status: text('status', { enum: ['earned', 'redeemed', 'expired', 'void'] })
      .notNull()
      .default('earned'),
    redemptionCode: text('redemption_code').notNull(),
    /** A rebate code's value: percentage or fixed, and how much. */
    discountType: text('discount_type', { enum: ['percentage', 'fixed'] }),
    discountValue: numeric('discount_value', { precision: 12, scale: 2, mode: 'number' }),
    /** A code that is not single use stays earned until it expires. */
    singleUse: boolean('single_use').notNull().default(true),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    redeemedByUserId: text('redeemed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The status tier whose reaching gave it (each tier's reward once per customer, unless undone). */
    statusTierId: uuid('status_tier_id'),
  },
  (t) => [
    tenantPrimaryKey('customer_rewards', t),
    tenantForeignKey(
      'customer_rewards_customer_fk',
      { businessId: t.businessId, column: t.customerId },
      customers,
    ).onDelete('cascade'),
    tenantForeignKey(
      'customer_rewards_program_fk',
      { businessId: t.businessId, column: t.programId },
      loyaltyPrograms,
    ).onDelete('set null'),
    index('customer_rewards_business_customer_idx').on(t.businessId, t.customerId, t.earnedAt.desc()),
    // Analytics: the rewards a business issued in a period.
    index('customer_rewards_business_earned_at_idx').on(t.businessId, t.earnedAt),
    uniqueIndex('customer_rewards_business_code_key').on(t.businessId, t.redemptionCode),
    // The daily expiry job walks earned rewards by expiry.
    index('customer_rewards_earned_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'earned' and ${t.expiresAt} is not null`),
  ],
);

export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').notNull().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id'),
    programId: uuid('program_id'),
    /** The kind: enrol, welcome_bonus, visit, purchase, earn, redeem, adjust, expire, reversal. */
    type: text('type').notNull(),
    /**
     * A purchase's amount in minor units of `currency` (cents; yen have none), the business's currency when it was
     * recorded (issue 35): a later change of the business's currency never converts it.
     */
    amountMinor: bigint('amount_minor', { mode: 'number' }),
    currency: text('currency'),
    /** Where the action happened (issue 35): the counter's location; null when none was chosen (API, older rows). */
    locationId: uuid('location_id'),
    /** Points and stamps deltas of this row; a program's progress is the sum of its rows. */
    points: integer('points').notNull().default(0),
    stamps: integer('stamps').notNull().default(0),
    rewardId: uuid('reward_id'),
    staffUserId: text('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who recorded it on a counter device (their PIN); staff_user_id is also set when they are a team member. */
    counterStaffId: uuid('counter_staff_id'),
    note: text('note'),
    /**
     * The counter action this row belongs to: the visit, purchase or redeem row that heads it (its own id for the
     * head). Undo reverses every row of one action. An action's rows share its customer and created_at, so undo finds
     * them through transactions_customer_created_at_idx (no index of their own: a check-in writes six rows).
     */
    actionId: uuid('action_id'),
    reversesId: uuid('reverses_id'),
    /** Points credited here lapse at this time (from the expiry in force when they were earned). */
    pointsExpireAt: timestamp('points_expire_at', { withTimezone: true }),
    /**
     * On a head row: what the action did, the counter's lines ('+12 points', 'Stamp 7 of 10') as messages and values,
     * said in each reader's language (contracts' TChangeLine; English strings before issue 52).
     */
    summary: jsonb('summary').$type<TChangeLine[]>(),
    /**
     * On an earn row that multipliers raised (issue 51): the points before them and each multiplier, so the ledger
     * can say why; the row's points are what was credited (undo and expiry work on them alone).
     */
    earnBasis: jsonb('earn_basis').$type<TEarnBasis>(),
    /** The client's key for a counter action (on its head row): a retry is answered with the first result. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Insertion order: rows of one moment (an action's head and its earns) keep the order they were written in. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [
    tenantPrimaryKey('transactions', t),
    tenantForeignKey(
      'transactions_customer_fk',
      { businessId: t.businessId, column: t.customerId },
      customers,
    ).onDelete('set null'),
    tenantForeignKey(
      'transactions_program_fk',
      { businessId: t.businessId, column: t.programId },
      loyaltyPrograms,
    ).onDelete('set null'),
    tenantForeignKey(
      'transactions_reward_fk',
      { businessId: t.businessId, column: t.rewardId },
      customerRewards,
    ).onDelete('set null'),
    tenantForeignKey(
      'transactions_location_fk',
      { businessId: t.businessId, column: t.locationId },
      locations,
    ).onDelete('set null'),
    tenantForeignKey(
      'transactions_counter_staff_fk',
      { businessId: t.businessId, column: t.counterStaffId },
      counterStaff,
    ).onDelete('set null'),
    tenantForeignKey('transactions_reverses_fk', { businessId: t.businessId, column: t.reversesId }, t).onDelete(
      'set null',
    ),
    index('transactions_business_created_at_idx').on(t.businessId, t.createdAt.desc()),
    // A customer's history, newest first, and the sums that prove progress.
    index('transactions_customer_created_at_idx').on(t.businessId, t.customerId, t.createdAt.desc()),
    // A campaign's points redeemed in its results window (campaigns/campaign-lift.ts): the few redeem rows and
    // reversals of a business's days, without reading its check-ins.
    index('transactions_business_redeem_idx')
      .on(t.businessId, t.createdAt)
      .where(sql`${t.type} in ('redeem', 'reversal')`),
    // A location's actions (reports by location), and clearing them fast when the location is deleted.
    index('transactions_business_location_idx')
      .on(t.businessId, t.locationId, t.createdAt)
      .where(sql`${t.locationId} is not null`),
    // A reward's ledger rows: where it was issued (analytics filtered to a location).
    index('transactions_business_reward_idx').on(t.businessId, t.rewardId).where(sql`${t.rewardId} is not null`),
    uniqueIndex('transactions_business_idempotency_key')
      .on(t.businessId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    // A row is reversed at most once.
    uniqueIndex('transactions_reverses_key').on(t.businessId, t.reversesId).where(sql`${t.reversesId} is not null`),
  ],
);
