import { createHash, randomBytes } from 'node:crypto';

/** How long a portal sign-in lasts: the cookie's lifetime and the session row's. */
export const PORTAL_SESSION_DAYS = 30;
export const PORTAL_SESSION_MS = PORTAL_SESSION_DAYS * 24 * 60 * 60_000;

/** An unguessable token for the portal cookie; only its hash is stored. */
export function newPortalToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashPortalToken(token) };
}

export function hashPortalToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
