import { z } from 'zod';
import { ZPublicBrand } from './branding.ts';
import { ZLanguage } from './i18n/language-schema.ts';
import { ZActionGains, ZDiscountStanding, ZReward } from './loyalty.ts';
import { ZProgramStatus, ZProgramType } from './programs.ts';
import { ZPortalReferral } from './referrals.ts';
import { ZCustomerStatus } from './status-tiers.ts';
import { ZWalletLinks } from './wallet.ts';

/** The customer portal's words, as the customer sees them. */
export const PORTAL_MESSAGES = {
  phoneNotFound: 'Phone number not found. Please check and try again.',
  portalDisabled: 'Portal access is disabled. Please contact the business.',
  invalidPin: 'Invalid PIN. Please try again.',
  failed: 'Failed to log in. Please try again.',
  locked: 'Too many wrong PINs. Please try again in 15 minutes.',
  pinDailyLimit: "Too many wrong PINs today. Tap 'Forgot PIN?' to get a code by text message and choose a new PIN.",
  portalPaused: "This business's rewards portal is paused. Please contact the business.",
  phoneRequired: 'Phone number is required',
  pinRequired: 'PIN is required',
  pinDigits: 'PIN can only contain digits',
  pinTooLong: 'PIN must be at most 6 digits',
  newPinLength: 'Choose a PIN of 4 to 6 digits',
  codeInvalid: 'This code is invalid or has expired',
  codeSent: 'If this phone number has a portal, we sent it a code.',
  notSignedIn: 'Please log in to the customer portal',
  chooseBusiness: 'Choose a business',
} as const;

/**
 * The PIN lock: this many wrong PINs for one customer of one business (from any address) close that customer's
 * portal for 15 minutes; an unknown number locks the same way.
 */
export const PORTAL_MAX_WRONG_PINS = 5;
export const PORTAL_LOCK_MINUTES = 15;
/** Wrong PINs one phone may try in a day, across every business and address; past it only a texted code signs in. */
export const PORTAL_MAX_WRONG_PINS_PER_DAY = 20;

const ZPortalPhone = z
  .string({ error: PORTAL_MESSAGES.phoneRequired })
  .trim()
  .min(1, PORTAL_MESSAGES.phoneRequired)
  .max(40, PORTAL_MESSAGES.phoneNotFound);

/** The login PIN: digits only, at most 6 (the 4-6 hint is not enforced at login). */
const ZPortalPin = z
  .string({ error: PORTAL_MESSAGES.pinRequired })
  .min(1, PORTAL_MESSAGES.pinRequired)
  .max(6, PORTAL_MESSAGES.pinTooLong)
  .regex(/^\d+$/, PORTAL_MESSAGES.pinDigits);

/** A PIN being chosen: 4 to 6 digits. */
export const ZNewPin = z
  .string({ error: PORTAL_MESSAGES.newPinLength })
  .regex(/^\d{4,6}$/, PORTAL_MESSAGES.newPinLength);

/**
 * Where the customer is (issue 52): the country a phone typed without a country code is read in, the browser's (or
 * the sign-up form's business's). Anything that is not a country we can read is ignored: the server's default.
 */
const ZPortalRegion = z.string().max(2).optional();

export const ZPortalLoginRequest = z.object({ phone: ZPortalPhone, pin: ZPortalPin, region: ZPortalRegion });
export type TPortalLoginRequest = z.input<typeof ZPortalLoginRequest>;

/** One business the phone and PIN open. */
export const ZPortalBusinessChoice = z.object({ customerId: z.string(), businessName: z.string() });

/**
 * After the PIN: signed in to one business, or (a phone known to several businesses whose PINs matched) a choice to
 * make with POST /api/portal/choose. Either way the portal cookie is set.
 */
export const ZPortalLoginResponse = z.object({
  status: z.enum(['signed_in', 'choose']),
  choices: z.array(ZPortalBusinessChoice),
});
export type TPortalLoginResponse = z.infer<typeof ZPortalLoginResponse>;

export const ZPortalChooseRequest = z.object({ customerId: z.uuid(PORTAL_MESSAGES.chooseBusiness) });

export const ZPortalProgram = z.object({
  id: z.string(),
  name: z.string(),
  type: ZProgramType,
  status: ZProgramStatus,
  description: z.string(),
  pointsBalance: z.number().int(),
  totalEarned: z.number().int(),
  stampsCurrent: z.number().int(),
  stampsRequired: z.number().int(),
  lastActivityAt: z.string().nullable(),
  /** 0–100: how far along the next reward (stamps, purchases, the cheapest catalogue reward, the next tier). */
  progressPercent: z.number(),
  discount: ZDiscountStanding.nullable(),
});
export type TPortalProgram = z.infer<typeof ZPortalProgram>;

/** The signed-in customer's portal: their programs (active and paused), every reward, and their QR value. */
/** How many of their latest actions the portal lists. */
export const PORTAL_RECENT_ACTIVITY = 10;

/** One of their actions at the counter, as the portal lists it: what it was, its amount, what it gave them. */
export const ZPortalActivity = z.object({
  id: z.string(),
  kind: z.enum(['visit', 'purchase', 'redeem']),
  /** A purchase's amount in major units of `currency`, the currency it was recorded in. */
  amount: z.number().nullable(),
  currency: z.string().nullable(),
  gains: ZActionGains,
  createdAt: z.string(),
});
export type TPortalActivity = z.infer<typeof ZPortalActivity>;

export const ZPortalDashboard = z.object({
  customer: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    uniqueCustomerId: z.string(),
    phone: z.string().nullable(),
    totalPoints: z.number().int(),
    totalVisits: z.number().int(),
    /** When they asked to be deleted, and when it will be done; null while they have not asked. */
    deletionRequestedAt: z.string().nullable(),
    deletionDueAt: z.string().nullable(),
  }),
  businessName: z.string(),
  /** What the portal speaks (issue 52): the customer's own choice, else the business's language. */
  language: ZLanguage,
  /** The customer's own choice; null: the business's. */
  ownLanguage: ZLanguage.nullable(),
  brand: ZPublicBrand,
  /** The business's zone (IANA name): the portal's dates read as the business's; null until the owner chooses one. */
  timeZone: z.string().nullable(),
  /** The business's money (issue 35): the portal writes amounts in its currency and locale. */
  currency: z.string(),
  locale: z.string(),
  /** The business's country (issue 52; the server's default region until chosen): phones are written as its people write them. */
  country: z.string(),
  programs: z.array(ZPortalProgram),
  rewards: z.array(ZReward),
  /** Their latest visits, purchases and redemptions (not undone), newest first, each purchase with its amount. */
  recentActivity: z.array(ZPortalActivity),
  /** The card in the phone's wallet: the link page and each configured wallet's link; null when none is offered. */
  wallet: ZWalletLinks.nullable(),
  /** Whether they can claim a till sale here with its receipt number (the business turned it on for a till). */
  tillClaims: z.boolean(),
  /** Their status tier and progress to the next (issue 51); null while the business has no tiers. */
  status: ZCustomerStatus.nullable(),
  /** Their invitation to share (issue 51): code, link and what each side gets; null while refer-a-friend is off. */
  referral: ZPortalReferral.nullable(),
});
export type TPortalDashboard = z.infer<typeof ZPortalDashboard>;

/** PUT /portal/language: the language the customer chooses; null goes back to the business's. */
export const ZPortalLanguageRequest = z.object({ language: ZLanguage.nullable() });
export type TPortalLanguageRequest = z.infer<typeof ZPortalLanguageRequest>;

/** Forgot PIN: a one-time code by SMS to the phone, then a new PIN with it. */
export const ZPinResetRequest = z.object({ phone: ZPortalPhone, region: ZPortalRegion });
export const ZPinResetConfirm = z.object({
  phone: ZPortalPhone,
  region: ZPortalRegion,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, PORTAL_MESSAGES.codeInvalid),
  pin: ZNewPin,
});
export type TPinResetConfirm = z.input<typeof ZPinResetConfirm>;
