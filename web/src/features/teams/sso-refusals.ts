import { SSO_MESSAGES, type TAppMessageKey } from '@regulars/contracts';
import { messageIn, refusalIn, type TKnownMessages } from '../../lib/app-refusal.ts';
import type { TAppWords } from '../../lib/app-words.tsx';

/**
 * What the single sign-on card's checks (ZSaveSso) and its routes (/api/agency/sso) may answer in English, with the
 * keys that say it in the user's language.
 */
export const SSO_REFUSALS = {
  [SSO_MESSAGES.issuerRequired]: 'company.sso.issuerRequired',
  [SSO_MESSAGES.issuerInvalid]: 'company.sso.issuerInvalid',
  [SSO_MESSAGES.clientIdRequired]: 'company.sso.clientIdRequired',
  [SSO_MESSAGES.clientSecretRequired]: 'company.sso.clientSecretRequired',
  [SSO_MESSAGES.domainRequired]: 'company.sso.domainRequired',
  [SSO_MESSAGES.domainInvalid]: 'company.sso.domainInvalid',
  [SSO_MESSAGES.discoveryFailed]: 'company.sso.discoveryFailed',
  [SSO_MESSAGES.saved]: 'company.sso.saved',
  [SSO_MESSAGES.removed]: 'company.sso.removed',
  // The session's guards, the server's last resort (app.ts) and the app's client (api/client.ts).
  'Only the team admin can do this': 'company.adminOnly',
  'Your access to this team has ended': 'company.accessEnded',
  'Something went wrong. Please try again.': 'company.somethingWrong',
  'Unable to reach the server. Please check your connection and try again.': 'company.network',
} as const satisfies TKnownMessages;

/** A message of the card (a field's check, the server's refusal) in the user's language; `fallback` for another. */
export const ssoMessageIn = (words: TAppWords, message: string, fallback: TAppMessageKey) =>
  messageIn(words, message, SSO_REFUSALS, fallback);

/** Why a change to single sign-on failed, in the user's language. */
export const ssoRefusal = (words: TAppWords, error: unknown, fallback: TAppMessageKey) =>
  refusalIn(words, error, SSO_REFUSALS, fallback);
