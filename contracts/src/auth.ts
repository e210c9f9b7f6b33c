import { z } from 'zod';

export const MIN_PASSWORD_LENGTH = 6;

export const ZSignupRequest = z.object({
  companyName: z.string().trim().min(1, 'Company name is required').max(200),
  email: z.email('Please enter a valid email address').trim().toLowerCase(),
  password: z.string().min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`).max(128),
  tierId: z.string({ error: 'Please select a subscription tier' }).min(1, 'Please select a subscription tier'),
});
export type TSignupRequest = z.infer<typeof ZSignupRequest>;

/** Where the browser goes after sign-up: /dashboard, or a checkout URL for a paid tier. */
export const ZSignupResponse = z.object({
  redirectTo: z.string(),
  /** Set when the tier needed checkout and it could not be started: the account exists, go to /dashboard. */
  checkoutFailed: z.boolean().optional(),
});
export type TSignupResponse = z.infer<typeof ZSignupResponse>;

export const ZAuthConfig = z.object({ googleEnabled: z.boolean() });
export type TAuthConfig = z.infer<typeof ZAuthConfig>;

export const ZSubscriptionStatus = z.string();

export const ZBusinessSummary = z.object({
  id: z.string(),
  companyName: z.string(),
  email: z.string(),
  subscriptionStatus: ZSubscriptionStatus,
  tierId: z.string().nullable(),
  tierName: z.string().nullable(),
  tenantId: z.string().nullable(),
  isTenantAdmin: z.boolean(),
  createdAt: z.string(),
  /** When the trial ends (ISO), for the dashboard's days-left banner. */
  trialEndsAt: z.string().nullable().optional(),
});
export type TBusinessSummary = z.infer<typeof ZBusinessSummary>;

export const ZTenantSummary = z.object({ id: z.string(), companyName: z.string() });

/** The signed-in user's profile, as spec section 4 loads it. */
export const ZMe = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  isSuperAdmin: z.boolean(),
  business: ZBusinessSummary.nullable(),
  tenant: ZTenantSummary.nullable(),
  isTenantAdmin: z.boolean(),
});
export type TMe = z.infer<typeof ZMe>;
