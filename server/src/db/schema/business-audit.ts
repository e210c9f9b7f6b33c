import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './tenancy.ts';
import { tenantPrimaryKey } from './tenant-keys.ts';

/**
 * A business's own audit trail: what its team (or one of its API keys) changed in its settings — an API key made or
 * revoked, a webhook endpoint added. Rows are only ever inserted. The actor is kept as a label ("Ana Ruiz",
 * "API key Till") beside its id, so the row still reads right once the account or key is gone.
 */
export const businessAuditLog = pgTable(
  'business_audit_log',
  {
    id: uuid('id').notNull().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** 'user' or 'api_key'. */
    actorType: text('actor_type').notNull(),
    actorId: text('actor_id'),
    actorLabel: text('actor_label').notNull(),
    /** A dotted verb: 'api_key.create', 'api_key.revoke', 'webhook.create'. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    /** What changed, never a secret. */
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey('business_audit_log', t),
    index('business_audit_log_business_created_at_idx').on(t.businessId, t.createdAt.desc(), t.id.desc()),
  ],
);
