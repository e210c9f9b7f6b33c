import { isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import { findBusinessByKey } from '../db/business-keys.ts';
import type { TBusinessKeyKind } from '../db/schema/index.ts';
import type { TAppEnv } from './context.ts';
import { AppError } from './errors.ts';

/**
 * What a business's own domain serves: its customers' pages (sign-up form, portal, unsubscribe, wallet page), the
 * links in its messages and on its signs, the web app's files, and the API those pages call. Anything else (the
 * owner's app, sign-in, the admin console) is a 404 there: staff use the platform's address.
 */
const CUSTOMER_PATHS = [
  /^\/$/,
  /^\/(signup-form|customer|unsubscribe|wallet|j|i|r)\//,
  /^\/assets\//,
  /^\/[^/]+\.[a-z0-9]+$/i,
  /^\/api\/(public|portal|unsubscribe|wallet|logos|track)\//,
  /^\/api\/health$/,
];

/** The host name a request was sent to, lower case, without its port. */
function hostnameOf(host: string | undefined): string | null {
  if (!host) return null;
  const name = host.toLowerCase().replace(/:\d+$/, '');
  return name.replace(/^\[|\]$/g, '') || null;
}

/**
 * Finds the business of the request's Host among verified own domains (one indexed lookup, only for a name that is
 * neither the platform's nor a loopback or IP address), and keeps the request to what that domain serves. The root of
 * an own domain opens its portal's way in.
 */
export function hostBusiness(appUrl: string): MiddlewareHandler<TAppEnv> {
  const platformName = new URL(appUrl).hostname;
  return async (c, next) => {
    const hostname = hostnameOf(c.req.header('host'));
    const ours = !hostname || hostname === platformName || hostname === 'localhost' || isIP(hostname) !== 0;
    const businessId = ours
      ? null
      : await findBusinessByKey({ db: c.var.deps.db, kind: 'custom_domain', key: hostname });
    c.set('hostBusinessId', businessId);
    if (businessId === null) return next();
    if (!CUSTOMER_PATHS.some((path) => path.test(c.req.path))) {
      if (c.req.path.startsWith('/api/')) throw new AppError('NOT_FOUND', 'No such API route');
      return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
    }
    if (c.req.path === '/') return c.redirect('/customer/login', 302);
    return next();
  };
}

/**
 * A customer-facing thing of `businessId` asked for on another business's own domain answers as if it did not exist:
 * each domain serves only its own business's brand.
 */
export function servesBusiness(c: Context<TAppEnv>, businessId: string): boolean {
  const host = c.var.hostBusinessId;
  return host === null || host === undefined || host === businessId;
}

/**
 * Whether a public key (a sign-up link's code, a sign's short code, an invite code) may be opened on this request's
 * host: always on the platform's address; on an own domain only when it is that business's. One lookup, on own
 * domains only.
 */
export async function keyServedHere(c: Context<TAppEnv>, kind: TBusinessKeyKind, key: string): Promise<boolean> {
  const host = c.var.hostBusinessId;
  if (!host) return true;
  return (await findBusinessByKey({ db: c.var.deps.db, kind, key })) === host;
}
