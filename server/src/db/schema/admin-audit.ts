import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * Every super-admin action (a tier edit, a test send, …): who, what, when, and the values before and after.
 * Rows are only ever inserted; the actor's id is kept as text when the account is gone (set null on delete).
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** A dotted verb: 'tier.update', 'test.email', 'test.sms'. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_log_created_at_idx').on(t.createdAt.desc()),
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt.desc()),
    index('admin_audit_log_action_created_at_idx').on(t.action, t.createdAt.desc()),
  ],
);
