/**
 * Each API key's token bucket, kept in `api_rate_buckets` so every server process spends from the same one. Spending
 * is one upsert, run inside the key's lookup (api-key-auth.ts) so a request costs one statement: it refills
 * the bucket by the time elapsed since its last refill and takes a token, but only where at least one is there: when
 * none is, its WHERE leaves the row untouched and nothing comes back, which is the refusal. `key` names the lookup's
 * row, whose `burst` and `rate` columns are the key's tier's bucket.
 *
 * The row lock of ON CONFLICT serialises the requests that spend from one row, and a till's key sends many at once:
 * a bucket of SLOTTED_BURST tokens or more is split into SLOTS equal slots (each a quarter of the burst, refilled at a
 * quarter of the rate), a request spending from one at random, so concurrent requests seldom wait on each other. The
 * limit holds in total (no slot gives more than its share); a request may be refused by an empty slot a moment before
 * the whole bucket is empty. A smaller bucket is one slot, exact to the token.
 */
export const SLOTS = 4;
export const SLOTTED_BURST = 40;

export const slotsOf = (burst: number) => (burst >= SLOTTED_BURST ? SLOTS : 1);

export const SPEND_FROM = (
  key: string,
) => `insert into api_rate_buckets as b (business_id, key_id, slot, tokens, refilled_at)
  select ${key}.business_id, ${key}.id, s.slot, ${key}.burst / s.n - 1, now()
  from ${key} cross join lateral (
    select n, floor(random() * n)::smallint as slot
    from (select case when ${key}.burst >= ${SLOTTED_BURST} then ${SLOTS} else 1 end as n) slots
  ) s
  where not ${key}.revoked
  on conflict (key_id, business_id, slot) do update
    -- excluded.tokens + 1 is the slot's share of the burst; the slot refills at the same share of the rate.
    set tokens = least(excluded.tokens + 1, b.tokens + extract(epoch from (now() - b.refilled_at))::float8
          * (select rate / burst from ${key}) * (excluded.tokens + 1)) - 1,
        refilled_at = now()
    where least(excluded.tokens + 1, b.tokens + extract(epoch from (now() - b.refilled_at))::float8
          * (select rate / burst from ${key}) * (excluded.tokens + 1)) >= 1
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
  // The slot's tokens stand for the bucket's (its slots are drawn at random, so they empty alike).
  const tokens = allowed ? Math.min(rate.burst, Math.max(0, Number(tokensLeft)) * slotsOf(rate.burst)) : 0;
  // A token comes back to a slot at its share of the rate.
  const retryAfterSeconds = Math.max(1, Math.ceil(slotsOf(rate.burst) / rate.perSecond));
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
