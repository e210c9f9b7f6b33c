import type { MiddlewareHandler } from 'hono';
import type { TAppEnv } from './context.ts';
import { AppError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API calls that a browser sends from another site. SameSite=Lax cookies
 * already stay off cross-site fetches, but not off top-level form posts from a sibling subdomain
 * or an older browser; the Origin header (and Sec-Fetch-Site) tell us. Requests without Origin are
 * not from a browser page (server-to-server, curl, tests) and carry no ambient cookie risk.
 * The Stripe webhook lives outside /api and is signed, so it is not affected. The public API (/api/v1) is called
 * server to server with a bearer key and never reads a cookie, so a cross-site page gains nothing there: a Bearer
 * request passes on /api/v1 only; everywhere else a Bearer header changes nothing. On a business's own domain
 * (platform/host-business.ts) its pages' calls come from that domain: the request's own origin is allowed there.
 */
export function originCheck(appUrl: string): MiddlewareHandler<TAppEnv> {
  const appOrigin = new URL(appUrl).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    if (c.req.path.startsWith('/api/v1/') && /^Bearer\s/i.test(c.req.header('authorization') ?? '')) return next();
    const origin = c.req.header('origin');
    const crossSite = c.req.header('sec-fetch-site') === 'cross-site';
    const ownDomain = !!c.var.hostBusinessId && origin !== undefined && fromOwnHost(origin, c.req.header('host'));
    if (crossSite || (origin !== undefined && origin !== appOrigin && !ownDomain)) {
      throw new AppError('FORBIDDEN', 'This request came from another site and was refused.');
    }
    return next();
  };
}

/** A page of this very Host (http or https: behind the proxy the app is reached over http) sent the request. */
function fromOwnHost(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}
