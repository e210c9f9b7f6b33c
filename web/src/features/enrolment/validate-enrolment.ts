import {
  ENROLMENT_EMAIL_PATTERN,
  ENROLMENT_LIMITS,
  ENROLMENT_MESSAGES,
  isValidBirthday,
  isValidEnrolmentPhone,
} from '@regulars/contracts';

/** The form's fields as typed (what it sends to the server's ZEnrolmentRequest). */
export type TEnrolmentValues = {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  birthday: string;
  pin: string;
  smsConsent: boolean;
  emailConsent: boolean;
  website: string;
};
export type TEnrolmentErrors = Partial<Record<keyof TEnrolmentValues, string>>;

/**
 * The server's enrolment schema (ZEnrolmentRequest) checked by hand, with its messages word for word: the public
 * form stays small enough for a phone on a slow network (no zod, no form library). The first message per field.
 */
export function validateEnrolment(values: TEnrolmentValues): TEnrolmentErrors {
  const errors: TEnrolmentErrors = {};
  for (const [key, label] of [
    ['firstName', 'First name'],
    ['lastName', 'Last name'],
  ] as const) {
    if (values[key].trim().length > ENROLMENT_LIMITS.name) {
      errors[key] = ENROLMENT_MESSAGES.nameTooLong(label, ENROLMENT_LIMITS.name);
    }
  }

  const phone = values.phone.trim();
  if (phone === '') errors.phone = ENROLMENT_MESSAGES.phoneRequired;
  else if (phone.length > ENROLMENT_LIMITS.phone || !isValidEnrolmentPhone(phone)) {
    errors.phone = ENROLMENT_MESSAGES.phoneInvalid;
  }

  const email = values.email;
  if (email.trim() !== '' && (!ENROLMENT_EMAIL_PATTERN.test(email) || email.trim().length > ENROLMENT_LIMITS.email)) {
    errors.email = ENROLMENT_MESSAGES.emailInvalid;
  }

  const birthday = values.birthday;
  if (birthday.trim() !== '' && (birthday.length > ENROLMENT_LIMITS.birthday || !isValidBirthday(birthday))) {
    errors.birthday = ENROLMENT_MESSAGES.birthdayInvalid;
  }

  if (!/^\d{4,6}$/.test(values.pin)) errors.pin = ENROLMENT_MESSAGES.pin;
  return errors;
}
