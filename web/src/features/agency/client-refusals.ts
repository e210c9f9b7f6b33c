import {
  ADMIN_ACTION_MESSAGES,
  AGENCY_MESSAGES,
  CLOSING_MESSAGES,
  clientLimitMessage,
  EMAIL_TOO_LONG,
  LIBRARY_MESSAGES,
  SEAT_LIMIT_MESSAGE,
  type TAppMessageKey,
} from '@regulars/contracts';
import { ApiError } from '../../api/client.ts';
import { messageIn, refusalIn, retryAfterSeconds, type TKnownMessages } from '../../lib/app-refusal.ts';
import type { TAppWords } from '../../lib/app-words.tsx';
import { formatCountIn } from '../../lib/format-number.ts';

/**
 * What the clients screen's forms check (the contracts' English) and what the server's /api/agency routes may answer,
 * word for word, with the keys that say it in the user's language.
 */
export const CLIENT_REFUSALS = {
  // The session's guards (server/src/platform/session.ts, suspension-guard.ts) and the API client.
  [AGENCY_MESSAGES.notAnAgency]: 'clients.notAnAgency',
  'Only the team admin can do this': 'clients.adminOnly',
  'Your access to this team has ended': 'clients.accessEnded',
  [ADMIN_ACTION_MESSAGES.suspended]: 'clients.suspended',
  [CLOSING_MESSAGES.closed]: 'clients.closed',
  'Unable to reach the server. Please check your connection and try again.': 'clients.network',
  [AGENCY_MESSAGES.clientNotFound]: 'clients.clientNotFound',
  // Adding a client: ZCreateClient's checks and server/src/agency/client-limit.ts.
  [AGENCY_MESSAGES.nameRequired]: 'clients.addDialog.nameRequired',
  [AGENCY_MESSAGES.nameTooLong]: 'clients.addDialog.nameTooLong',
  [AGENCY_MESSAGES.unsavableCharacter]: 'clients.addDialog.unsavable',
  [AGENCY_MESSAGES.clientOfClient]: 'clients.addDialog.clientOfClient',
  [AGENCY_MESSAGES.addFailed]: 'clients.addDialog.failed',
  // Inviting the owner: ZInviteRequest's email (ZEmailAddress) and server/src/teams/invite-member.ts.
  'Email is required': 'clients.invite.emailRequired',
  'Please enter a valid email address': 'clients.invite.emailInvalid',
  [EMAIL_TOO_LONG]: 'clients.invite.emailTooLong',
  'This person is already a member of your team': 'clients.invite.alreadyMember',
  'An invitation is already pending for this email. Use Resend to send it again.': 'clients.invite.alreadyInvited',
  [SEAT_LIMIT_MESSAGE]: 'clients.invite.seatLimit',
  'Failed to send invitation': 'clients.invite.failed',
  // Giving credits: ZGiveClientCredits's check and server/src/agency/give-client-credits.ts.
  [AGENCY_MESSAGES.creditsAmount]: 'clients.credits.amountRule',
  [AGENCY_MESSAGES.creditsFailed]: 'clients.credits.failed',
  // Moving a client to its own subscription: server/src/agency/release-client.ts.
  [AGENCY_MESSAGES.releaseNeedsOwner]: 'clients.release.needsOwner',
  [AGENCY_MESSAGES.releaseFailed]: 'clients.release.failed',
  [AGENCY_MESSAGES.loadFailed]: 'clients.loadFailed',
  // Choosing account managers: ZClientManagers's checks and server/src/agency/client-managers.ts.
  [AGENCY_MESSAGES.managerNotOnTeam]: 'clients.managers.notOnTeam',
  [AGENCY_MESSAGES.tooManyManagers]: 'clients.managers.tooMany',
  // The library: server/src/agency/library.
  [LIBRARY_MESSAGES.itemNotFound]: 'clients.library.itemNotFound',
  [LIBRARY_MESSAGES.programNotFound]: 'clients.library.programNotFound',
  [LIBRARY_MESSAGES.nameTaken]: 'clients.library.nameTaken',
  [LIBRARY_MESSAGES.full]: 'clients.library.full',
  [LIBRARY_MESSAGES.chooseClients]: 'clients.library.chooseClients',
  [LIBRARY_MESSAGES.tooManyClients]: 'clients.library.tooManyClients',
  [LIBRARY_MESSAGES.notYourClients]: 'clients.library.notYourClients',
  [LIBRARY_MESSAGES.kitNameRequired]: 'clients.library.kitNameRequired',
  [LIBRARY_MESSAGES.kitNameTooLong]: 'clients.library.kitNameTooLong',
  [LIBRARY_MESSAGES.kitEmpty]: 'clients.library.kitEmpty',
  [LIBRARY_MESSAGES.templateNotFound]: 'clients.library.templateNotFound',
  [LIBRARY_MESSAGES.automationNotSet]: 'clients.library.automationNotSet',
  [LIBRARY_MESSAGES.otherKind]: 'clients.library.otherKind',
  [LIBRARY_MESSAGES.pieceNameRequired]: 'clients.library.pieceNameRequired',
  [LIBRARY_MESSAGES.pieceNameTooLong]: 'clients.library.pieceNameTooLong',
} as const satisfies TKnownMessages;

/** A form's check (the contract's English) in the user's language; `fallback` for an unknown one. */
export const clientMessageIn = (words: TAppWords, message: string, fallback: TAppMessageKey) =>
  messageIn(words, message, CLIENT_REFUSALS, fallback);

/** What a refusal with figures in it was about: the client asked for, the credits wanted. */
export type TRefusalContext = { clientName?: string; wanted?: number };

/**
 * Why an agency request was refused, in the user's language: a known message (CLIENT_REFUSALS), one the server wrote
 * with figures (a short balance, a closed client, the plan's client limit, too many invitations) said again with
 * them, else `fallback` (in English any message as the server wrote it).
 */
export function clientRefusal(
  words: TAppWords,
  error: unknown,
  fallback: TAppMessageKey,
  context: TRefusalContext = {},
): string {
  return (
    (error instanceof ApiError && withFigures(words, error, context)) ||
    refusalIn(words, error, CLIENT_REFUSALS, fallback)
  );
}

function withFigures(words: TAppWords, error: ApiError, { clientName, wanted }: TRefusalContext): string | null {
  const details = (error.details ?? {}) as { balance?: unknown; limit?: unknown };
  const { message } = error;
  if (typeof details.balance === 'number' && wanted !== undefined) {
    if (message === AGENCY_MESSAGES.creditsShort(details.balance, wanted)) {
      return words.t('clients.credits.short', {
        balance: details.balance,
        wanted: formatCountIn(wanted, words.locale),
      });
    }
  }
  if (clientName !== undefined && message === AGENCY_MESSAGES.creditsToClosed(clientName)) {
    return words.t('clients.credits.toClosed', { name: clientName });
  }
  if (typeof details.limit === 'number' && message === clientLimitMessage(details.limit)) {
    return words.t('clients.addDialog.limit', { count: details.limit });
  }
  // The server counts the seconds in English ('1 seconds'): as written there, in the user's plural elsewhere.
  const wait = retryAfterSeconds(error);
  if (wait !== null && words.language !== 'en') return words.t('clients.tooManyAttempts', { count: wait });
  return null;
}
