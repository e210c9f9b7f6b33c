import { z } from 'zod';
import { sealedCookie } from '../platform/sealed-cookie.ts';

/** The relying party passkeys are made for: the app's own address (staff sign in there, never on an own domain). */
export function passkeyParty(appUrl: string): { rpID: string; origin: string } {
  const url = new URL(appUrl);
  return { rpID: url.hostname, origin: url.origin };
}

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
