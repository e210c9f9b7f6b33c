import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { customers } from '../db/schema/index.ts';
import type { TMailchimpApi } from '../providers/mailchimp/index.ts';

/** MailChimp's largest page of members. */
const PAGE = 1000;

/**
 * Unsubscribes made in MailChimp, brought home: every member of the audience who unsubscribed since `since` (all of
 * them on an audience's first sync) and is a customer here, opted in, is opted out of email (opted_in_email off, the moment kept
 * as for our own unsubscribe link). Runs before the push, so the push sends them as unsubscribed and never
 * re-subscribes them. Returns how many customers it opted out.
 */
export async function pullUnsubscribes({
  db,
  api,
  businessId,
  audienceId,
  since,
}: {
  db: TDb;
  api: TMailchimpApi;
  businessId: string;
  audienceId: string;
  since: Date | null;
}): Promise<number> {
  let optedOut = 0;
  for (let offset = 0; ; offset += PAGE) {
    const page = await api.unsubscribedPage(audienceId, { since, offset, count: PAGE });
    if (page.emails.length > 0) optedOut += await optOut({ db, businessId, emails: page.emails });
    if (page.emails.length < PAGE || offset + PAGE >= page.total) return optedOut;
  }
}

async function optOut({ db, businessId, emails }: { db: TDb; businessId: string; emails: string[] }) {
  const lowered = [...new Set(emails.map((e) => e.trim().toLowerCase()))];
  const rows = await db
    .update(customers)
    .set({ optedInEmail: false, emailUnsubscribedAt: sql`coalesce(${customers.emailUnsubscribedAt}, now())` })
    .where(
      and(
        eq(customers.businessId, businessId),
        // The expression of customers_business_email_key: the lookup uses that index.
        inArray(sql`lower(${customers.email})`, lowered),
        isNull(customers.deletedAt),
        // Only a change: a customer already opted out keeps the moment they left (analytics counts it).
        eq(customers.optedInEmail, true),
      ),
    )
    .returning({ id: customers.id });
  return rows.length;
}
