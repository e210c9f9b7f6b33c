import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { businesses } from './tenancy.ts';

/**
 * Who of an agency's team manages a client business (issue 53, "Staff per client"): an account manager (a member of
 * the agency's team who is not its admin) sees and opens only the clients assigned to them. Kept with the client
 * (business_id is the client's), so a client and who manages it live together; a release deletes its rows.
 */
export const clientManagers = pgTable(
  'client_managers',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Every lookup names the client and the person (the session reader, the Clients page): the key serves them.
  (t) => [primaryKey({ name: 'client_managers_pkey', columns: [t.businessId, t.userId] })],
);
