import { isIP } from 'node:net';
import { PASSKEY_MESSAGES } from '@regulars/contracts';
import { COSEALG } from '@simplewebauthn/server/helpers';
import { z } from 'zod';
import { AppError } from '../platform/errors.ts';
import { sealedCookie } from '../platform/sealed-cookie.ts';

/** Whether passkeys work on this install: WebAuthn takes a domain name (localhost counts), never an IP address. */
export function passkeysAvailable(appUrl: string): boolean {
  return isIP(new URL(appUrl).hostname.replace(/^\[|\]$/g, '')) === 0;
}

/**
 * The relying party passkeys are made for: the app's own address (staff sign in there, never on an own domain). An
 * install on an IP address has none: 503, said in plain words.
 */
export function passkeyParty(appUrl: string): { rpID: string; origin: string } {
  if (!passkeysAvailable(appUrl)) throw new AppError('UNAVAILABLE', PASSKEY_MESSAGES.unavailable);
  const url = new URL(appUrl);
  return { rpID: url.hostname, origin: url.origin };
}

/**
 * The key algorithms passkeys may use: the library's defaults, named so that it does not probe the runtime for
 * post-quantum ones (node 24 logs an "experimental" warning the first time they are probed).
 */
export const PASSKEY_ALGORITHMS = [COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256];

const ZChallenge = z.object({
  challenge: z.string(),
  /** Whose passkey is being added, or whose second step it is; absent for a sign-in by passkey alone. */
  userId: z.string().optional(),
  expiresAt: z.number(),
});

/** The challenge of a passkey being added: five minutes in this browser, once. */
export const addChallenge = sealedCookie({
  name: 'regulars_passkey_add',
  path: '/api/account/passkeys',
  seconds: 5 * 60,
  schema: ZChallenge,
});

/** The challenge of a sign-in by passkey (alone or as the second step). */
export const signInChallenge = sealedCookie({
  name: 'regulars_passkey_sign_in',
  path: '/api/login',
  seconds: 5 * 60,
  schema: ZChallenge,
});
