import fs from 'node:fs';
import path from 'node:path';

/** better-auth's session cookie, as it names it over http and over https. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/** Whether the browser sends a session cookie (valid or not: the page is served before any session is read). */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return SESSION_COOKIE.test(cookieHeader ?? '');
}

/**
 * The page drawn at build time for a URL (web/scripts/prerender-landing.mjs), or null for index.html. Only the
 * landing page has one, for a browser without a session: a phone paints its hero before the JavaScript runs
 * (issue 17). A browser with a session cookie gets index.html, whose app sends a signed-in owner to the dashboard
 * without showing the landing page first.
 */
export function prerenderedPage(root: string, urlPath: string, signedIn: boolean): string | null {
  if (urlPath !== '/' || signedIn) return null;
  const file = path.join(root, 'prerendered', 'landing.html');
  return fs.existsSync(file) ? file : null;
}
