import { ENROLMENT_MESSAGES, type TSignupFormWords } from '@regulars/contracts';
import { ApiError, errorMessage } from '../../api/client.ts';

/**
 * A field's message the server sent (its checks are the form's, and a few it alone can make: a number that is no
 * phone in the business's country) in the form's words; a message the form does not know stays as the server wrote it.
 */
export function fieldMessageIn(words: TSignupFormWords, field: string, message: string): string {
  if (
    field === 'firstName' &&
    message.startsWith(ENROLMENT_MESSAGES.nameTooLong('First name', 0).split(' 0')[0] ?? '')
  ) {
    return words.firstNameTooLong;
  }
  if (field === 'lastName' && message.startsWith(ENROLMENT_MESSAGES.nameTooLong('Last name', 0).split(' 0')[0] ?? '')) {
    return words.lastNameTooLong;
  }
  const known: [string, keyof TSignupFormWords][] = [
    [ENROLMENT_MESSAGES.phoneRequired, 'enrolment.phoneRequired'],
    [ENROLMENT_MESSAGES.phoneInvalid, 'enrolment.phoneInvalid'],
    [ENROLMENT_MESSAGES.emailInvalid, 'enrolment.emailInvalid'],
    [ENROLMENT_MESSAGES.birthdayInvalid, 'enrolment.birthdayInvalid'],
    [ENROLMENT_MESSAGES.pin, 'enrolment.pin'],
  ];
  const key = known.find(([english]) => english === message)?.[1];
  return key ? words[key] : message;
}

/** Why a join was refused, in the form's words: the business's ceiling for the day, too many tries, or closed. */
export function refusalIn(words: TSignupFormWords, error: unknown): string {
  if (error instanceof ApiError && error.code === 'RATE_LIMITED') {
    const dailyLimit = (error.details as { dailyLimit?: boolean } | undefined)?.dailyLimit === true;
    return dailyLimit ? words['enrolment.dailyLimit'] : words['enrolment.tooMany'];
  }
  if (error instanceof ApiError && error.code === 'FORBIDDEN') return words['enrolment.closed'];
  return errorMessage(error);
}
