import type { TSignupFormWords } from '@regulars/contracts';

/**
 * What the form says when the server's answer brought no words (no network, a proxy's error page): it does not know
 * the form's language then, so English, as the server says them (signup-form-words.test.ts).
 */
export const UNREACHED_WORDS = {
  'common.somethingWentWrong': 'Something went wrong',
  'common.tryAgain': 'Try Again',
  'common.poweredBy': 'Powered by',
} as const satisfies Partial<TSignupFormWords>;
