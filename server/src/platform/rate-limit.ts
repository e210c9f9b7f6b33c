import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { AppError } from './errors.ts';

export type TRateLimiter = {
  /** Counts one attempt for `identity` and answers the window's count; throws RATE_LIMITED once its budget is spent. */
  hit(db: TExecutor, identity: string): Promise<number>;
  /** Forgets the attempts of `identity` (a successful sign-in clears its failures). */
  reset(db: TExecutor, identity: string): Promise<void>;
  /**
   * Takes back one attempt counted by `hit` (never below 0): an attempt is reserved before a slow check, so that
   * parallel tries cannot all pass a read-then-count, and given back when it turned out not to count.
   */
  giveBack(db: TExecutor, identity: string): Promise<void>;
  /** The attempts counted in `identity`'s current window (0 when none or the window has ended). */
  count(db: TExecutor, identity: string): Promise<number>;
};

/** How often a hit also deletes long-expired windows, so the table stays the size of the current traffic. */
const PRUNE_EVERY = 500;

/**
 * A fixed-window counter per identity, kept in PostgreSQL so that every server process shares one budget.
 * One upsert per attempt. Used where guessing is the threat: sign-in, password reset, public forms.
 */
export function createRateLimiter(opts: {
  name: string;
  max: number;
  windowMs: number;
  message?: string;
}): TRateLimiter {
  const keyOf = (identity: string) => createHash('sha256').update(`${opts.name}\u0001${identity}`).digest('hex');
  return {
    async hit(db, identity) {
      const windowSeconds = opts.windowMs / 1000;
      const [row] = (await db
        .insert(rateLimits)
        .values({
          key: keyOf(identity),
          count: 1,
          windowEndsAt: sql`now() + make_interval(secs => ${windowSeconds})`,
        })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.windowEndsAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
            windowEndsAt: sql`case when ${rateLimits.windowEndsAt} <= now() then excluded.window_ends_at else ${rateLimits.windowEndsAt} end`,
          },
        })
        .returning({
          count: rateLimits.count,
          secondsLeft: sql<number>`ceil(extract(epoch from ${rateLimits.windowEndsAt} - now()))::int`,
        })) as { count: number; secondsLeft: number }[];
      if (Math.random() * PRUNE_EVERY < 1) {
        await db.delete(rateLimits).where(sql`${rateLimits.windowEndsAt} < now() - interval '1 hour'`);
      }
      if (row.count > opts.max) {
        const seconds = Math.max(1, row.secondsLeft);
        throw new AppError('RATE_LIMITED', opts.message ?? `Too many attempts. Try again in ${seconds} seconds.`, {
          retryAfterSeconds: seconds,
        });
      }
      return row.count;
    },
    async reset(db, identity) {
      await db.delete(rateLimits).where(sql`${rateLimits.key} = ${keyOf(identity)}`);
    },
    async giveBack(db, identity) {
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(sql`${rateLimits.key} = ${keyOf(identity)} and ${rateLimits.windowEndsAt} > now()`);
    },
    async count(db, identity) {
      const [row] = await db
        .select({ count: rateLimits.count })
        .from(rateLimits)
        .where(sql`${rateLimits.key} = ${keyOf(identity)} and ${rateLimits.windowEndsAt} > now()`);
      return row?.count ?? 0;
    },
  };
}
