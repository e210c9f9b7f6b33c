import { PORTAL_LOCK_MINUTES, PORTAL_MESSAGES, type TMessageKey, type TTranslator } from '@regulars/contracts';
import type { FieldErrors, FieldValues, Path } from 'react-hook-form';
import { ApiError } from '../../api/client.ts';
import { formMessage } from '../../lib/form-message.ts';

/** Each of the portal's refusals (the server's and its checks', in English) as the catalogue says it. */
const REFUSAL_KEYS: Record<keyof typeof PORTAL_MESSAGES, TMessageKey> = {
  phoneNotFound: 'portalRefusal.phoneNotFound',
  portalDisabled: 'portalRefusal.portalDisabled',
  invalidPin: 'portalRefusal.invalidPin',
  failed: 'portalRefusal.failed',
  locked: 'portalRefusal.locked',
  pinDailyLimit: 'portalRefusal.pinDailyLimit',
  portalPaused: 'portalRefusal.portalPaused',
  phoneRequired: 'portalRefusal.phoneRequired',
  pinRequired: 'portalRefusal.pinRequired',
  pinDigits: 'portalRefusal.pinDigits',
  pinTooLong: 'portalRefusal.pinTooLong',
  newPinLength: 'portalRefusal.newPinLength',
  codeInvalid: 'portalRefusal.codeInvalid',
  codeSent: 'portalRefusal.codeSent',
  notSignedIn: 'portalRefusal.notSignedIn',
  chooseBusiness: 'portalRefusal.chooseBusiness',
};
const KNOWN = Object.entries(PORTAL_MESSAGES) as [keyof typeof PORTAL_MESSAGES, string][];

/** The catalogue's key of one of the portal's messages, by its English original; undefined for one it does not know. */
function portalKeyOf(message: string): TMessageKey | undefined {
  const known = KNOWN.find(([, english]) => english === message)?.[0];
  return known && REFUSAL_KEYS[known];
}

/**
 * One of the portal's messages (a field's check, or the server's refusal) in the screen's words; a message the portal
 * does not know is shown as written in English, and replaced by `fallback` in any other language.
 */
export function portalMessageIn(words: TTranslator, message: string, fallback: TMessageKey): string {
  const key = portalKeyOf(message);
  if (key) return words.t(key);
  return words.language === 'en' && message ? message : words.t(fallback);
}

/**
 * Why a portal step was refused, in the screen's words: the server's words for a refusal it explains (unknown phone,
 * portal off, wrong PIN, locked, too many tries), no connection, otherwise `fallback` ('Failed to log in. Please try
 * again.') rather than a server fault's generic text. A wrong PIN also says how many tries are left before the lock.
 */
export function portalRefusalIn(
  words: TTranslator,
  error: unknown,
  fallback: TMessageKey = 'portalRefusal.failed',
): string {
  if (!(error instanceof ApiError)) return words.t(fallback);
  if (error.code === 'NETWORK_ERROR') return words.t('portalRefusal.unreachable');
  if (error.status >= 500 || error.code === 'INVALID_RESPONSE') return words.t(fallback);
  const details = error.details as { triesLeft?: unknown; retryAfterSeconds?: unknown } | undefined;
  const said = portalMessageIn(words, error.message, fallback);
  if (typeof details?.triesLeft === 'number') {
    return `${said} ${words.t('portalRefusal.triesLeft', { count: details.triesLeft, minutes: PORTAL_LOCK_MINUTES })}`;
  }
  // A limit with no words of its own (the sign-ins and texts per address or phone) says when to try again.
  const unknownLimit = error.code === 'RATE_LIMITED' && !portalKeyOf(error.message);
  if (unknownLimit && typeof details?.retryAfterSeconds === 'number') {
    return words.t('portalRefusal.tooManyAttempts', { seconds: details.retryAfterSeconds });
  }
  return said;
}

/**
 * What a portal form shows: its first field's check in the screen's words, else the refusal already put in them
 * (`portalRefusalIn`, set as the form's server error).
 */
export function portalFormMessage<T extends FieldValues>(
  words: TTranslator,
  errors: FieldErrors<T>,
  fields: readonly Path<T>[],
): string | null {
  const field = formMessage(errors, fields);
  if (field === null || field === errors.root?.server?.message) return field;
  return portalMessageIn(words, field, 'portalRefusal.failed');
}

/** A lock (wrong PINs, or the day's ceiling) is lifted by a texted code: the refusal offers 'Forgot PIN?'. */
export function isPortalLock(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'RATE_LIMITED';
}
