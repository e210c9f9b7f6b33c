import type { TExecutor } from '../db/client.ts';
import type { TAuth } from '../platform/better-auth.ts';
import { AppError } from '../platform/errors.ts';
import type { TSignInLimit } from './sign-in-limit.ts';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const SIGN_IN_FAILED_MESSAGE = 'Failed to log in';

export type TPasswordSession = {
  secondStep?: false;
  user: { id: string; email: string; name: string };
  /** The new session's token (to end it again if what the sign-in was for is refused). */
  token: string | undefined;
  /** better-auth's Set-Cookie headers for the new session: the route passes them to the browser. */
  setCookies: string[];
};

/** The password was right and the account has two-step sign-in: no session yet, only the second step's cookie. */
export type TSecondStepPending = { secondStep: true; setCookies: string[] };

/**
 * Checks an email and password through better-auth and opens a session. Every password check is limited per account
 * and per address (auth/sign-in-limit.ts); a success clears its account's count. Shared by sign-in and by accepting
 * an invitation with an existing account. An account with two-step sign-in gets no session here: the answer says
 * so and carries the cookie of its second step (auth/second-step.ts). Throws RATE_LIMITED, INVALID_CREDENTIALS or INTERNAL.
 */
export async function passwordSignIn({
  db,
  auth,
  signInLimit,
  email,
  password,
  ip,
  headers,
}: {
  db: TExecutor;
  auth: TAuth;
  signInLimit: TSignInLimit;
  email: string;
  password: string;
  ip: string;
  headers: Headers;
}): Promise<TPasswordSession | TSecondStepPending> {
  await signInLimit.attempt(db, { ip, email });
  const res = await auth.api.signInEmail({ body: { email, password }, headers, asResponse: true });
  if (!res.ok) {
    if (res.status === 401 || res.status === 400) {
      throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
    }
    throw new AppError('INTERNAL', SIGN_IN_FAILED_MESSAGE);
  }
  await signInLimit.succeeded(db, email);
  const body = (await res.json()) as
    | { twoFactorRedirect: true }
    | { twoFactorRedirect?: undefined; token?: string; user: { id: string; email: string; name: string } };
  if (body.twoFactorRedirect) return { secondStep: true, setCookies: res.headers.getSetCookie() };
  return {
    user: { id: body.user.id, email: body.user.email, name: body.user.name },
    token: body.token,
    setCookies: res.headers.getSetCookie(),
  };
}
