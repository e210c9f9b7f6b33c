import { createHash } from 'node:crypto';
import { API_KEY_MESSAGES, API_KEY_PREFIX, type TApiScope } from '@regulars/contracts';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { TDatabase } from '../db/client.ts';
import { preparedRead, rawQuery } from '../db/raw-sql.ts';
import { spendApiToken } from './api-rate-limit.ts';
import type { TAppEnv } from './context.ts';
import { AppError } from './errors.ts';
import { refuseWhenSuspended } from './suspension-guard.ts';

/** The key a /api/v1 request came with: what it may do. */
export type TApiCaller = { keyId: string; scopes: readonly string[] };

/** The context of a /api/v1 request: the app's, plus the key that authenticated it. */
export type TApiEnv = { Variables: TAppEnv['Variables'] & { apiKey: TApiCaller } };

/** `rg_live_` and 32 base64url characters (24 random bytes). */
const KEY_SHAPE = /^rg_live_[A-Za-z0-9_-]{32}$/;

/** SHA-256 hex of the whole key: what `api_keys.key_hash` holds. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

type TKeyRow = { id: string; business_id: string; scopes: string[] | string; revoked: boolean; suspended: boolean };

const LOOKUP = {
  name: 'api_key_by_hash',
  text:
    'select k.id, k.business_id, k.scopes, k.revoked_at is not null as revoked, b.suspended_at is not null as suspended ' +
    'from api_keys k join businesses b on b.id = k.business_id where k.key_hash = $1 limit 1',
};
const lookups = new WeakMap<TDatabase, (values: string[]) => Promise<TKeyRow[]>>();

/** Marks the key used, at most once a minute: the list's "last used" needs no more, and a busy till no write a call. */
const TOUCH =
  'update api_keys set last_used_at = now() where id = $1 and business_id = $2 ' +
  "and (last_used_at is null or last_used_at < now() - interval '1 minute')";

/**
 * Bearer-key authentication for /api/v1: never a cookie or a session. The key is found by its hash in ONE indexed
 * read on every request, with no cache, so a revoked key (or a suspended business) is refused at once by every
 * process. The business it belongs to becomes the request's business, exactly as a session's does, so the same use
 * cases and tenant scoping apply. A hash lookup needs no timing-safe comparison: the database compares SHA-256
 * digests of secrets the caller cannot choose the digests of, so how long a miss takes says nothing about any key.
 */
export const requireApiKey = createMiddleware<TApiEnv>(async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match) throw new AppError('UNAUTHENTICATED', API_KEY_MESSAGES.missingKey);
  const key = match[1];
  if (!key.startsWith(API_KEY_PREFIX) || !KEY_SHAPE.test(key)) {
    throw new AppError('UNAUTHENTICATED', API_KEY_MESSAGES.invalidKey);
  }
  const { database, config } = c.var.deps;
  let lookup = lookups.get(database);
  if (!lookup) {
    lookup = preparedRead<TKeyRow>(database, LOOKUP);
    lookups.set(database, lookup);
  }
  const [row] = await lookup([hashApiKey(key)]);
  if (!row || row.revoked) throw new AppError('UNAUTHENTICATED', API_KEY_MESSAGES.invalidKey);
  const scopes = typeof row.scopes === 'string' ? (JSON.parse(row.scopes) as string[]) : row.scopes;
  c.set('businessId', row.business_id);
  c.set('teamRole', 'admin');
  c.set('apiKey', { keyId: row.id, scopes });
  const [bucket] = await Promise.all([
    spendApiToken({ db: database.db, businessId: row.business_id, keyId: row.id, rate: config.apiRate }),
    rawQuery(database.db, { name: 'api_key_touch', text: TOUCH, values: [row.id, row.business_id] }),
  ]);
  // On every keyed answer, errors included: the draft IETF names and the X- names most clients still read.
  for (const [name, value] of Object.entries(bucket.headers)) {
    c.header(name, value);
    c.header(`X-${name}`, value);
  }
  if (!bucket.allowed) {
    c.header('Retry-After', String(bucket.retryAfterSeconds));
    throw new AppError('RATE_LIMITED', API_KEY_MESSAGES.rateLimited, { retryAfterSeconds: bucket.retryAfterSeconds });
  }
  // A suspended business's key reads but changes nothing, as its people can (the check only reads method and path).
  refuseWhenSuspended(c as unknown as Context<TAppEnv>, row.suspended);
  await next();
});

/** A /api/v1 route's permission: 403 naming the scope the key lacks. */
export function requireScope(scope: TApiScope) {
  return createMiddleware<TApiEnv>(async (c, next) => {
    if (!c.var.apiKey.scopes.includes(scope)) {
      throw new AppError('FORBIDDEN', API_KEY_MESSAGES.missingScope(scope), { missingScope: scope });
    }
    await next();
  });
}
