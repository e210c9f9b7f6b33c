import { z } from 'zod';
import { ZPublicBrand } from './branding.ts';
import {
  ENROLMENT_LIMITS,
  ENROLMENT_MESSAGES,
  isValidBirthday,
  isValidEnrolmentPhone,
  PIN_MESSAGE,
} from './enrolment-rules.ts';
import type { TMessageKey } from './i18n/catalogues/en.ts';
import { LANGUAGES } from './i18n/languages.ts';
import { ENGLISH, type TTranslator } from './i18n/translator.ts';
import { ZProgramType } from './programs.ts';

/**
 * The consent sentences shown next to each checkbox, in the form's language (the business's). The server builds them
 * from the same functions and stores the exact wording the customer agreed to, with the time and IP.
 */
export function smsConsentText(businessName: string, { t }: Pick<TTranslator, 't'> = ENGLISH): string {
  return t('enrolment.smsConsent', { business: businessName });
}
export function emailConsentText(businessName: string, { t }: Pick<TTranslator, 't'> = ENGLISH): string {
  return t('enrolment.emailConsent', { business: businessName });
}

export const SIGNUP_FORM_NOT_FOUND_MESSAGE = 'This sign-up link is not valid or is no longer active.';
export const ENROLMENT_CLOSED_MESSAGE =
  "Sorry, this business isn't accepting new members right now. Please ask a member of staff.";
/** The form's daily ceiling is spent: the guest can still be added at the counter. */
export const ENROLMENT_DAILY_LIMIT_MESSAGE =
  "This sign-up form has reached today's limit. Please ask staff to add you.";
/** The business is suspended by the platform: its form neither opens nor enrols. */
export const SIGNUP_FORM_SUSPENDED_MESSAGE = "This business isn't taking sign-ups right now.";
/** Too many submissions from one network (per IP, 15 minutes). */
export const ENROLMENT_TOO_MANY_MESSAGE =
  'Too many sign-up attempts from this network. Please try again in a few minutes.';

/**
 * Every word the public form shows, sent with it by the server in the form's language (the business's; for a link
 * that leads nowhere, the visitor's browser's): the form stays a page a phone on a slow network loads in one go, with
 * no message formatter of its own (issue 17's budget). The catalogue's messages without arguments, and those the
 * server can fill in already.
 */
export const SIGNUP_FORM_WORD_KEYS = [
  'common.loading',
  'common.somethingWentWrong',
  'common.tryAgain',
  'common.poweredBy',
  'common.alreadyMemberLogIn',
  'common.backToHome',
  'join.title',
  'join.welcomeTitle',
  'join.firstName',
  'join.lastName',
  'join.phone',
  'join.phoneHint',
  'join.email',
  'join.emailPlaceholder',
  'join.birthday',
  'join.birthdayHint',
  'join.pin',
  'join.pinPlaceholder',
  'join.showPin',
  'join.hidePin',
  'join.pinHint',
  'join.messages',
  'join.website',
  'join.failed',
  'join.submit',
  'join.submitting',
  'join.alreadyMember',
  'join.logIn',
  'join.pausedTitle',
  'join.notFoundTitle',
  'join.notFoundBody',
  'enrolment.phoneRequired',
  'enrolment.phoneInvalid',
  'enrolment.emailInvalid',
  'enrolment.birthdayInvalid',
  'enrolment.pin',
  'enrolment.closed',
  'enrolment.dailyLimit',
  'enrolment.tooMany',
  'joined.title',
  'joined.programs',
  'joined.walletTitle',
  'joined.walletBody',
  'joined.viewRewards',
  'joined.signedIn',
  'joined.logInLater',
] as const satisfies readonly TMessageKey[];

/** The words filled in by the server: the form's own figures, the two names' limits, the business's name. */
export const SIGNUP_FORM_FILLED_WORDS = [
  'bonusPoints',
  'welcomePoints',
  'joinedBody',
  'firstNameTooLong',
  'lastNameTooLong',
  /** The paused form's explanation: the business is not taking sign-ups, and whom to ask. */
  'pausedBody',
  /** "You're in, {name}!": the one the form fills itself, with the first name typed (plain text, no formatting). */
  'joinedTitleNamed',
] as const;

export const ZSignupFormWords = z.record(z.enum([...SIGNUP_FORM_WORD_KEYS, ...SIGNUP_FORM_FILLED_WORDS]), z.string());
export type TSignupFormWords = z.infer<typeof ZSignupFormWords>;

export const ZSignupFormProgram = z.object({
  name: z.string(),
  type: ZProgramType,
  /** One readable line, e.g. "Earn 1 point per $1". */
  summary: z.string(),
});

/** What the public form needs to render; nothing private about the business. */
export const ZSignupFormInfo = z.object({
  businessName: z.string(),
  locationName: z.string().nullable(),
  programs: z.array(ZSignupFormProgram),
  /** Points credited on joining, summed over active points programs. */
  welcomePoints: z.number().int(),
  consent: z.object({ sms: z.string(), email: z.string() }),
  brand: ZPublicBrand,
  /** The business's country (ISO 3166 alpha-2): a phone typed without a country code is read as its. */
  country: z.string(),
  /** The business's locale (BCP 47): the form speaks its language (languageOfLocale) and writes its numbers. */
  locale: z.string(),
  /** A mobile number as the business's country writes it, for the phone field's placeholder. */
  phoneExample: z.string(),
  /** The form's language (the page's `lang`) and every word it shows in it. */
  language: z.enum(LANGUAGES),
  words: ZSignupFormWords,
  /**
   * The friend's invitation when the form was opened from a customer's referral link (`?ref=`) and the business's
   * refer-a-friend is on: who invited them (a first name, or 'A friend') and what they get. Null otherwise.
   */
  invitation: z
    .object({
      referrerName: z.string(),
      code: z.string(),
      friendGets: z.string(),
      when: z.string(),
      /** 'Maya invited you' and 'You get 100 points after your first visit within 30 days.', in the form's language. */
      headline: z.string(),
      offer: z.string(),
    })
    .nullable(),
});
export type TSignupFormInfo = z.infer<typeof ZSignupFormInfo>;

const optionalText = (label: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(max, ENROLMENT_MESSAGES.nameTooLong(label, max)).optional(),
  );

export const ZEnrolmentRequest = z.object({
  firstName: optionalText('First name', ENROLMENT_LIMITS.name),
  lastName: optionalText('Last name', ENROLMENT_LIMITS.name),
  phone: z
    .string({ error: ENROLMENT_MESSAGES.phoneRequired })
    .trim()
    .min(1, { message: ENROLMENT_MESSAGES.phoneRequired, abort: true })
    .max(ENROLMENT_LIMITS.phone, ENROLMENT_MESSAGES.phoneInvalid)
    .refine(isValidEnrolmentPhone, ENROLMENT_MESSAGES.phoneInvalid),
  email: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .email(ENROLMENT_MESSAGES.emailInvalid)
      .trim()
      .toLowerCase()
      .max(ENROLMENT_LIMITS.email, ENROLMENT_MESSAGES.emailInvalid)
      .optional(),
  ),
  birthday: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string()
      .max(ENROLMENT_LIMITS.birthday, { error: ENROLMENT_MESSAGES.birthdayInvalid, abort: true })
      .refine(isValidBirthday, ENROLMENT_MESSAGES.birthdayInvalid)
      .optional(),
  ),
  pin: z
    .string({ error: PIN_MESSAGE })
    .max(6, { error: PIN_MESSAGE, abort: true })
    .regex(/^\d{4,6}$/, PIN_MESSAGE),
  smsConsent: z.boolean().default(false),
  emailConsent: z.boolean().default(false),
  /** Honeypot: hidden from people, filled by bots. */
  website: z.string().max(500).optional(),
  /** The invitation's code when the form came from a friend's link: the new member joins as their referral. */
  referralCode: z.string().max(40).optional(),
});
export type TEnrolmentRequest = z.input<typeof ZEnrolmentRequest>;

export const ZEnrolmentResponse = z.object({
  status: z.literal('enrolled'),
  businessName: z.string(),
  firstName: z.string().nullable(),
  programs: z.array(z.string()),
  welcomePoints: z.number().int(),
});
export type TEnrolmentResponse = z.infer<typeof ZEnrolmentResponse>;

// ---------------------------------------------------------------------------------------------------------------
// The form's daily ceiling (/settings "Sign-up form", the dashboard's notice)

export const ENROL_DAILY_LIMIT_RANGE = { min: 1, max: 10_000 } as const;

export const SIGNUP_FORM_LIMIT_MESSAGES = {
  saved: 'Sign-up form limit saved',
  failed: 'Failed to save the sign-up form limit',
  invalid: 'Enter a whole number from 1 to 10,000',
} as const;

/** The dashboard's notice once the day's ceiling is reached (also the email's first line). */
export function signupFormLimitNotice(limit: number): string {
  return `Your sign-up form reached its daily limit of ${limit.toLocaleString('en-US')} today; raise it in Settings`;
}

/** The ceiling and today's count (UTC day): what the settings card and the dashboard's notice show. */
export const ZSignupFormLimit = z.object({
  /** Sign-ups the public form takes per UTC day before it closes until the next day. */
  dailyLimit: z.number().int(),
  /** Sign-ups through the form so far today (UTC). */
  enrolledToday: z.number().int(),
  /** True once today's sign-ups reached the limit: the form refuses new guests until tomorrow (UTC). */
  reachedToday: z.boolean(),
});
export type TSignupFormLimit = z.infer<typeof ZSignupFormLimit>;

const limitError = { error: SIGNUP_FORM_LIMIT_MESSAGES.invalid };
export const ZUpdateSignupFormLimit = z.object({
  dailyLimit: z
    .number(limitError)
    .int(limitError)
    .min(ENROL_DAILY_LIMIT_RANGE.min, limitError)
    .max(ENROL_DAILY_LIMIT_RANGE.max, limitError),
});
export type TUpdateSignupFormLimit = z.infer<typeof ZUpdateSignupFormLimit>;
