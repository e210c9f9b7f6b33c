import { z } from 'zod';
import { ZProgramType } from './programs.ts';

/**
 * The consent sentences shown next to each checkbox. The server builds them from the same
 * functions and stores the exact wording the customer agreed to, with the time and IP.
 */
export function smsConsentText(businessName: string): string {
  return `Yes, send me text messages from ${businessName} about my rewards and offers. Message frequency varies. Msg & data rates may apply. Reply STOP to opt out.`;
}
export function emailConsentText(businessName: string): string {
  return `Yes, email me about my rewards, offers and news from ${businessName}. I can unsubscribe at any time.`;
}

export const ALREADY_MEMBER_MESSAGE =
  "You're already a member! Log in with your phone number and PIN to see your rewards.";
export const SIGNUP_FORM_NOT_FOUND_MESSAGE = 'This sign-up link is not valid or is no longer active.';
export const ENROLMENT_CLOSED_MESSAGE =
  "Sorry, this business isn't accepting new members right now. Please ask a member of staff.";

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
});
export type TSignupFormInfo = z.infer<typeof ZSignupFormInfo>;

const optionalText = (label: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(max, `${label} must be at most ${max} characters`).optional(),
  );

const isValidBirthday = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 && date.getTime() <= Date.now();
};

export const PIN_MESSAGE = 'PIN must be 4 to 6 digits';

export const ZEnrolmentRequest = z.object({
  firstName: optionalText('First name', 100),
  lastName: optionalText('Last name', 100),
  phone: z
    .string({ error: 'Phone number is required' })
    .trim()
    .min(1, { message: 'Phone number is required', abort: true })
    .max(30, 'Please enter a valid phone number')
    .refine((v) => {
      const digits = v.replace(/\D/g, '').length;
      return digits >= 7 && digits <= 15 && /^[+\d\s().-]+$/.test(v);
    }, 'Please enter a valid phone number'),
  email: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .email('Please enter a valid email address')
      .trim()
      .toLowerCase()
      .max(254, 'Please enter a valid email address')
      .optional(),
  ),
  birthday: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string()
      .max(20, { error: 'Please enter a valid birthday', abort: true })
      .refine(isValidBirthday, 'Please enter a valid birthday')
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
