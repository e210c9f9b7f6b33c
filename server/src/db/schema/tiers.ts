import { integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type TTierFeaturesJson = {
  max_seats?: number;
  /** Locations (shops) a business may have; -1 unlimited. */
  max_locations?: number;
  mailchimp?: boolean;
  /** Till connections (Square, issue 50). */
  tills?: boolean;
  /** Earn multipliers (issue 51). */
  multipliers?: boolean;
  /** Status tiers (issue 51). */
  status_tiers?: boolean;
  referrals?: boolean;
  white_label?: boolean;
  priority_support?: boolean;
  api?: boolean;
  /** The API keys' token bucket on this tier; absent: the server's API_RATE_PER_SECOND / API_RATE_BURST. */
  api_requests_per_second?: number | null;
  api_burst?: number | null;
  /** The plan may run client businesses (an agency, issue 32), and how many; -1 unlimited. */
  clients?: boolean;
  max_clients?: number;
};

/** Prices and limits are data the super admin edits; -1 means unlimited. */
export const subscriptionTiers = pgTable('subscription_tiers', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  priceMonthly: numeric('price_monthly', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
  stripePriceId: text('stripe_price_id'),
  maxCustomers: integer('max_customers').notNull(),
  maxPrograms: integer('max_programs').notNull(),
  maxSmsMonthly: integer('max_sms_monthly').notNull(),
  initialCredits: integer('initial_credits').notNull().default(0),
  creditCostSms: integer('credit_cost_sms').notNull().default(1),
  creditCostEmail: integer('credit_cost_email').notNull().default(0),
  features: jsonb('features').$type<TTierFeaturesJson>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
