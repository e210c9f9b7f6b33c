import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { TAppEnv } from './context.ts';

/**
 * The caller's address. Behind TRUST_PROXY=N proxies, each proxy appends the address it saw to
 * X-Forwarded-For, so the client is the N-th entry from the right: entries further left are
 * whatever the client wrote and are never trusted (as Express's `trust proxy` with a hop count).
 */
export function clientIp(c: Context<TAppEnv>): string {
  const hops = c.var.deps.config.trustProxyHops;
  if (hops > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const entry = forwarded[Math.max(0, forwarded.length - hops)];
    if (entry) return entry;
  }
  return socketAddress(c);
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
