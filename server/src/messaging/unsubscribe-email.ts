import type { TUnsubscribeState } from '@regulars/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { businesses, campaigns, communicationLogs, customers } from '../db/schema/index.ts';

/** The email a signed unsubscribe link came in: its business and customer, and whether they already left. */
export async function readUnsubscribe({ db, logId }: { db: TDb; logId: string }): Promise<TUnsubscribeState | null> {
  const [row] = await db
    .select({
      businessName: businesses.companyName,
      email: customers.email,
      optedIn: customers.optedInEmail,
      deletedAt: customers.deletedAt,
    })
    .from(communicationLogs)
    .innerJoin(businesses, eq(businesses.id, communicationLogs.businessId))
    .innerJoin(
      customers,
      and(eq(customers.id, communicationLogs.customerId), eq(customers.businessId, communicationLogs.businessId)),
    )
    .where(and(eq(communicationLogs.id, logId), eq(communicationLogs.type, 'email')))
    .limit(1);
  if (!row) return null;
  return { businessName: row.businessName, email: maskEmail(row.email), unsubscribed: !row.optedIn || !!row.deletedAt };
}

/**
 * Unsubscribes the customer an email went to from that business's email (opted_in_email off, the moment kept for
 * analytics). The signed link is the capability: no session. Repeating it changes nothing. Null for an unknown log.
 */
export async function unsubscribeEmail({ db, logId }: { db: TDb; logId: string }): Promise<TUnsubscribeState | null> {
  const state = await readUnsubscribe({ db, logId });
  if (!state) return null;
  if (!state.unsubscribed) {
    const [log] = await db
      .select({ businessId: communicationLogs.businessId, customerId: communicationLogs.customerId })
      .from(communicationLogs)
      .where(eq(communicationLogs.id, logId));
    if (log?.customerId) {
      await db
        .update(customers)
        .set({ optedInEmail: false, emailUnsubscribedAt: new Date() })
        .where(and(eq(customers.id, log.customerId), eq(customers.businessId, log.businessId)));
      // The campaign this email belongs to counts the unsubscribe in its results.
      const [counted] = await db
        .update(communicationLogs)
        .set({ unsubscribedAt: new Date() })
        .where(and(eq(communicationLogs.id, logId), isNull(communicationLogs.unsubscribedAt)))
        .returning({ campaignId: communicationLogs.campaignId });
      if (counted?.campaignId) {
        await db
          .update(campaigns)
          .set({ unsubscribedCount: sql`${campaigns.unsubscribedCount} + 1` })
          .where(eq(campaigns.id, counted.campaignId));
      }
    }
  }
  return { ...state, unsubscribed: true };
}

/** r•••@example.com: enough for the reader to know it is theirs, not enough to harvest from a forwarded link. */
function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.indexOf('@');
  return at <= 0 ? null : `${email[0]}•••${email.slice(at)}`;
}
