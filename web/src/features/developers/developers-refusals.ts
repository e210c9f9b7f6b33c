import { API_KEY_MESSAGES, type TAppMessageKey } from '@regulars/contracts';
import { messageIn, type TKnownMessages } from '../../lib/app-refusal.ts';
import type { TAppWords } from '../../lib/app-words.tsx';

/** What the Developers card's checks (ZCreateApiKey) and the server's API key routes may say in English, with keys. */
export const DEVELOPERS_REFUSALS = {
  [API_KEY_MESSAGES.upgrade]: 'integrations.developers.upgrade',
  [API_KEY_MESSAGES.planLapsed]: 'integrations.developers.planLapsed',
  [API_KEY_MESSAGES.nameRequired]: 'integrations.developers.nameRequired',
  [API_KEY_MESSAGES.nameTooLong]: 'integrations.developers.nameTooLong',
  [API_KEY_MESSAGES.scopesRequired]: 'integrations.developers.scopesRequired',
  [API_KEY_MESSAGES.scopeUnknown]: 'integrations.developers.scopeUnknown',
  [API_KEY_MESSAGES.notFound]: 'integrations.developers.notFound',
  [API_KEY_MESSAGES.tooMany]: 'integrations.developers.tooMany',
  [API_KEY_MESSAGES.createFailed]: 'integrations.developers.createFailed',
  [API_KEY_MESSAGES.revokeFailed]: 'integrations.developers.revokeFailed',
  // The session's guards and the API client.
  'Only the team admin can do this': 'integrations.adminOnly',
  'Your access to this team has ended': 'integrations.accessEnded',
  'Unable to reach the server. Please check your connection and try again.': 'integrations.network',
  'The server sent an unexpected response. Please try again.': 'integrations.unexpected',
  'Something went wrong. Please try again.': 'integrations.somethingWrong',
  'Check the form and try again': 'integrations.checkForm',
} as const satisfies TKnownMessages;

/** An API key's message (a check, the server's refusal) in the user's language; `fallback` for an unknown one. */
export const developersMessageIn = (words: TAppWords, message: string | null | undefined, fallback: TAppMessageKey) =>
  messageIn(words, message, DEVELOPERS_REFUSALS, fallback);

/** Why an API key request failed, in the user's language: the server's reason when known, else `fallback`. */
export const developersRefusal = (words: TAppWords, error: unknown, fallback: TAppMessageKey) =>
  developersMessageIn(words, error instanceof Error ? error.message : null, fallback);
