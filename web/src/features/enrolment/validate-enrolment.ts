import {
  ENROLMENT_EMAIL_PATTERN,
  ENROLMENT_LIMITS,
  isValidBirthday,
  isValidEnrolmentPhone,
  type TSignupFormWords,
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
 * The server's enrolment schema (ZEnrolmentRequest) checked by hand, with its messages word for word in the form's
 * language (the server sends them with the form): the public form stays small enough for a phone on a slow network
 * (no zod, no form library). The first message per field.
 */
export function validateEnrolment(values: TEnrolmentValues, words: TSignupFormWords): TEnrolmentErrors {
  const errors: TEnrolmentErrors = {};
  if (values.firstName.trim().length > ENROLMENT_LIMITS.name) errors.firstName = words.firstNameTooLong;
  if (values.lastName.trim().length > ENROLMENT_LIMITS.name) errors.lastName = words.lastNameTooLong;

  const phone = values.phone.trim();
  if (phone === '') errors.phone = words['enrolment.phoneRequired'];
  else if (phone.length > ENROLMENT_LIMITS.phone || !isValidEnrolmentPhone(phone)) {
    errors.phone = words['enrolment.phoneInvalid'];
  }

  const email = values.email;
  if (email.trim() !== '' && (!ENROLMENT_EMAIL_PATTERN.test(email) || email.trim().length > ENROLMENT_LIMITS.email)) {
    errors.email = words['enrolment.emailInvalid'];
  }

  const birthday = values.birthday;
  if (birthday.trim() !== '' && (birthday.length > ENROLMENT_LIMITS.birthday || !isValidBirthday(birthday))) {
    errors.birthday = words['enrolment.birthdayInvalid'];
  }

  if (!/^\d{4,6}$/.test(values.pin)) errors.pin = words['enrolment.pin'];
  return errors;
}
