import type { TReferralRewardInput } from '@regulars/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { businesses } from './tenancy.ts';
import { tenantForeignKey, tenantPrimaryKey } from './tenant-keys.ts';

/**
 * A business's refer-a-friend set-up (issue 51): each side's reward, what qualifies a friend, and the monthly cap per
 * referrer. One row per business that has set it up.
 */
export const referralPrograms = pgTable(
  'referral_programs',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull(),
    friendReward: jsonb('friend_reward').$type<TReferralRewardInput>().notNull(),
    referrerReward: jsonb('referrer_reward').$type<TReferralRewardInput>().notNull(),
    qualifyingAction: text('qualifying_action', { enum: ['visit', 'purchase'] }).notNull(),
    /** In minor units of the business's currency; 0: any amount. */
    minimumAmountMinor: bigint('minimum_amount_minor', { mode: 'number' }).notNull(),
    withinDays: integer('within_days').notNull(),
    monthlyCap: integer('monthly_cap').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'referral_programs_pkey', columns: [t.businessId] })],
);

/**
 * Invitation links opened while refer-a-friend was on, counted per hour (the owner's card sums them all; analytics
 * sums a period's, whose days begin at the business's midnight: an hour is the finest any time zone needs but a few).
 */
export const referralLinkOpens = pgTable(
  'referral_link_opens',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    opens: integer('opens').notNull(),
  },
  (t) => [primaryKey({ name: 'referral_link_opens_pkey', columns: [t.businessId, t.hour] })],
);

/**
 * A customer's referral code, made the first time they need one (their portal card, a message that names their
 * link): unique across businesses through business_keys (kind referral), where a link finds its business.
 */
export const referralCodes = pgTable(
  'referral_codes',
  {
    businessId: text('business_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'referral_codes_pkey', columns: [t.businessId, t.customerId] }),
    uniqueIndex('referral_codes_business_code_key').on(t.businessId, t.code),
    tenantForeignKey(
      'referral_codes_customer_fk',
      { businessId: t.businessId, column: t.customerId },
      customers,
    ).onDelete('cascade'),
  ],
);

/**
 * A friend who joined through a customer's code. The rule that qualifies them is kept as it was when they joined
 * (`qualifyBy`, the action, the minimum), so a later change of the set-up does not move a promise already made.
 * `pending` until the friend's first qualifying action (then `rewarded`, both sides in that action's transaction),
 * `held` with the fraud rule it broke; a pending one past `qualifyBy` reads as expired.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').notNull().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    referrerCustomerId: uuid('referrer_customer_id').notNull(),
    friendCustomerId: uuid('friend_customer_id').notNull(),
    status: text('status', { enum: ['pending', 'rewarded', 'held'] }).notNull(),
    heldReason: text('held_reason', { enum: ['former_customer', 'monthly_cap'] }),
    /** How the friend named the referrer: the link's sign-up form, or the code at the counter. */
    via: text('via', { enum: ['link', 'counter'] }).notNull(),
    qualifyingAction: text('qualifying_action', { enum: ['visit', 'purchase'] }).notNull(),
    minimumAmountMinor: bigint('minimum_amount_minor', { mode: 'number' }).notNull(),
    qualifyBy: timestamp('qualify_by', { withTimezone: true }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** The friend's action that qualified them, and when both were rewarded. */
    qualifyingActionId: uuid('qualifying_action_id'),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    /** Rewards given, both sides (0–2: a side whose program was deleted meanwhile gets nothing). */
    rewardsGiven: integer('rewards_given').notNull().default(0),
  },
  (t) => [
    tenantPrimaryKey('referrals', t),
    // A friend is referred once.
    uniqueIndex('referrals_business_friend_key').on(t.businessId, t.friendCustomerId),
    // The monthly cap counts a referrer's recent referrals; the portal counts them all.
    index('referrals_business_referrer_idx').on(t.businessId, t.referrerCustomerId, t.joinedAt),
    index('referrals_business_joined_idx').on(t.businessId, t.joinedAt.desc()),
    // The check-in's context probes for its customer's pending referral (none, nearly always).
    index('referrals_business_pending_friend_idx')
      .on(t.businessId, t.friendCustomerId)
      .where(sql`${t.status} = 'pending'`),
    // A customer is only removed for good with their import (deleting one keeps the row, anonymised).
    tenantForeignKey(
      'referrals_referrer_fk',
      { businessId: t.businessId, column: t.referrerCustomerId },
      customers,
    ).onDelete('cascade'),
    tenantForeignKey(
      'referrals_friend_fk',
      { businessId: t.businessId, column: t.friendCustomerId },
      customers,
    ).onDelete('cascade'),
  ],
);

/**
 * The phones of deleted customers, as keyed hashes (HMAC under the app's secret: a phone number cannot be found
 * from one by trying them all), so a friend who was a customer before never qualifies as a new one.
 */
export const formerCustomerPhones = pgTable(
  'former_customer_phones',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    phoneKey: text('phone_key').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'former_customer_phones_pkey', columns: [t.businessId, t.phoneKey] })],
);
