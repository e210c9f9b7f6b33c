import { z } from 'zod';

/**
 * A customer's own data, as the portal's "Download my data" and the business's answer to an access request give it:
 * their profile, consents, standing per program, the whole ledger, rewards and the messages sent to them. Never a PIN,
 * a session or another customer's row.
 */
export const ZCustomerDataExport = z.object({
  exportedAt: z.string(),
  business: z.object({ name: z.string() }),
  profile: z.object({
    id: z.string(),
    customerNumber: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    birthday: z.string().nullable(),
    joinedAt: z.string(),
    /** Since when they are a member (YYYY-MM-DD), as the business's import from another tool said; null otherwise. */
    memberSince: z.string().nullable(),
    optedInSms: z.boolean(),
    optedInEmail: z.boolean(),
    emailUnsubscribedAt: z.string().nullable(),
    portalEnabled: z.boolean(),
    lastLoginAt: z.string().nullable(),
    lastVisitAt: z.string().nullable(),
    totalPoints: z.number(),
    lifetimePointsEarned: z.number(),
    totalVisits: z.number(),
  }),
  consents: z.array(
    z.object({
      channel: z.string(),
      wording: z.string(),
      source: z.string(),
      grantedAt: z.string(),
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
  programs: z.array(
    z.object({
      name: z.string(),
      type: z.string(),
      pointsBalance: z.number(),
      totalEarned: z.number(),
      stampsCurrent: z.number(),
      lastActivityAt: z.string().nullable(),
    }),
  ),
  ledger: z.array(
    z.object({
      at: z.string(),
      type: z.string(),
      program: z.string().nullable(),
      points: z.number(),
      stamps: z.number(),
      amount: z.number().nullable(),
      currency: z.string().nullable(),
      note: z.string().nullable(),
      summary: z.array(z.string()).nullable(),
    }),
  ),
  rewards: z.array(
    z.object({
      name: z.string(),
      description: z.string().nullable(),
      program: z.string().nullable(),
      status: z.string(),
      code: z.string().nullable(),
      earnedAt: z.string(),
      expiresAt: z.string().nullable(),
      redeemedAt: z.string().nullable(),
    }),
  ),
  messages: z.array(
    z.object({
      at: z.string(),
      channel: z.string(),
      subject: z.string().nullable(),
      content: z.string().nullable(),
      status: z.string(),
    }),
  ),
});
export type TCustomerDataExport = z.infer<typeof ZCustomerDataExport>;

export const CUSTOMER_DATA_COPY = {
  detailButton: 'Download data',
  detailHint: "For a customer's access request: everything kept about them, as a JSON file.",
} as const;

/** The download's file name: the business's and the customer's own words, safe on every file system. */
export function customerDataFileName(businessName: string, customerNumber: string): string {
  const slug = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'business';
  return `${slug(businessName)}-${slug(customerNumber)}-data.json`;
}
