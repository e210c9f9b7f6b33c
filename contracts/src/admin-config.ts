import { z } from 'zod';
import { hasUnsavableCharacters } from './customer-import.ts';
import { ZTier } from './tiers.ts';

/** Platform Configuration and Test Communications (super admin). */
export const ADMIN_CONFIG_MESSAGES = {
  tierSaved: 'Tier updated successfully',
  tierSaveFailed: (message: string) => `Failed to save changes: ${message}`,
  tierNotFound: 'Tier not found',
  nothingToUpdate: 'Change at least one field',
  emailSent: (messageId: string | null | undefined) => `Email sent successfully! Message ID: ${messageId || 'N/A'}`,
  smsSent: (messageId: string | null | undefined) => `SMS sent successfully! Message ID: ${messageId || 'N/A'}`,
  emailFailed: 'Failed to send email',
  smsFailed: 'Failed to send SMS',
  noSession: 'No active session',
  phoneHint: 'Include country code (e.g., +1 for US)',
  messageHint: 'Keep message concise for SMS delivery',
  limitsNote: 'Test messages do not count against tenant limits.',
  invalidPhone: 'Enter a phone number with its country code (e.g., +1 for US)',
  testSendNotFound: 'Test send not found',
} as const;

/** Audit rows keep these values as jsonb, which refuses half a surrogate pair (and NUL) that no message needs. */
const savable = [
  (value: string) => !hasUnsavableCharacters(value),
  'Remove the unsupported character and try again',
] as const;

/** -1 is unlimited; anything below is a typo. */
const limit = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(-1, `${label} must be -1 (unlimited) or more`)
    .max(1_000_000_000, `${label} is too large`);
const count = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(1_000_000_000, `${label} is too large`);

export const ZUpdateTierFeatures = z
  .object({
    maxSeats: z
      .number({ error: 'Max seats must be a whole number' })
      .int('Max seats must be a whole number')
      .min(1, 'Max seats must be at least 1')
      .max(100_000, 'Max seats is too large'),
    maxLocations: z
      .number({ error: 'Max locations must be a whole number' })
      .int('Max locations must be a whole number')
      .min(-1, 'Max locations must be -1 (unlimited) or at least 1')
      .max(100_000, 'Max locations is too large')
      .refine((v) => v !== 0, 'Max locations must be -1 (unlimited) or at least 1'),
    maxClients: z
      .number({ error: 'Max clients must be a whole number' })
      .int('Max clients must be a whole number')
      .min(-1, 'Max clients must be -1 (unlimited) or more')
      .max(100_000, 'Max clients is too large'),
    clients: z.boolean(),
    mailchimp: z.boolean(),
    tills: z.boolean(),
    multipliers: z.boolean(),
    statusTiers: z.boolean(),
    referrals: z.boolean(),
    whiteLabel: z.boolean(),
    prioritySupport: z.boolean(),
    api: z.boolean(),
    apiRequestsPerSecond: z
      .number({ error: 'API requests per second must be a whole number' })
      .int('API requests per second must be a whole number')
      .min(1, 'API requests per second must be at least 1')
      .max(10_000, 'API requests per second can be at most 10,000')
      .nullable(),
    apiBurst: z
      .number({ error: 'API burst must be a whole number' })
      .int('API burst must be a whole number')
      .min(1, 'API burst must be at least 1')
      .max(100_000, 'API burst can be at most 100,000')
      .nullable(),
  })
  .partial()
  .strict();

/** PATCH: only the edited fields; features are merged into the stored ones. */
export const ZUpdateTierRequest = z
  .object({
    priceMonthly: z
      .number({ error: 'Price must be a number' })
      .min(0, 'Price cannot be negative')
      .max(99_999_999.99, 'Price is too large')
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Price can have at most 2 decimals'),
    stripePriceId: z
      .string()
      .trim()
      .max(200, 'Price ID is too long')
      .refine(...savable)
      .transform((v) => (v === '' ? null : v))
      .nullable(),
    maxCustomers: limit('Max customers'),
    maxPrograms: limit('Max programs'),
    maxSmsMonthly: limit('Max SMS per month'),
    initialCredits: count('Initial credits'),
    creditCostSms: count('SMS credit cost'),
    creditCostEmail: count('Email credit cost'),
    features: ZUpdateTierFeatures,
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0 && (!v.features || Object.keys(v.features).length > 0), {
    message: ADMIN_CONFIG_MESSAGES.nothingToUpdate,
  });
export type TUpdateTierRequest = z.infer<typeof ZUpdateTierRequest>;
export type TUpdateTierInput = z.input<typeof ZUpdateTierRequest>;

export const ZUpdateTierResponse = z.object({ tier: ZTier });

export const DEFAULT_TEST_EMAIL = {
  subject: 'Test Email from Regulars',
  body: 'This is a test email sent from the Regulars super admin console.\n\nIf you received this message, email delivery is working correctly.',
} as const;

export const ZTestEmailRequest = z.object({
  recipientEmail: z
    .string()
    .trim()
    .min(1, 'Recipient email is required')
    .max(254, 'Recipient email is too long')
    .refine(...savable)
    .pipe(z.email('Invalid email format')),
  recipientName: z
    .string()
    .trim()
    .max(200, 'Recipient name is too long')
    .refine(...savable)
    .optional(),
  subject: z
    .string()
    .trim()
    .min(1, 'Subject is required')
    .max(300, 'Subject is too long')
    .refine(...savable),
  body: z
    .string()
    .trim()
    .min(1, 'Message body is required')
    .max(20_000, 'Message body is too long')
    .refine(...savable),
});
export type TTestEmailRequest = z.infer<typeof ZTestEmailRequest>;

export const ZTestSmsRequest = z.object({
  recipientPhone: z
    .string()
    .trim()
    .min(1, 'Recipient phone number is required')
    .max(40, 'Recipient phone number is too long')
    .refine(...savable),
  message: z
    .string()
    .trim()
    .min(1, 'Message is required')
    .max(1600, 'Message is too long')
    .refine(...savable),
});
export type TTestSmsRequest = z.infer<typeof ZTestSmsRequest>;

/** A test send is queued (a job); the page follows it with GET /api/admin/test-communications/{testSendId}. */
export const ZTestSendQueued = z.object({ testSendId: z.string() });
export type TTestSendQueued = z.infer<typeof ZTestSendQueued>;

/** Where a test send stands: sent with the provider's message id (the spec's 'Message ID'), or failed and why. */
export const ZTestSendStatus = z.object({
  status: z.enum(['pending', 'sent', 'failed']),
  messageId: z.string().nullable(),
  error: z.string().nullable(),
});
export type TTestSendStatus = z.infer<typeof ZTestSendStatus>;
