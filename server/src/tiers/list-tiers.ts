import type { TTier } from '@regulars/contracts';
import { asc } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { subscriptionTiers } from '../db/schema/index.ts';

type TTierRow = typeof subscriptionTiers.$inferSelect;

export function toTier(row: TTierRow): TTier {
  const f = row.features ?? {};
  return {
    id: row.id,
    name: row.name,
    priceMonthly: Number(row.priceMonthly),
    stripePriceId: row.stripePriceId,
    maxCustomers: row.maxCustomers,
    maxPrograms: row.maxPrograms,
    maxSmsMonthly: row.maxSmsMonthly,
    initialCredits: row.initialCredits,
    creditCostSms: row.creditCostSms,
    creditCostEmail: row.creditCostEmail,
    features: {
      maxSeats: f.max_seats ?? 1,
      maxLocations: f.max_locations ?? 1,
      mailchimp: f.mailchimp ?? false,
      tills: f.tills ?? false,
      multipliers: f.multipliers ?? false,
      statusTiers: f.status_tiers ?? false,
      referrals: f.referrals ?? false,
      whiteLabel: f.white_label ?? false,
      prioritySupport: f.priority_support ?? false,
      api: f.api ?? false,
      apiRequestsPerSecond: f.api_requests_per_second ?? null,
      apiBurst: f.api_burst ?? null,
      clients: f.clients ?? false,
      maxClients: f.max_clients ?? 0,
    },
  };
}

/** All tiers, cheapest first (the order of the pricing cards). */
export async function listTiers({ db }: { db: TExecutor }): Promise<TTier[]> {
  const rows = await db
    .select()
    .from(subscriptionTiers)
    .orderBy(asc(subscriptionTiers.priceMonthly), asc(subscriptionTiers.name));
  return rows.map(toTier);
}
