import type { TAppMessageKey } from '@regulars/contracts';
import { ApiError } from '../api/client.ts';
import type { TAppWords } from './app-words.tsx';

/** A screen's known messages (the server's refusals, its fields' checks) by their English words, with their keys. */
export type TKnownMessages = Readonly<Record<string, TAppMessageKey>>;

/**
 * One message in the user's language (issue 52): a known one (the server's and the contracts' messages are English,
 * word for word) as the app's catalogue says it; in English any other as written, in another language `fallback`
 * rather than a stray English sentence.
 */
export function messageIn(
  words: TAppWords,
  message: string | null | undefined,
  known: TKnownMessages,
  fallback: TAppMessageKey,
): string {
  const key = message ? known[message] : undefined;
  if (key) return words.t(key);
  return words.language === 'en' && message ? message : words.t(fallback);
}

/** Why a request was refused, in the user's language: the server's message when known (see messageIn), else `fallback`. */
export function refusalIn(words: TAppWords, error: unknown, known: TKnownMessages, fallback: TAppMessageKey): string {
  const message = error instanceof ApiError || error instanceof Error ? error.message : null;
  return messageIn(words, message, known, fallback);
}

/**
 * The seconds a rate limiter asks to wait (server/src/platform/rate-limit.ts sends them as `retryAfterSeconds`), or
 * null for any other error: a screen says the wait in its own words, never by reading the English sentence.
 */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 'RATE_LIMITED') return null;
  const seconds = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' ? seconds : null;
}
