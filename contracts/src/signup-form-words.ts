import { SIGNUP_FORM_WORD_KEYS, type TSignupFormWords } from './enrolment.ts';
import { ENROLMENT_LIMITS } from './enrolment-rules.ts';
import type { TTranslate } from './i18n/translator.ts';

/**
 * Every word of the public form in one language, the figures the server knows filled in: the server sends them with
 * the form, which formats nothing itself (enrolment.ts). `joinedTitleNamed` keeps `{name}` for the first name typed.
 */
export function signupFormWords(
  t: TTranslate,
  { businessName, welcomePoints }: { businessName: string; welcomePoints: number },
): TSignupFormWords {
  const plain = Object.fromEntries(SIGNUP_FORM_WORD_KEYS.map((key) => [key, t(key)])) as Record<
    (typeof SIGNUP_FORM_WORD_KEYS)[number],
    string
  >;
  return {
    ...plain,
    bonusPoints: t('join.bonusPoints', { count: welcomePoints }),
    welcomePoints: t('joined.welcomePoints', { count: welcomePoints }),
    joinedBody: t('joined.body', { business: businessName }),
    firstNameTooLong: t('enrolment.nameTooLong', { label: t('join.firstName'), max: ENROLMENT_LIMITS.name }),
    lastNameTooLong: t('enrolment.nameTooLong', { label: t('join.lastName'), max: ENROLMENT_LIMITS.name }),
    pausedBody: t('join.pausedAsk', { message: t('enrolment.suspended') }),
    joinedTitleNamed: t('joined.titleNamed', { name: '{name}' }),
  };
}
