import type { MiddlewareHandler } from 'hono';
import { AppError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API calls that a browser sends from another site. SameSite=Lax cookies
 * already stay off cross-site fetches, but not off top-level form posts from a sibling subdomain
 * or an older browser; the Origin header (and Sec-Fetch-Site) tell us. Requests without Origin are
 * not from a browser page (server-to-server, curl, tests) and carry no ambient cookie risk.
 * The Stripe webhook lives outside /api and is signed, so it is not affected. The public API (/api/v1) is called
 * server to server with a bearer key and never reads a cookie, so a cross-site page gains nothing there: a Bearer
 * request passes on /api/v1 only; everywhere else a Bearer header changes nothing.
 */
export function originCheck(appUrl: string): MiddlewareHandler {
  const appOrigin = new URL(appUrl).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    if (c.req.path.startsWith('/api/v1/') && /^Bearer\s/i.test(c.req.header('authorization') ?? '')) return next();
    const origin = c.req.header('origin');
    const crossSite = c.req.header('sec-fetch-site') === 'cross-site';
    if (crossSite || (origin !== undefined && origin !== appOrigin)) {
      throw new AppError('FORBIDDEN', 'This request came from another site and was refused.');
    }
    return next();
  };
}
