import { z } from 'zod';

/** Where the browser goes next: a provider page (checkout, portal) or back into the app. */
export const ZRedirect = z.object({ url: z.string() });
export type TRedirect = z.infer<typeof ZRedirect>;

export const ZCheckoutRequest = z.object({
  // Not z.uuid(): an id of no tier answers 404 'No such subscription tier' (startCheckout checks the shape).
  tierId: z
    .string({ error: 'Please select a subscription tier' })
    .min(1, 'Please select a subscription tier')
    .max(36, 'No such subscription tier'),
});

/** The /subscription page's data: plan, billing period, payment status, credits and usage. */
export const ZSubscriptionSummary = z.object({
  provider: z.enum(['stripe', 'test']),
  status: z.string(),
  tierId: z.string().nullable(),
  tierName: z.string().nullable(),
  priceMonthly: z.number().nullable(),
  /** The tier whose limits apply now (Free after a lapsed trial or a cancellation). */
  effectiveTierName: z.string(),
  trialEndsAt: z.string().nullable(),
  trialDaysLeft: z.number().int().nullable(),
  periodEnd: z.string().nullable(),
  paymentMethodStatus: z.string().nullable(),
  hasBillingAccount: z.boolean(),
  creditsRemaining: z.number().int(),
  /** An agency's client (issue 32) is on the agency's plan and billed with it: the agency's name; null otherwise. */
  billedByAgency: z.string().nullable().optional(),
  /** The caller may change the plan and open the billing portal (the team's admin, whatever their account's origin). */
  canManage: z.boolean().optional(),
  usage: z.object({
    customers: z.number().int(),
    maxCustomers: z.number().int(),
    smsMonthly: z.number().int(),
    maxSmsMonthly: z.number().int(),
  }),
});
export type TSubscriptionSummary = z.infer<typeof ZSubscriptionSummary>;

export const ZCreditEntry = z.object({
  id: z.string(),
  businessId: z.string(),
  companyName: z.string().optional(),
  kind: z.string(),
  delta: z.number().int(),
  balanceAfter: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
});
export type TCreditEntry = z.infer<typeof ZCreditEntry>;
export const ZCreditLedger = z.object({ entries: z.array(ZCreditEntry), balance: z.number().int().optional() });
export type TCreditLedger = z.infer<typeof ZCreditLedger>;

export const ZAllocateCreditsRequest = z.object({
  // A user id: a UUID, or better-auth's 32-character id for an account made by Google sign-in.
  businessId: z.string().min(1, 'Choose a business').max(36, 'Business not found'),
  amount: z
    .number({ error: 'Amount must be a whole number' })
    .int('Amount must be a whole number')
    .refine((n) => n !== 0, 'Amount must not be zero')
    .refine((n) => Math.abs(n) <= 1_000_000, 'Amount must be at most 1,000,000'),
  reason: z.string().trim().min(1, 'A reason is required').max(500, 'Reason must be at most 500 characters'),
});
/** The business's balance after an allocation. */
export const ZAllocateCreditsResponse = z.object({ businessId: z.string(), balance: z.number() });
/** What the webhook answers Stripe: received, and whether the event had been processed before. */
export const ZWebhookReceipt = z.object({ received: z.boolean(), duplicate: z.boolean() });

/** The built-in test checkout page's data. */
export const ZTestCheckoutSession = z.object({
  id: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
  tierName: z.string(),
  priceMonthly: z.number(),
  /** When the first charge comes if the checkout completes now (ISO); null: the first month is due today. */
  trialEndsAt: z.string().nullable(),
  companyName: z.string(),
  email: z.string(),
});
export type TTestCheckoutSession = z.infer<typeof ZTestCheckoutSession>;

export const ZTestPortal = z.object({
  companyName: z.string(),
  email: z.string(),
  status: z.string(),
  tierName: z.string().nullable(),
  priceMonthly: z.number().nullable(),
  periodEnd: z.string().nullable(),
  hasSubscription: z.boolean(),
  paymentMethodStatus: z.string().nullable(),
  returnUrl: z.string(),
});
export type TTestPortal = z.infer<typeof ZTestPortal>;

/** Checkout and portal on a public (https) server without Stripe: the built-in test checkout is off there. */
export const PAYMENTS_NOT_SET_UP_MESSAGE =
  'Payments are not set up on this server. Ask the platform operator to configure Stripe.';
/** The banner of every signed-in screen while BILLING_TEST_MODE lets the test checkout run on a public server. */
export const TEST_PAYMENTS_BANNER = 'Test payments: plans are granted without charge on this server';
