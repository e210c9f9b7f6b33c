import { z } from 'zod';

/** Tier features; max_seats and max_locations default to 1 when absent. */
export const ZTierFeatures = z.object({
  maxSeats: z.number().int().default(1),
  /** Locations (shops) a business may have; -1 unlimited. */
  maxLocations: z.number().int().default(1),
  mailchimp: z.boolean().default(false),
  /** Till connections (Square): a sale at the till earns by itself (issue 50). */
  tills: z.boolean().default(false),
  /** Earn multipliers (issue 51): happy hours, double-points days, a birthday week. */
  multipliers: z.boolean().default(false),
  /** Status tiers (issue 51): Bronze, Silver, Gold by points or visits in a window, each with a multiplier. */
  statusTiers: z.boolean().default(false),
  /** Refer a friend (issue 51): each customer's link and code; both sides rewarded when the friend qualifies. */
  referrals: z.boolean().default(false),
  whiteLabel: z.boolean().default(false),
  prioritySupport: z.boolean().default(false),
  /** The public API (/api/v1) and its keys. */
  api: z.boolean().default(false),
  /** The API keys' token bucket on this tier: requests a second and the burst; null: the server's default. */
  apiRequestsPerSecond: z.number().nullable().default(null),
  apiBurst: z.number().int().nullable().default(null),
  /** An agency plan (issue 32): it creates and runs client businesses, at most maxClients of them (-1 unlimited). */
  clients: z.boolean().default(false),
  maxClients: z.number().int().default(0),
});

/** -1 means unlimited for maxCustomers, maxPrograms and maxSmsMonthly. */
export const ZTier = z.object({
  id: z.string(),
  name: z.string(),
  priceMonthly: z.number(),
  stripePriceId: z.string().nullable(),
  maxCustomers: z.number().int(),
  maxPrograms: z.number().int(),
  maxSmsMonthly: z.number().int(),
  initialCredits: z.number().int(),
  creditCostSms: z.number().int(),
  creditCostEmail: z.number().int(),
  features: ZTierFeatures,
});
export type TTier = z.infer<typeof ZTier>;

export const ZTierList = z.object({
  tiers: z.array(ZTier),
  /** TRIAL_DAYS: the free days a paid tier starts with after checkout (0: none). */
  trialDays: z.number().int().optional(),
  /** API_RATE_PER_SECOND and API_RATE_BURST: the token bucket of a tier that sets none. */
  apiRateDefault: z.object({ perSecond: z.number(), burst: z.number() }).optional(),
  /**
   * The install takes support requests ("Help"). When the super admin switches them off, every tier's
   * features.prioritySupport reads false here, so no card claims it.
   */
  supportRequests: z.boolean().optional(),
});
export type TTierList = z.infer<typeof ZTierList>;

export const UNLIMITED = -1;
