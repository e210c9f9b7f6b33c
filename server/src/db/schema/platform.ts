import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Install-wide values the app generates once (e.g. the auth secret when AUTH_SECRET is not set). */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
