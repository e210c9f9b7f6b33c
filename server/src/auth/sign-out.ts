import type { TAuth } from '../platform/better-auth.ts';

/** Ends the caller's session; the Set-Cookie headers that clear the cookie go back to the browser. */
export async function signOut({ auth, headers }: { auth: TAuth; headers: Headers }): Promise<{ setCookies: string[] }> {
  const res = await auth.api.signOut({ headers, asResponse: true });
  return { setCookies: res.headers.getSetCookie() };
}
