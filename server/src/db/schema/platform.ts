import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Install-wide values the app generates once (e.g. the auth secret when AUTH_SECRET is not set). */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Fixed-window attempt counters (sign-in, reset, sign-up, public forms), shared by every server process.
 * `key` is a SHA-256 of the limiter's name and the caller's identity, so no address or email is kept.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_window_ends_at_idx').on(t.windowEndsAt)],
);
