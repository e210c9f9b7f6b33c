import {
  checkFieldMessage,
  EMAIL_TOO_LONG,
  INVITATION_MESSAGES,
  MIN_PASSWORD_LENGTH,
  PASSWORD_TOO_LONG,
  type TAppMessageKey,
} from '@regulars/contracts';
import { messageIn, retryAfterSeconds, type TKnownMessages } from '../../lib/app-refusal.ts';
import type { TAppWords } from '../../lib/app-words.tsx';

/**
 * What the invitation page's forms check (the contracts' English) and what the server's /api/invitations routes may
 * answer (server/src/teams, server/src/auth), word for word, with the keys that say it in the visitor's language.
 */
export const INVITATION_REFUSALS = {
  // The link (ZToken, server/src/teams/find-invitation.ts, claim-invitation.ts).
  [INVITATION_MESSAGES.invalidLink]: 'invitation.invalid.link',
  [INVITATION_MESSAGES.notFound]: 'invitation.invalid.notFound',
  [INVITATION_MESSAGES.usedOrRevoked]: 'invitation.invalid.usedOrRevoked',
  [INVITATION_MESSAGES.expired]: 'invitation.invalid.expired',
  'Failed to load invitation': 'invitation.loadFailed',
  [checkFieldMessage([])]: 'invitation.checkForm',
  // Create Account: ZAcceptWithNewAccount (ZNewPassword) and server/src/teams/accept-with-new-account.ts.
  'First name must be at most 100 characters': 'invitation.create.firstNameTooLong',
  'Last name must be at most 100 characters': 'invitation.create.lastNameTooLong',
  'Password is required': 'invitation.create.passwordRequired',
  [`Password must be at least ${MIN_PASSWORD_LENGTH} characters`]: 'invitation.create.passwordTooShort',
  [PASSWORD_TOO_LONG]: 'invitation.passwordTooLong',
  'An account with this email already exists. Sign in instead.': 'invitation.create.emailTaken',
  'Failed to accept invitation': 'invitation.create.failed',
  'Failed to create session': 'invitation.create.noSession',
  // Sign In: ZAcceptWithSignIn, server/src/teams/accept-with-sign-in.ts and server/src/auth/password-sign-in.ts.
  'Email and password are required': 'invitation.signIn.required',
  [EMAIL_TOO_LONG]: 'invitation.signIn.emailTooLong',
  'Invalid email or password': 'invitation.signIn.invalidCredentials',
  'A super admin account cannot join a team': 'invitation.signIn.superAdmin',
  'You are the admin of a team with other members. Remove them before joining another team.':
    'invitation.signIn.adminWithTeam',
  'Failed to log in': 'invitation.signIn.failed',
  'Failed to establish session': 'invitation.signIn.noSession',
} as const satisfies TKnownMessages;

/** Where the invited address stands in the wrong-email refusal: its English ahead of the address. */
const WRONG_EMAIL = INVITATION_MESSAGES.wrongEmail('');

/**
 * A message of the invitation page (a check, the server's refusal) in the visitor's language: a known one, the
 * wrong-email refusal with its address; else `fallback` (in English any message as
 * written).
 */
export function invitationMessageIn(
  words: TAppWords,
  message: string | null | undefined,
  fallback: TAppMessageKey,
): string {
  if (message?.startsWith(WRONG_EMAIL)) {
    return words.t('invitation.signIn.wrongEmail', { email: message.slice(WRONG_EMAIL.length) });
  }
  return messageIn(words, message, INVITATION_REFUSALS, fallback);
}

/** Why accepting failed, in the visitor's language: too many attempts with the wait, else its message (above). */
export function invitationRefusal(words: TAppWords, error: Error, fallback: TAppMessageKey): string {
  const wait = retryAfterSeconds(error);
  // The server counts the seconds in English ('1 seconds'): as written there, in the visitor's plural elsewhere.
  if (wait !== null && words.language !== 'en') return words.t('invitation.tooManyAttempts', { count: wait });
  return invitationMessageIn(words, error.message, fallback);
}
