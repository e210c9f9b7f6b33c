import {
  EMAIL_TOO_LONG,
  INVITATION_MESSAGES,
  SEAT_LIMIT_MESSAGE,
  type TAppMessageKey,
  TWO_STEP_MESSAGES,
} from '@regulars/contracts';

import { teamErrorMessage } from '../../api/teams.ts';
import { messageIn, retryAfterSeconds, type TKnownMessages } from '../../lib/app-refusal.ts';
import type { TAppWords } from '../../lib/app-words.tsx';

/** What the invite form's checks and the server's team routes may answer in English, with the keys that say it. */
export const TEAM_REFUSALS = {
  // ZInviteRequest's email (ZEmailAddress in contracts/src/auth.ts).
  'Email is required': 'company.invite.emailRequired',
  'Please enter a valid email address': 'company.invite.emailInvalid',
  [EMAIL_TOO_LONG]: 'company.invite.emailTooLong',
  // server/src/teams and the session's guards.
  'This person is already a member of your team': 'company.invite.alreadyMember',
  'An invitation is already pending for this email. Use Resend to send it again.': 'company.invite.alreadyInvited',
  [SEAT_LIMIT_MESSAGE]: 'company.seats.limit',
  [INVITATION_MESSAGES.notFound]: 'company.invitations.notFound',
  [INVITATION_MESSAGES.usedOrRevoked]: 'company.invitations.usedOrRevoked',
  'Team member not found': 'company.members.notFound',
  "You can't remove yourself from the team": 'company.members.notYourself',
  'Company Profile Not Available': 'company.unavailable.title',
  'Only the team admin can do this': 'company.adminOnly',
  'Your access to this team has ended': 'company.accessEnded',
  [TWO_STEP_MESSAGES.memberOff]: 'company.members.twoStepAlreadyOff',
  [TWO_STEP_MESSAGES.resetOwn]: 'company.members.twoStepResetOwn',
  [TWO_STEP_MESSAGES.yoursFirst]: 'company.twoStep.yoursFirst',
  // The screen's own fallbacks (teamErrorMessage's second argument).
  'Failed to send invitation': 'company.invite.failed',
  'Failed to remove member': 'company.members.removeFailed',
  'Failed to resend invitation': 'company.invitations.resendFailed',
  'Failed to revoke invitation': 'company.invitations.revokeFailed',
} as const satisfies TKnownMessages;

/** A message of the team (a check, the server's refusal) in the user's language; `fallback` for an unknown one. */
export const teamMessageIn = (words: TAppWords, message: string, fallback: TAppMessageKey) =>
  messageIn(words, message, TEAM_REFUSALS, fallback);

/**
 * Why a team request failed, in the user's language: the server's reason for a refusal (teamErrorMessage), else
 * `fallback`; too many invitations with the wait the server gives.
 */
export function teamRefusal(words: TAppWords, error: unknown, fallback: TAppMessageKey): string {
  const wait = retryAfterSeconds(error);
  if (wait !== null && words.language !== 'en') return words.t('company.tooManyAttempts', { count: wait });
  return teamMessageIn(words, teamErrorMessage(error, words.t(fallback)), fallback);
}
