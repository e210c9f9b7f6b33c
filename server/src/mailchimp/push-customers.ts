import { MAX_MAILCHIMP_SYNC_ERRORS, type TMailchimpSyncError } from '@regulars/contracts';
import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { customers } from '../db/schema/index.ts';
import type { TMailchimpApi, TMailchimpMember } from '../providers/mailchimp/index.ts';

/** MailChimp's most members per batch call. */
export const BATCH_SIZE = 500;

export type TPushTotals = {
  subscribed: number;
  unsubscribed: number;
  created: number;
  updated: number;
  errorCount: number;
  errors: TMailchimpSyncError[];
};

export const emptyTotals = (): TPushTotals => ({
  subscribed: 0,
  unsubscribed: 0,
  created: 0,
  updated: 0,
  errorCount: 0,
  errors: [],
});

/**
 * Upserts every customer with an email into the audience, 500 to a call, walking the customers by id so memory
 * stays flat however many there are. Opted-in customers (the campaigns' rule: opted in, not unsubscribed) go as
 * subscribed with their first and last name; everyone else as unsubscribed, with no name, so MailChimp does not mail
 * them even if they were added there another way (docs/DESIGN-DECISIONS.md: MailChimp). `totals` is updated batch
 * by batch, so a failure part-way still reports what went through. `stillConnected` is asked before each batch: a
 * disconnect stops the sync.
 */
export async function pushCustomers({
  db,
  api,
  businessId,
  audienceId,
  totals,
  stillConnected,
}: {
  db: TDb;
  api: TMailchimpApi;
  businessId: string;
  audienceId: string;
  totals: TPushTotals;
  stillConnected: () => Promise<boolean>;
}): Promise<void> {
  let after: string | null = null;
  for (;;) {
    const rows = await db
      .select({
        id: customers.id,
        email: customers.email,
        firstName: customers.firstName,
        lastName: customers.lastName,
        optedIn: customers.optedInEmail,
        unsubscribedAt: customers.emailUnsubscribedAt,
      })
      .from(customers)
      .where(
        and(
          eq(customers.businessId, businessId),
          isNotNull(customers.email),
          isNull(customers.deletedAt),
          after ? gt(customers.id, after) : undefined,
        ),
      )
      .orderBy(asc(customers.id))
      .limit(BATCH_SIZE);
    if (rows.length === 0 || !(await stillConnected())) return;
    const members = rows.map(toMember);
    const answer = await api.upsertMembers(audienceId, members);
    for (const m of members) totals[m.status] += 1;
    totals.created += answer.total_created;
    totals.updated += answer.total_updated;
    totals.errorCount += answer.error_count;
    for (const e of answer.errors) {
      if (totals.errors.length >= MAX_MAILCHIMP_SYNC_ERRORS) break;
      totals.errors.push({ email: e.email_address, message: e.error });
    }
    if (rows.length < BATCH_SIZE) return;
    after = rows[rows.length - 1].id;
  }
}

function toMember(row: {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  optedIn: boolean;
  unsubscribedAt: Date | null;
}): TMailchimpMember {
  const email_address = row.email ?? '';
  if (!row.optedIn || row.unsubscribedAt) return { email_address, status: 'unsubscribed' };
  return {
    email_address,
    status: 'subscribed',
    merge_fields: { FNAME: row.firstName ?? '', LNAME: row.lastName ?? '' },
  };
}
