import {
  checkFieldMessage,
  EMAIL_TOO_LONG,
  MIN_PASSWORD_LENGTH,
  PASSKEY_MESSAGES,
  PASSWORD_TOO_LONG,
  RESET_LINK_INVALID,
  SSO_MESSAGES,
  type TAppMessageKey,
  TWO_STEP_MESSAGES,
} from '@regulars/contracts';
import type { FieldErrors, FieldValues, Path } from 'react-hook-form';
import { ApiError } from '../../api/client.ts';
import { messageIn, retryAfterSeconds, type TKnownMessages } from '../../lib/app-refusal.ts';
import { type TAppWords, useAppWords } from '../../lib/app-words.tsx';
import { formMessage } from '../../lib/form-message.ts';

/**
 * What the sign-in, sign-up and reset forms check (the contracts' English, contracts/src/auth.ts) and what the
 * server may answer them (server/src/auth, the session's guard, better-auth's Google sign-in, the app's client),
 * word for word, with the keys that say it in the visitor's language.
 */
export const SIGNIN_REFUSALS = {
  // The forms' checks: ZSignupRequest, ZLoginRequest, ZPasswordResetRequest, ZPasswordResetConfirm.
  [checkFieldMessage([])]: 'signin.check.form',
  'Company name is required': 'signin.check.companyRequired',
  'Company name must be at most 200 characters': 'signin.check.companyTooLong',
  'Email is required': 'signin.check.emailRequired',
  'Please enter a valid email address': 'signin.check.emailInvalid',
  [EMAIL_TOO_LONG]: 'signin.check.emailTooLong',
  'Password is required': 'signin.check.passwordRequired',
  [`Password must be at least ${MIN_PASSWORD_LENGTH} characters`]: 'signin.check.passwordTooShort',
  [PASSWORD_TOO_LONG]: 'signin.check.passwordTooLong',
  'Please select a subscription tier': 'signin.check.tierRequired',
  'Email and password are required': 'signin.check.loginRequired',
  'Passwords do not match': 'signin.newPassword.mismatch',
  [RESET_LINK_INVALID]: 'signin.invalidLink.reason',
  // Sign-in (auth/password-sign-in.ts, load-profile.ts) and sign-up (create-account.ts, then GET /api/me).
  'Invalid email or password': 'signin.refusal.invalidCredentials',
  'Failed to log in': 'signin.refusal.loginFailed',
  'An account with this email already exists. Sign in instead.': 'signin.refusal.emailTaken',
  'Failed to create or find tenant': 'signin.refusal.noTenant',
  'No email address is available for this account': 'signin.refusal.noEmail',
  'Not authenticated': 'signin.refusal.notAuthenticated',
  // The second step (contracts/src/two-step.ts, server/src/auth/two-step-refusal.ts).
  [TWO_STEP_MESSAGES.codeRequired]: 'signin.secondStep.refusal.codeRequired',
  [TWO_STEP_MESSAGES.codeInvalid]: 'signin.secondStep.refusal.codeInvalid',
  [TWO_STEP_MESSAGES.recoveryRequired]: 'signin.secondStep.refusal.recoveryRequired',
  [TWO_STEP_MESSAGES.recoveryInvalid]: 'signin.secondStep.refusal.recoveryInvalid',
  [TWO_STEP_MESSAGES.expired]: 'signin.secondStep.refusal.expired',
  [TWO_STEP_MESSAGES.tooManyCodes]: 'signin.secondStep.refusal.tooManyCodes',
  [TWO_STEP_MESSAGES.locked]: 'signin.secondStep.refusal.locked',
  // Passkeys, alone or as the second step (contracts/src/passkeys.ts): the server's refusals and the browser's.
  [PASSKEY_MESSAGES.notRecognised]: 'signin.passkey.notRecognised',
  [PASSKEY_MESSAGES.failed]: 'signin.passkey.failed',
  [PASSKEY_MESSAGES.expired]: 'signin.passkey.expired',
  [PASSKEY_MESSAGES.unavailable]: 'signin.passkey.unavailable',
  [PASSKEY_MESSAGES.notSupported]: 'signin.passkey.notSupported',
  [PASSKEY_MESSAGES.cancelled]: 'signin.passkey.cancelled',
  // Single sign-on (contracts/src/single-sign-on.ts): starting it, and the provider's return (/login?sso=<reason>).
  [SSO_MESSAGES.emailRequired]: 'signin.sso.emailRequired',
  [SSO_MESSAGES.notSetUp]: 'signin.sso.notSetUp',
  [SSO_MESSAGES.failed]: 'signin.sso.failed',
  [SSO_MESSAGES.expired]: 'signin.sso.expired',
  [SSO_MESSAGES.denied]: 'signin.sso.denied',
  [SSO_MESSAGES.notMember]: 'signin.sso.notMember',
  [SSO_MESSAGES.notAllowed]: 'signin.sso.notAllowed',
  // Starting Google sign-in (better-auth's own words).
  'Provider not found': 'signin.refusal.googleUnavailable',
  'Invalid origin': 'signin.refusal.invalidOrigin',
  'Missing or null Origin': 'signin.refusal.missingOrigin',
  'Invalid callbackURL': 'signin.refusal.invalidCallback',
  'Invalid errorCallbackURL': 'signin.refusal.invalidErrorCallback',
  // The server's last resort (app.ts) and the app's client (api/client.ts).
  'Something went wrong. Please try again.': 'signin.refusal.generic',
  'Unable to reach the server. Please check your connection and try again.': 'signin.refusal.network',
  'The server sent an unexpected response. Please try again.': 'signin.refusal.unexpected',
  // The pages' own fallbacks.
  'Failed to sign out': 'signin.signOut.failed',
} as const satisfies TKnownMessages;

/** The app's client's words for an answer that is no API error (api/client.ts). */
const HTTP_FAILURE = /^Something went wrong \(HTTP (\d+)\)\. Please try again\.$/;

/**
 * A message of the way in (a form's check, the server's refusal) in the visitor's language: a known one, an HTTP
 * failure with its status; else `fallback` (in English any message as written).
 */
export function signinMessageIn(words: TAppWords, message: string | null | undefined, fallback: TAppMessageKey) {
  if (message && words.language !== 'en') {
    const http = HTTP_FAILURE.exec(message);
    if (http) return words.t('signin.refusal.http', { status: http[1] });
  }
  return messageIn(words, message, SIGNIN_REFUSALS, fallback);
}

/** Why a request failed, in the visitor's language: the server's reason when known (see signinMessageIn). */
export function signinRefusal(words: TAppWords, error: unknown, fallback: TAppMessageKey = 'signin.refusal.generic') {
  const wait = retryAfterSeconds(error);
  // The server counts the seconds in English ('1 seconds'): as written there, in the visitor's plural elsewhere.
  if (wait !== null && words.language !== 'en') return words.t('signin.refusal.tooManyAttempts', { count: wait });
  const message = error instanceof ApiError || error instanceof Error ? error.message : null;
  return signinMessageIn(words, message, fallback);
}

/**
 * The one message of a form's red box: the first invalid field's check (the contract's English) in the visitor's
 * words, else the server's answer (already in them).
 */
export function useSigninFormMessage<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly Path<T>[],
): string | null {
  const words = useAppWords();
  return formMessage(errors, order, (message) => signinMessageIn(words, message, 'signin.check.form'));
}
