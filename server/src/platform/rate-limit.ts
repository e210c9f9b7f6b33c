import { AppError } from './errors.ts';

/**
 * A fixed-window counter per key, in memory (one process serves the app). Used where guessing
 * is the threat: sign-in, password reset, public forms.
 */
export function createRateLimiter(opts: { max: number; windowMs: number; message?: string }) {
  const hits = new Map<string, { count: number; resetAt: number }>();
  return {
    /** Counts one attempt for `key`; throws RATE_LIMITED once the window's budget is spent. */
    hit(key: string, now = Date.now()): void {
      if (hits.size > 10_000) for (const [k, v] of hits) if (v.resetAt <= now) hits.delete(k);
      const entry = hits.get(key);
      if (!entry || entry.resetAt <= now) {
        hits.set(key, { count: 1, resetAt: now + opts.windowMs });
        return;
      }
      entry.count += 1;
      if (entry.count > opts.max) {
        const seconds = Math.ceil((entry.resetAt - now) / 1000);
        throw new AppError('RATE_LIMITED', opts.message ?? `Too many attempts. Try again in ${seconds} seconds.`, {
          retryAfterSeconds: seconds,
        });
      }
    },
    reset(key: string): void {
      hits.delete(key);
    },
  };
}
