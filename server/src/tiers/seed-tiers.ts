import { sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { subscriptionTiers } from '../db/schema/index.ts';

/** The tiers a fresh install starts with; afterwards prices and limits are data the super admin edits. */
export const DEFAULT_TIERS = [
  {
    name: 'Free',
    priceMonthly: 0,
    maxCustomers: 50,
    maxPrograms: 1,
    maxSmsMonthly: 50,
    initialCredits: 0,
    creditCostSms: 1,
    creditCostEmail: 0,
    features: {
      max_seats: 1,
      max_locations: 1,
      mailchimp: false,
      tills: false,
      multipliers: false,
      status_tiers: false,
      referrals: false,
      white_label: false,
      priority_support: false,
      api: false,
      clients: false,
      max_clients: 0,
    },
  },
  {
    name: 'Pro',
    priceMonthly: 49,
    maxCustomers: 500,
    maxPrograms: 3,
    maxSmsMonthly: 500,
    initialCredits: 100,
    creditCostSms: 1,
    creditCostEmail: 0,
    features: {
      max_seats: 3,
      max_locations: 3,
      mailchimp: true,
      tills: true,
      multipliers: true,
      status_tiers: true,
      referrals: true,
      white_label: false,
      priority_support: false,
      api: true,
      clients: false,
      max_clients: 0,
    },
  },
  {
    name: 'Agency',
    priceMonthly: 149,
    maxCustomers: -1,
    maxPrograms: -1,
    maxSmsMonthly: 5000,
    initialCredits: 1000,
    creditCostSms: 1,
    creditCostEmail: 0,
    features: {
      max_seats: 10,
      max_locations: -1,
      mailchimp: true,
      tills: true,
      multipliers: true,
      status_tiers: true,
      referrals: true,
      white_label: true,
      priority_support: true,
      api: true,
      clients: true,
      max_clients: 50,
    },
  },
];

/** Price ids of the built-in test checkout, so paid tiers go through checkout offline exactly as with Stripe. */
export const TEST_PRICE_IDS: Record<string, string> = { Pro: 'price_test_pro', Agency: 'price_test_agency' };

/**
 * Inserts the default tiers only into an empty table, so edits survive restarts. Without Stripe the
 * paid tiers carry test price ids; with Stripe the super admin pastes the real ones (Platform Configuration).
 */
export async function seedTiers({ db, testPriceIds = false }: { db: TDb; testPriceIds?: boolean }): Promise<void> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(subscriptionTiers);
  if (count > 0) return;
  const rows = DEFAULT_TIERS.map((t) => ({
    ...t,
    stripePriceId: testPriceIds ? (TEST_PRICE_IDS[t.name] ?? null) : null,
  }));
  await db.insert(subscriptionTiers).values(rows).onConflictDoNothing();
}
