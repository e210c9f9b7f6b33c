import { z } from 'zod';
import { ZLanguage } from './i18n/language-schema.ts';

export const MIN_PASSWORD_LENGTH = 6;
/** The longest address SMTP carries (RFC 5321). */
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 128;
export const EMAIL_TOO_LONG = `Email must be at most ${MAX_EMAIL_LENGTH} characters`;
export const PASSWORD_TOO_LONG = `Password must be at most ${MAX_PASSWORD_LENGTH} characters`;
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired';

/** An address someone types: required, then well-formed (trimmed first); kept lowercased. */
export const ZEmailAddress = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required', abort: true })
  .max(MAX_EMAIL_LENGTH, { error: EMAIL_TOO_LONG, abort: true })
  .pipe(z.email('Please enter a valid email address'))
  .transform((email) => email.toLowerCase());

/** A password being chosen (sign-up, invitation, reset): required, then long enough. */
export const ZNewPassword = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required', abort: true })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG);

export const ZSignupRequest = z.object({
  companyName: z
    .string()
    .trim()
    .min(1, 'Company name is required')
    .max(200, 'Company name must be at most 200 characters'),
  email: ZEmailAddress,
  password: ZNewPassword,
  // A tier is picked from GET /api/tiers: anything but a UUID is no tier (and must not reach the uuid column).
  tierId: z.uuid({ error: 'Please select a subscription tier' }),
  /** The browser's IANA time zone, sent without asking; an unknown one is ignored (settings can set it later). */
  timeZone: z.string().max(64).optional(),
  /**
   * The money proposed from the browser's language (issue 35): ISO 4217 and BCP 47, sent without asking; an unknown
   * one is ignored (US dollars, en-US) and /settings changes them later.
   */
  currency: z.string().max(8).optional(),
  locale: z.string().max(35).optional(),
});
export type TSignupRequest = z.infer<typeof ZSignupRequest>;

export const ZLoginRequest = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Email and password are required')
    .max(MAX_EMAIL_LENGTH, EMAIL_TOO_LONG),
  password: z.string().min(1, 'Email and password are required').max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export const ZPasswordResetRequest = z.object({ email: ZEmailAddress });
export type TPasswordResetRequest = z.input<typeof ZPasswordResetRequest>;

export const ZPasswordResetConfirm = z.object({
  token: z.string().min(1, RESET_LINK_INVALID).max(200, RESET_LINK_INVALID),
  password: ZNewPassword,
});
/** The answer of a call that has nothing to return but success. */
export const ZOk = z.object({ ok: z.literal(true) });
/** Starting Google sign-in answers the provider's URL to leave for. */
export const ZSocialSignInStart = z.object({ url: z.string(), redirect: z.boolean() });

/** Where the browser goes after sign-up: /dashboard, or a checkout URL for a paid tier. */
export const ZSignupResponse = z.object({
  redirectTo: z.string(),
  /** Set when the tier needed checkout and it could not be started: the account exists, go to /dashboard. */
  checkoutFailed: z.boolean().optional(),
});
export type TSignupResponse = z.infer<typeof ZSignupResponse>;

export const ZAuthConfig = z.object({
  googleEnabled: z.boolean(),
  /** APP_URL is this computer (localhost): QR codes and emailed links would not open on anyone's phone. */
  appUrlIsLoopback: z.boolean(),
  /** The built-in test checkout runs on this public (https) server on purpose (BILLING_TEST_MODE): plans cost nothing. */
  testPayments: z.boolean().default(false),
  /** Passkeys work here: APP_URL has a domain name (localhost counts); WebAuthn refuses an IP address. */
  passkeys: z.boolean().default(true),
});
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
  /** The money its amounts are recorded and written in (issue 35): ISO 4217 and BCP 47. */
  currency: z.string(),
  locale: z.string(),
  /** The country its phones are read and shown in (issue 52): ISO 3166 alpha-2. */
  country: z.string(),
  /** When the business they work in (a member's: the team's) was closed (issue 33); null or absent while open. */
  closedAt: z.string().nullable().optional(),
  /**
   * The business they work in is a client of an agency on a white-label plan (issue 53): the app shows its own name
   * and mark, not the platform's, nor the agency's plan.
   */
  whiteLabel: z.boolean().optional(),
});

export const ZTenantSummary = z.object({ id: z.string(), companyName: z.string() });

/** The client business a session has open (issue 32): every business screen shows and acts on it. */
export const ZOpenClientSummary = z.object({ id: z.string(), companyName: z.string(), agencyName: z.string() });

/**
 * Who requires two-step sign-in of an account (issue 53): every super admin account, or the team of the business the
 * person works in (its admin chose to).
 */
export const ZTwoStepRequiredBy = z.enum(['super-admin', 'team']);
export type TTwoStepRequiredBy = z.infer<typeof ZTwoStepRequiredBy>;

/** The signed-in user's profile: a super admin has no business; everyone else their business and tenant. */
export const ZMe = z.object({
  /** `language`: what they chose for the owner's app; null: their business's. */
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), language: ZLanguage.nullable() }),
  /** The language the owner's app speaks to them (issue 52): their choice, else their own business's. */
  language: ZLanguage,
  isSuperAdmin: z.boolean(),
  business: ZBusinessSummary.nullable(),
  tenant: ZTenantSummary.nullable(),
  isTenantAdmin: z.boolean(),
  /** The business they work in runs client businesses (an agency plan): the Clients page and the switcher show. */
  runsClients: z.boolean().optional(),
  /** The agency's client this session works in; null: their own business. */
  openClient: ZOpenClientSummary.nullable().optional(),
  /**
   * Set when two-step sign-in is required of this account and not set up yet: until it is, the session reaches only
   * this profile, the set-up and signing out. Null or absent: nothing owed.
   */
  twoStepOwed: ZTwoStepRequiredBy.nullable().optional(),
  /** An analyst of the team they work in (issue 53): every screen reads, nothing changes. */
  viewOnly: z.boolean().optional(),
});
export type TMe = z.infer<typeof ZMe>;

/** Choose the language the owner's app speaks to you; null: your business's. */
export const ZUserLanguageRequest = z.object({ language: ZLanguage.nullable() });
export type TUserLanguageRequest = z.infer<typeof ZUserLanguageRequest>;
