import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { missingLinks, type TLinkValues, withoutLinkSentence } from './link-placeholders.ts';
import { ZReward } from './loyalty.ts';
import { ZNewPin } from './portal.ts';
import { isHtmlBody } from './templates.ts';

/** Prefix of every generated customer id. */
export const CUSTOMER_ID_PREFIX = 'CUS';
export const CUSTOMER_PAGE_SIZE_DEFAULT = 25;
export const CUSTOMER_PAGE_SIZE_MAX = 100;
/** A search counts its matches up to this many (above it the page says "1,000+"), so a broad search stays fast. */
export const SEARCH_COUNT_CAP = 1000;

export const CUSTOMER_MESSAGES = {
  invalidEmail: 'Invalid email format',
  invalidBirthday: 'Invalid birthday format (use YYYY-MM-DD)',
  invalidPhone: 'Invalid phone number',
  duplicatePhone: 'A customer with this phone number already exists',
  duplicateEmail: 'A customer with this email already exists',
  idFailed: 'Failed to generate unique customer ID',
  notFound: 'Customer not found',
  pinNeedsPhone: 'Add a phone number first: customers log in to the portal with their phone number and PIN.',
  /** As the import says it: a customer nobody can reach or find again is not worth a plan slot. */
  contactRequired: 'Either email or phone is required',
} as const;

/** The single-add refusal at max_customers. */
export const customerLimitMessage = (limit: number) =>
  `You've reached your plan limit of ${limit} customers. Please upgrade your subscription to add more customers.`;

/** The spec's simple email pattern. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** Trimmed text, or null when blank: the spec stores empty values as null. */
export function blankToNull(value: string | null | undefined): string | null {
  const t = value?.trim();
  return t ? t : null;
}

const NANP_REGIONS = new Set(['US', 'CA']);

/** E.164 for a phone written nationally (in `region`) or internationally; null when it is not a possible number. */
export function normalizePhone(raw: string, region: string = 'US'): string | null {
  const upper = region.toUpperCase();
  // Fast path for the common North American shapes ("(415) 555-0101", "415.555.0101", "+1 415 555 0101"): the same
  // answer libphonenumber gives (a possible NANP number is 10 national digits), without its parser's cost on imports.
  if (NANP_REGIONS.has(upper) && /^\+?[\d\s().-]+$/.test(raw)) {
    const digits = raw.replace(/\D/g, '');
    const international = raw.trim().startsWith('+');
    if (!international && digits.length === 10) return `+1${digits}`;
    if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  }
  const parsed = parsePhoneNumberFromString(raw.trim(), upper as CountryCode);
  if (!parsed?.isPossible()) return null;
  return parsed.number;
}

/** The portal login key: digits only. */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '');

const optionalText = (label: string, max: number) =>
  z
    .string()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => blankToNull(v));

/** Add Customer: every field optional; blanks become null. Camel case, like the customer it returns. */
export const ZCreateCustomer = z.object({
  firstName: optionalText('First name', 200),
  lastName: optionalText('Last name', 200),
  email: optionalText('Email', 254).refine((v) => v === null || EMAIL_PATTERN.test(v), CUSTOMER_MESSAGES.invalidEmail),
  phone: optionalText('Phone', 40),
  // YYYY-MM-DD, with room for surrounding spaces.
  birthday: optionalText('Birthday', 20).refine((v) => v === null || isIsoDate(v), CUSTOMER_MESSAGES.invalidBirthday),
  optedInSms: z.boolean().default(true),
  optedInEmail: z.boolean().default(true),
});
/**
 * Adding a customer: Add Customer's fields, with an email or a phone (the contact is how they are reached and found),
 * and the code of the customer who invited them, given at the counter (refer a friend, issue 51).
 */
export const ZAddCustomer = ZCreateCustomer.extend({ referralCode: optionalText('Referral code', 40) }).refine(
  (c) => c.email !== null || c.phone !== null,
  { message: CUSTOMER_MESSAGES.contactRequired, path: ['phone'] },
);
export type TCreateCustomer = z.input<typeof ZCreateCustomer>;
export type TAddCustomer = z.input<typeof ZAddCustomer>;

export const ZCustomer = z.object({
  id: z.string(),
  uniqueCustomerId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  birthday: z.string().nullable(),
  totalPoints: z.number(),
  lifetimePointsEarned: z.number(),
  totalVisits: z.number(),
  optedInSms: z.boolean(),
  optedInEmail: z.boolean(),
  portalEnabled: z.boolean(),
  /** When they came into Regulars. */
  createdAt: z.string(),
  /** Since when they are a member (YYYY-MM-DD), when an import brought it from another tool: "Joined" shows it first. */
  memberSince: z.string().nullable(),
});
export type TCustomer = z.infer<typeof ZCustomer>;
/** One customer: the answer to creating or reading one. */
export const ZCustomerResponse = z.object({ customer: ZCustomer });

/** A customer as their detail page shows them: also whether a portal PIN is set (never the PIN) and the last portal sign-in. */
export const ZCustomerDetail = ZCustomer.extend({
  pinSet: z.boolean(),
  lastLoginAt: z.string().nullable(),
  /** When they asked in the portal to be deleted (and when it will be done); null while they have not. */
  deletionRequestedAt: z.string().nullable(),
  deletionDueAt: z.string().nullable(),
});
export type TCustomerDetail = z.infer<typeof ZCustomerDetail>;
export const ZCustomerDetailResponse = z.object({ customer: ZCustomerDetail });

const createFields = ZCreateCustomer.shape;

/**
 * Edit a customer: any of Add Customer's fields (same rules and messages) plus portal access. A field left out stays
 * as it is; a blank one is cleared.
 */
export const ZUpdateCustomer = z.object({
  firstName: createFields.firstName.optional(),
  lastName: createFields.lastName.optional(),
  email: createFields.email.optional(),
  phone: createFields.phone.optional(),
  birthday: createFields.birthday.optional(),
  optedInSms: z.boolean().optional(),
  optedInEmail: z.boolean().optional(),
  portalEnabled: z.boolean().optional(),
});
export type TUpdateCustomer = z.input<typeof ZUpdateCustomer>;
export type TUpdateCustomerValues = z.output<typeof ZUpdateCustomer>;

/** Staff set or reset a customer's portal PIN: 4 to 6 digits, as the portal's own "new PIN" asks. */
export const ZSetCustomerPin = z.object({ pin: ZNewPin });
export type TSetCustomerPin = z.input<typeof ZSetCustomerPin>;

/** Every reward of one customer (available, redeemed, expired), newest first. */
export const ZCustomerRewards = z.object({ rewards: z.array(ZReward) });
export type TCustomerRewards = z.infer<typeof ZCustomerRewards>;

export const ZCustomerListQuery = z.object({
  search: z.string().max(200, 'Search must be at most 200 characters').optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(CUSTOMER_PAGE_SIZE_MAX).default(CUSTOMER_PAGE_SIZE_DEFAULT),
});

/** A customer's card in one active stamp card program, as lists show it ('7 of 10'). */
export const ZStampCount = z.object({
  programId: z.string(),
  programName: z.string(),
  current: z.number().int(),
  required: z.number().int(),
});
export type TStampCount = z.infer<typeof ZStampCount>;

/** A customer in a list or the counter's search: also their card in each active stamp card program. */
export const ZCustomerListRow = ZCustomer.extend({ stamps: z.array(ZStampCount) });
export type TCustomerListRow = z.infer<typeof ZCustomerListRow>;

export const ZCustomerList = z.object({
  customers: z.array(ZCustomerListRow),
  /** Whether the business runs a points program (active or paused): without one, points are not shown. */
  hasPointsProgram: z.boolean(),
  total: z.number(),
  /** True when a search matched more than SEARCH_COUNT_CAP customers (total is then the cap). */
  totalCapped: z.boolean(),
  page: z.number(),
  limit: z.number(),
});
export type TCustomerList = z.infer<typeof ZCustomerList>;

export const ZDashboardStats = z.object({
  totalCustomers: z.number(),
  newCustomersThisMonth: z.number(),
  activePrograms: z.number(),
  transactions: z.number(),
  smsUsageThisMonth: z.number(),
  smsLimit: z.number(),
  emailsSent: z.number(),
  /** A whole percent of sent emails; null with none sent (there is no rate to show). */
  emailOpenRate: z.number().nullable(),
});
export type TDashboardStats = z.infer<typeof ZDashboardStats>;

const ZTrendTotals = z.object({ visits: z.number(), newCustomers: z.number(), rewardsRedeemed: z.number() });

/** The dashboard's last 30 days of the business (its own days), day by day, with the 30 days before as totals. */
export const ZDashboardTrend = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(ZTrendTotals.extend({ date: z.string() })),
  current: ZTrendTotals,
  previous: ZTrendTotals,
});
export type TDashboardTrend = z.infer<typeof ZDashboardTrend>;

/** The customer list's quick email and SMS modals. */
export const QUICK_MESSAGES = {
  emailRequired: 'Customer email address is required',
  smsNotOptedIn: 'Customer has not opted in to receive SMS messages',
  phoneRequired: 'Customer phone number is required',
  emailSent: 'Email sent successfully!',
  smsSent: 'SMS sent successfully!',
  emailFailed: 'Failed to send email',
  smsFailed: 'Failed to send SMS',
  templateNotFound: 'Template not found',
} as const;
export const SMS_SEGMENT_LENGTH = 160;

export const ZQuickTemplate = z.object({
  id: z.string(),
  name: z.string(),
  /** Email templates only. */
  subject: z.string().nullable(),
  body: z.string(),
});
export type TQuickTemplate = z.infer<typeof ZQuickTemplate>;
export const ZQuickTemplateList = z.object({ templates: z.array(ZQuickTemplate) });
export const ZQuickTemplateQuery = z.object({ type: z.enum(['email', 'sms']) });
export const ZQuickSendRequest = z.object({
  templateId: z.uuid(QUICK_MESSAGES.templateNotFound),
  /** One per dialog and template (the browser makes it): a double click or a retried request sends once. */
  requestKey: z.uuid().optional(),
});
export const ZQuickSendResponse = z.object({
  success: z.literal(true),
  /** The message's id in the history (GET /api/communications/{id}), where its delivery can be followed. */
  messageId: z.string(),
  /** 'pending' once queued; a repeated request answers with the message's status now. */
  status: z.enum(['pending', 'sent', 'failed']),
});
export type TQuickSendResponse = z.infer<typeof ZQuickSendResponse>;

/** What a loyalty event adds to a message: the reward earned, the milestone reached, the points about to lapse. */
export type TEventValues = {
  reward?: string;
  milestone?: number;
  expiringPoints?: number;
  expiryDate?: string;
  /** The status tier a customer moved up to (issue 51). */
  tier?: string;
  /** On a referral's reward: the friend who qualified (to the inviter), the customer who invited (to the friend). */
  friendName?: string;
  referrerName?: string;
};

/**
 * Fills the spec's template placeholders: {business_name}, {name}, {firstName}, {lastName}, {points}, {email}; for
 * loyalty events {reward}, {milestone}, {expiring_points}, {expiry_date}, {tier}, {friend_name}, {referrer_name} (left as
 * typed when the message is not about such an event); {wallet_link}, the card's link page, and {referral_link}, the
 * customer's invite link, each of whose sentence is left out when there is none.
 */
export function renderTemplate(
  template: string,
  v: {
    businessName: string;
    firstName: string | null;
    lastName: string | null;
    points: number;
    email: string | null;
    /** The business's locale (issue 52): the numbers are written as its customers write them ('1.234'); en-US by default. */
    locale?: string;
  } & TEventValues &
    TLinkValues,
): string {
  const count = (n: number | undefined) => (n === undefined ? undefined : n.toLocaleString(v.locale ?? 'en-US'));
  const values: Record<string, string | undefined> = {
    business_name: v.businessName,
    name: [v.firstName, v.lastName].filter(Boolean).join(' ') || 'there',
    firstName: v.firstName ?? '',
    lastName: v.lastName ?? '',
    points: count(v.points),
    email: v.email ?? '',
    reward: v.reward,
    milestone: count(v.milestone),
    expiring_points: count(v.expiringPoints),
    expiry_date: v.expiryDate,
    tier: v.tier,
    friend_name: v.friendName,
    referrer_name: v.referrerName,
    wallet_link: v.walletLink ?? '',
    referral_link: v.referralLink ?? '',
  };
  const text = isHtmlBody(template) ? template : missingLinks(v).reduce(withoutLinkSentence, template);
  return text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}
