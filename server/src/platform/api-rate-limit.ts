/**
 * Each API key's token bucket, kept in `api_rate_buckets` so every server process spends from the same one. Spending
 * is one upsert, run inside the key's lookup (platform/api-key-auth.ts) so a request costs one statement: it refills
 * the bucket by the time elapsed since its last refill (at `perSecond`, up to `burst`) and takes a token, but only
 * where at least one is there: when none is, its WHERE leaves the row untouched and nothing comes back, which is the
 * refusal. The row lock of ON CONFLICT serialises concurrent requests of a key. `key` names the lookup's row, whose
 * `burst` and `rate` columns are the key's tier's bucket.
 */
export const SPEND_FROM = (key: string) => `insert into api_rate_buckets as b (business_id, key_id, tokens, refilled_at)
  select ${key}.business_id, ${key}.id, ${key}.burst - 1, now() from ${key} where not ${key}.revoked
  on conflict (key_id, business_id) do update
    set tokens = least((select burst from ${key}), b.tokens
          + extract(epoch from (now() - b.refilled_at))::float8 * (select rate from ${key})) - 1,
        refilled_at = now()
    where least((select burst from ${key}), b.tokens
          + extract(epoch from (now() - b.refilled_at))::float8 * (select rate from ${key})) >= 1
  returning b.tokens`;

export type TApiRate = { perSecond: number; burst: number };

export type TSpentToken = {
  allowed: boolean;
  /** RateLimit-Limit, -Remaining and -Reset (seconds until the bucket is full again). */
  headers: Record<'RateLimit-Limit' | 'RateLimit-Remaining' | 'RateLimit-Reset', string>;
  /** When refused: the seconds until a token is back. */
  retryAfterSeconds: number;
};

/** What the spend answered (the tokens left, or null: refused) as headers and a verdict. */
export function spentToken(tokensLeft: number | string | null, rate: TApiRate): TSpentToken {
  const allowed = tokensLeft !== null;
  const tokens = allowed ? Math.max(0, Number(tokensLeft)) : 0;
  const retryAfterSeconds = Math.max(1, Math.ceil(1 / rate.perSecond));
  return {
    allowed,
    retryAfterSeconds,
    headers: {
      'RateLimit-Limit': String(rate.burst),
      'RateLimit-Remaining': String(Math.floor(tokens)),
      'RateLimit-Reset': String(Math.max(0, Math.ceil((rate.burst - tokens) / rate.perSecond))),
    },
  };
}
