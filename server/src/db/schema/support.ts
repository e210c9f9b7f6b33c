import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './tenancy.ts';
import { tenantForeignKey, tenantPrimaryKey } from './tenant-keys.ts';

/**
 * A team member's "Help" request to the install's operator (issue 32). The requester's address and name are kept as
 * sent, so the reply reaches them even if they later leave the team; the plan and its priority are those of the day.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').notNull().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** The signed-in user who sent it; no foreign key, like other "who did it" columns of tenant tables. */
    createdByUserId: text('created_by_user_id').notNull(),
    requesterEmail: text('requester_email').notNull(),
    requesterName: text('requester_name').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The app's page it was sent from ('/customers'). */
    pagePath: text('page_path').notNull(),
    planName: text('plan_name').notNull(),
    /** The business's plan had priority support when it was sent: the console lists it first. */
    priority: boolean('priority').notNull().default(false),
    /** 'open' | 'answered' | 'closed'. */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    tenantPrimaryKey('support_requests', t),
    index('support_requests_business_created_at_idx').on(t.businessId, t.createdAt.desc()),
    // The console's queue across businesses: open ones first, priority first, oldest first.
    index('support_requests_queue_idx').on(t.status, t.priority.desc(), t.createdAt),
    check('support_requests_status_check', sql`${t.status} in ('open', 'answered', 'closed')`),
  ],
);

/** The super admin's replies to a request, each also emailed to the requester. */
export const supportReplies = pgTable(
  'support_replies',
  {
    id: uuid('id').notNull().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id').notNull(),
    /** The super admin who replied (their user id); no foreign key, as in the admin audit log. */
    authorUserId: text('author_user_id'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey('support_replies', t),
    index('support_replies_request_idx').on(t.businessId, t.requestId, t.createdAt),
    tenantForeignKey(
      'support_replies_request_fk',
      { businessId: t.businessId, column: t.requestId },
      supportRequests,
    ).onDelete('cascade'),
  ],
);
