import { index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { businesses } from './tenancy.ts';

export const PROGRAM_TYPES = ['points', 'stamp_card', 'rebate_code', 'discount', 'free_item'] as const;

export const loyaltyPrograms = pgTable(
  'loyalty_programs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: PROGRAM_TYPES }).notNull(),
    status: text('status', { enum: ['active', 'paused'] })
      .notNull()
      .default('active'),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('loyalty_programs_business_status_idx').on(t.businessId, t.status)],
);

export const customerProgramProgress = pgTable(
  'customer_program_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    programId: uuid('program_id')
      .notNull()
      .references(() => loyaltyPrograms.id, { onDelete: 'cascade' }),
    pointsBalance: integer('points_balance').notNull().default(0),
    totalEarned: integer('total_earned').notNull().default(0),
    stampsCurrent: integer('stamps_current').notNull().default(0),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_program_progress_customer_program_key').on(t.customerId, t.programId),
    index('customer_program_progress_business_idx').on(t.businessId, t.customerId),
  ],
);

export const customerRewards = pgTable(
  'customer_rewards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    programId: uuid('program_id').references(() => loyaltyPrograms.id, { onDelete: 'set null' }),
    rewardName: text('reward_name').notNull(),
    rewardDescription: text('reward_description'),
    rewardType: text('reward_type').notNull(),
    status: text('status', { enum: ['earned', 'redeemed', 'expired'] })
      .notNull()
      .default('earned'),
    redemptionCode: text('redemption_code').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  },
  (t) => [
    index('customer_rewards_business_customer_idx').on(t.businessId, t.customerId, t.earnedAt.desc()),
    uniqueIndex('customer_rewards_business_code_key').on(t.businessId, t.redemptionCode),
  ],
);

export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    programId: uuid('program_id').references(() => loyaltyPrograms.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }),
    points: integer('points').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('transactions_business_created_at_idx').on(t.businessId, t.createdAt.desc())],
);
