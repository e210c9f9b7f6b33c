import { ENGLISH, ENROLMENT_EMAIL_PATTERN, signupFormWords, ZEnrolmentRequest } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type TEnrolmentValues, validateEnrolment } from './validate-enrolment.ts';

const VALID: TEnrolmentValues = {
  firstName: 'Ana',
  lastName: 'Lima',
  phone: '(555) 123-4567',
  email: 'ana@example.com',
  birthday: '1990-04-12',
  pin: '1234',
  smsConsent: true,
  emailConsent: false,
  website: '',
};

/** The server's schema's first message per field: what the hand check must say word for word. */
function schemaErrors(values: TEnrolmentValues): Record<string, string> {
  const result = ZEnrolmentRequest.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]);
    errors[key] ??= issue.message;
  }
  return errors;
}

const CASES: Partial<TEnrolmentValues>[] = [
  {},
  { firstName: '', lastName: '', email: '', birthday: '' },
  { firstName: 'x'.repeat(101) },
  { lastName: `  ${'y'.repeat(100)}  ` },
  { phone: '' },
  { phone: '   ' },
  { phone: '12345' },
  { phone: '+1 555 123 4567' },
  { phone: '555-CALL-NOW' },
  { phone: '1'.repeat(31) },
  { phone: '+44 (0)20 7946 0958' },
  { email: 'not-an-email' },
  { email: 'a@b' },
  { email: 'first.last+tag@sub.example.co.uk' },
  { email: '.dot@example.com' },
  { email: `${'a'.repeat(250)}@example.com` },
  { birthday: '1990-02-30' },
  { birthday: '1899-12-31' },
  { birthday: '2999-01-01' },
  { birthday: '12/04/1990' },
  { birthday: '2000-02-29' },
  { pin: '' },
  { pin: '123' },
  { pin: '1234567' },
  { pin: '12a4' },
  { pin: '654321' },
  { phone: '', pin: '', email: 'x', birthday: 'y' },
];

/** The form's English words, as the server sends them. */
const WORDS = signupFormWords(ENGLISH.t, { businessName: 'Bean There', welcomePoints: 0 });

describe('validateEnrolment', () => {
  it.each(CASES.map((change) => [JSON.stringify(change), change]))('agrees with the server schema: %s', (_, change) => {
    const values = { ...VALID, ...change };
    expect(validateEnrolment(values, WORDS)).toEqual(schemaErrors(values));
  });

  it('says what the server says for a missing phone and a short PIN', () => {
    expect(validateEnrolment({ ...VALID, phone: '', pin: '12' }, WORDS)).toEqual({
      phone: 'Phone number is required',
      pin: 'PIN must be 4 to 6 digits',
    });
  });

  it('accepts and refuses the emails zod does', () => {
    const samples = [
      'ana@example.com',
      "o'neil+tag@mail.example.co.uk",
      'a.b-c_d@sub-domain.example.org',
      'no-at-sign.example.com',
      'ana@example',
      'ana@-example.com',
      '.ana@example.com',
      'ana..lima@example.com',
      'ana@example.c',
      'ana lima@example.com',
    ];
    for (const email of samples) {
      expect(ENROLMENT_EMAIL_PATTERN.test(email), email).toBe(z.regexes.email.test(email));
    }
  });
});
