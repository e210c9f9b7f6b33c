import type { TExecutor } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';

/**
 * Each API key's token bucket, kept in `api_rate_buckets` so every server process spends from the same one. A request
 * is ONE statement: the upsert refills the bucket by the time elapsed since its last refill (at `perSecond`, up to
 * `burst`) and takes a token, but only where at least one is there: when none is, its WHERE leaves the row untouched
 * and nothing comes back, which is the refusal. The row lock of ON CONFLICT serialises concurrent requests of a key.
 */
const SPEND = `insert into api_rate_buckets as b (business_id, key_id, tokens, refilled_at)
values ($1, $2::uuid, $3::float8 - 1, now())
on conflict (key_id, business_id) do update
  set tokens = least($3::float8, b.tokens + extract(epoch from (now() - b.refilled_at))::float8 * $4::float8) - 1,
      refilled_at = now()
  where least($3::float8, b.tokens + extract(epoch from (now() - b.refilled_at))::float8 * $4::float8) >= 1
returning tokens`;

export type TApiRate = { perSecond: number; burst: number };

export type TSpentToken = {
  allowed: boolean;
  /** RateLimit-Limit, -Remaining and -Reset (seconds until the bucket is full again). */
  headers: Record<'RateLimit-Limit' | 'RateLimit-Remaining' | 'RateLimit-Reset', string>;
  /** When refused: the seconds until a token is back. */
  retryAfterSeconds: number;
};

export async function spendApiToken({
  db,
  businessId,
  keyId,
  rate,
}: {
  db: TExecutor;
  businessId: string;
  keyId: string;
  rate: TApiRate;
}): Promise<TSpentToken> {
  const rows = await rawQuery<{ tokens: number | string }>(db, {
    name: 'api_rate_spend',
    text: SPEND,
    values: [businessId, keyId, String(rate.burst), String(rate.perSecond)],
  });
  const allowed = rows.length > 0;
  const tokens = allowed ? Math.max(0, Number(rows[0].tokens)) : 0;
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
