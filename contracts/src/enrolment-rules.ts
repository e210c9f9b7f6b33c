/**
 * The enrolment form's rules and messages without zod: the server's schema (enrolment.ts) is built from them, and
 * the public form checks them by hand, so a customer on a phone does not download zod to join (issue 17).
 */

export const ENROLMENT_MESSAGES = {
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  emailInvalid: 'Please enter a valid email address',
  birthdayInvalid: 'Please enter a valid birthday',
  pin: 'PIN must be 4 to 6 digits',
  nameTooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
} as const;

export const PIN_MESSAGE = ENROLMENT_MESSAGES.pin;

export const ENROLMENT_LIMITS = { name: 100, phone: 30, email: 254, birthday: 20 } as const;

/** 7 to 15 digits, written with digits, spaces, + ( ) . - only. */
export function isValidEnrolmentPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15 && /^[+\d\s().-]+$/.test(value);
}

/** A real calendar date (YYYY-MM-DD) from 1900 up to today. */
export function isValidBirthday(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 && date.getTime() <= Date.now();
}

/** zod's own email pattern (z.regexes.email, which the schema's z.email() uses), copied so the form needs no zod. */
export const ENROLMENT_EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
