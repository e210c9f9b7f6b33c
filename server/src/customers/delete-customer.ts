import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import {
  businesses,
  communicationLogs,
  customerConsents,
  customerRewards,
  customers,
  formerCustomerPhones,
} from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import type { TFingerprints } from '../platform/fingerprints.ts';
import { voidPass } from '../wallet/index.ts';
import { emitWebhookEvents } from '../webhooks/index.ts';
import { endPortalSessions } from './end-portal-sessions.ts';
import { lockCustomer } from './lock-customer.ts';

/** What the communications history shows in place of a message sent to a customer who was later deleted. */
export const ERASED_MESSAGE = 'Message removed: the customer was deleted.';

/**
 * The business deletes a customer, in one transaction. Their personal data is erased: name, email, phone (and its
 * portal key), birthday and PIN cleared, opt-ins and portal access off, consent records (with address and browser)
 * and the text of messages sent to them removed, portal sessions ended. Rewards they had not used are voided. The
 * row itself stays, anonymous and marked deleted (left out of every list, search and count), so the ledger, the
 * rewards and the message log keep pointing at it and the business's totals stay true. The plan's customer count
 * goes down by one. The phone stays recognisable only as a keyed hash (former_customer_phones), so the number joining
 * again later is never taken for a new friend by refer-a-friend. Throws AppError NOT_FOUND.
 */
export async function deleteCustomer({
  db,
  queue,
  fingerprints,
  businessId,
  id,
}: {
  db: TDb;
  fingerprints: TFingerprints;
  /** Tells the customer's wallet pass it is void. */
  queue?: TQueue;
  businessId: string;
  id: string;
}) {
  await db.transaction(async (tx) => {
    const customer = await lockCustomer({ tx, businessId, customerId: id });
    if (customer.authPhone) {
      await tx
        .insert(formerCustomerPhones)
        .values({ businessId, phoneKey: fingerprints.phone(businessId, customer.authPhone) })
        .onConflictDoNothing();
    }
    await tx
      .update(customers)
      .set({
        firstName: null,
        lastName: null,
        email: null,
        phone: null,
        authPhone: null,
        authPin: null,
        birthday: null,
        optedInSms: false,
        optedInEmail: false,
        portalEnabled: false,
        lastLoginAt: null,
        deletedAt: sql`now()`,
      })
      .where(eq(customers.id, id));
    await tx
      .update(customerRewards)
      .set({ status: 'void' })
      .where(
        and(
          eq(customerRewards.businessId, businessId),
          eq(customerRewards.customerId, id),
          eq(customerRewards.status, 'earned'),
        ),
      );
    await tx
      .delete(customerConsents)
      .where(and(eq(customerConsents.businessId, businessId), eq(customerConsents.customerId, id)));
    await tx
      .update(communicationLogs)
      .set({ content: ERASED_MESSAGE, subject: null })
      .where(and(eq(communicationLogs.businessId, businessId), eq(communicationLogs.customerId, id)));
    await endPortalSessions({ db: tx, customerId: id });
    await voidPass({ tx, queue, businessId, customerId: id });
    await tx
      .update(businesses)
      .set({ usageCustomers: sql`greatest(${businesses.usageCustomers} - 1, 0)` })
      .where(eq(businesses.id, businessId));
    await emitWebhookEvents({
      tx,
      queue,
      businessId,
      events: [{ type: 'customer.deleted', customerId: id, data: { customerId: id } }],
    });
  });
}
