import { createHash } from 'node:crypto';
import { API_KEY_MESSAGES, API_KEY_PREFIX, type TApiScope } from '@regulars/contracts';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { effectiveFeaturesSql, includesApiSql, suspendedSql } from '../billing/index.ts';
import type { TDatabase } from '../db/client.ts';
import { preparedRead } from '../db/raw-sql.ts';
import type { TAppEnv } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { refuseWhenClosed, refuseWhenSuspended } from '../platform/suspension-guard.ts';
import { SPEND_FROM, spentToken } from './api-rate-limit.ts';

/** The key a /api/v1 request came with: what it may do, and whether its business's plan now includes the API. */
export type TApiCaller = { keyId: string; name: string; scopes: readonly string[]; planIncludesApi: boolean };

/** The context of a /api/v1 request: the app's, plus the key that authenticated it. */
export type TApiEnv = { Variables: TAppEnv['Variables'] & { apiKey: TApiCaller } };

/** `rg_live_` and 32 base64url characters (24 random bytes). */
const KEY_SHAPE = /^rg_live_[A-Za-z0-9_-]{32}$/;

/** SHA-256 hex of the whole key: what `api_keys.key_hash` holds. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

type TKeyRow = {
  id: string;
  name: string;
  business_id: string;
  scopes: string[] | string;
  revoked: boolean;
  suspended: boolean;
  closed: boolean;
  api: boolean;
  /** The tier's bucket: requests a second and burst. */
  rate: number | string;
  burst: number | string;
  /** The tokens left after this request's, or null: the bucket was empty (or the key revoked). */
  tokens: number | string | null;
};

/**
 * The whole per-request check in ONE statement (one round trip): the key, its business (suspended when it or its
 * agency is) and the plan's features (billing/standing-sql.ts, the rule billing's effectiveTier reads too: a
 * canceled business, a trial past its end or no tier has the Free tier's): whether it includes the API, and its token
 * bucket (`api_requests_per_second`, `api_burst`; the server's API_RATE_* where the tier sets none, `$3` and `$2`),
 * the token spent from its bucket (developers/api-rate-limit.ts; none for a revoked key), and its
 * `last_used_at`, moved at most once a minute (the list's "last used" needs no more, a busy till no write a call).
 * PostgreSQL runs a data-modifying WITH part whether or not the final SELECT reads it. Its commit does not wait for
 * the WAL flush (synchronous_commit off for this statement's own transaction only): all it writes is a bucket's
 * count and a last-use time, and a crash losing the last fraction of a second of those gives a key a few tokens back,
 * whereas waiting for the flush held the bucket's row lock, which every request of the key queues on, for a disk
 * write. Prepared like the session read (db/raw-sql.ts preparedRead: planned once per connection), writes and all.
 */
const CHECK = {
  name: 'api_key_check',
  text: `with k as (
  select k.id, k.name, k.business_id, k.scopes, k.revoked_at is not null as revoked,
    ${suspendedSql('b', 'ag')} as suspended, b.closed_at is not null as closed,
    ${includesApiSql('f.features')} as api,
    coalesce((f.features ->> 'api_requests_per_second')::float8, $3::float8) as rate,
    coalesce((f.features ->> 'api_burst')::float8, $2::float8) as burst
  from api_keys k
  join businesses b on b.id = k.business_id
  left join businesses ag on ag.id = b.agency_id
  left join subscription_tiers t on t.id = b.tier_id
  cross join lateral (select ${effectiveFeaturesSql('b', 't')} as features) f
  where k.key_hash = $1
  limit 1
), spent as (
  ${SPEND_FROM('k')}
), touched as (
  update api_keys u set last_used_at = now() from k
  where u.id = k.id and u.business_id = k.business_id and not k.revoked
    and (u.last_used_at is null or u.last_used_at < now() - interval '1 minute')
  returning u.id
)
select k.*, (select tokens from spent) as tokens,
  set_config('synchronous_commit', 'off', true) as async_commit
from k`,
};
const checks = new WeakMap<TDatabase, (values: string[]) => Promise<TKeyRow[]>>();

/**
 * Bearer-key authentication for /api/v1: never a cookie or a session. The key is found by its hash in ONE statement
 * on every request (CHECK above), with no cache, so a revoked key (or a suspended business) is refused at once by every
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
  let check = checks.get(database);
  if (!check) {
    check = preparedRead<TKeyRow>(database, CHECK);
    checks.set(database, check);
  }
  const fallback = config.apiRate;
  const [row] = await check([hashApiKey(key), String(fallback.burst), String(fallback.perSecond)]);
  if (!row || row.revoked) throw new AppError('UNAUTHENTICATED', API_KEY_MESSAGES.invalidKey);
  const rate = { perSecond: Number(row.rate), burst: Number(row.burst) };
  const scopes = typeof row.scopes === 'string' ? (JSON.parse(row.scopes) as string[]) : row.scopes;
  c.set('businessId', row.business_id);
  c.set('teamRole', 'admin');
  c.set('apiKey', { keyId: row.id, name: row.name, scopes, planIncludesApi: row.api === true });
  const bucket = spentToken(row.tokens, rate);
  // On every keyed answer, errors included: the draft IETF names and the X- names most clients still read.
  for (const [name, value] of Object.entries(bucket.headers)) {
    c.header(name, value);
    c.header(`X-${name}`, value);
  }
  if (!bucket.allowed) {
    c.header('Retry-After', String(bucket.retryAfterSeconds));
    throw new AppError('RATE_LIMITED', API_KEY_MESSAGES.rateLimited, { retryAfterSeconds: bucket.retryAfterSeconds });
  }
  // A closed business's key does nothing; a suspended one's reads but changes nothing, as its people can.
  refuseWhenClosed(c as unknown as Context<TAppEnv>, row.closed);
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
