import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { TAppEnv } from '../platform/context.ts';
import { PORTAL_SESSION_MS } from './session-token.ts';

/** The customer portal's cookie: apart from the business users' session, so neither can stand in for the other. */
export const PORTAL_COOKIE = 'regulars_portal';

const secure = (c: Context<TAppEnv>) => c.var.deps.config.appUrl.startsWith('https://');

export function readPortalCookie(c: Context<TAppEnv>): string | undefined {
  return getCookie(c, PORTAL_COOKIE) || undefined;
}

export function setPortalCookie(c: Context<TAppEnv>, token: string): void {
  setCookie(c, PORTAL_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: secure(c),
    path: '/',
    maxAge: Math.floor(PORTAL_SESSION_MS / 1000),
  });
}

export function clearPortalCookie(c: Context<TAppEnv>): void {
  deleteCookie(c, PORTAL_COOKIE, { httpOnly: true, sameSite: 'Lax', secure: secure(c), path: '/' });
}
