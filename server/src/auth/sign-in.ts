import type { TMe } from '@regulars/contracts';
import type { TDb } from '../db/client.ts';
import type { TAuth } from '../platform/better-auth.ts';
import { loadProfile } from './load-profile.ts';
import { passwordSignIn } from './password-sign-in.ts';
import type { TSignInLimit } from './sign-in-limit.ts';

/**
 * POST /login: a password sign-in, answered with the profile the app starts from (provisioned on first load), or,
 * for an account with two-step sign-in, that the second step is due.
 */
export async function signIn({
  db,
  auth,
  signInLimit,
  email,
  password,
  ip,
  headers,
  defaultRegion,
}: {
  db: TDb;
  auth: TAuth;
  signInLimit: TSignInLimit;
  email: string;
  password: string;
  ip: string;
  headers: Headers;
  /** DEFAULT_PHONE_REGION, for the profile's country. */
  defaultRegion: string;
}): Promise<{ answer: TMe | { secondStep: true }; setCookies: string[] }> {
  const session = await passwordSignIn({ db, auth, signInLimit, email, password, ip, headers });
  if (session.secondStep) return { answer: { secondStep: true }, setCookies: session.setCookies };
  const profile = await loadProfile({ db, user: session.user, defaultRegion });
  return { answer: profile, setCookies: session.setCookies };
}
