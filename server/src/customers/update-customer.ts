import { CUSTOMER_MESSAGES, type TCustomerDetail, type TUpdateCustomerValues } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { customers } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { AppError } from '../platform/errors.ts';
import { emitWebhookEvents, type TWebhookEventInput } from '../webhooks/index.ts';
import { findDuplicate, phoneColumns, toCustomerDetail } from './customer-rows.ts';
import { endPortalSessions } from './end-portal-sessions.ts';
import { lockCustomer } from './lock-customer.ts';

/**
 * The business edits a customer: only the fields sent change, normalised as when the customer was added (email
 * lower-cased, phone in E.164 with its digits as the portal key). Turning portal access off also signs the customer
 * out of the portal. Throws AppError NOT_FOUND, VALIDATION (an impossible phone) or CONFLICT (details.field 'phone' |
 * 'email': another customer of the business has it).
 */
export async function updateCustomer({
  db,
  businessId,
  id,
  input,
  phoneRegion,
  queue,
}: {
  db: TDb;
  /** Wakes the webhook delivery for the customer.updated event. */
  queue: Pick<TQueue, 'send'>;
  businessId: string;
  id: string;
  /** ZUpdateCustomer's output: undefined leaves a field as it is, null clears it. */
  input: TUpdateCustomerValues;
  phoneRegion: string;
}): Promise<TCustomerDetail> {
  const changes: Partial<typeof customers.$inferInsert> = {};
  if (input.firstName !== undefined) changes.firstName = input.firstName;
  if (input.lastName !== undefined) changes.lastName = input.lastName;
  if (input.birthday !== undefined) changes.birthday = input.birthday;
  if (input.email !== undefined) changes.email = input.email?.toLowerCase() ?? null;
  if (input.phone !== undefined) {
    const phone = phoneColumns(input.phone, phoneRegion);
    if ('error' in phone) throw new AppError('VALIDATION', phone.error, { field: 'phone' });
    Object.assign(changes, phone);
  }
  if (input.optedInSms !== undefined) changes.optedInSms = input.optedInSms;
  if (input.optedInEmail !== undefined) changes.optedInEmail = input.optedInEmail;
  if (input.portalEnabled !== undefined) changes.portalEnabled = input.portalEnabled;

  return db.transaction(async (tx) => {
    const current = await lockCustomer({ tx, businessId, customerId: id });
    if (Object.keys(changes).length === 0) return toCustomerDetail(current);

    const duplicate = await findDuplicate({
      db: tx,
      businessId,
      values: { authPhone: changes.authPhone, email: changes.email },
      exceptId: id,
    });
    if (duplicate) throw duplicate;

    let row: typeof customers.$inferSelect | undefined;
    try {
      // A savepoint keeps the transaction usable if a unique index refuses the row (another edit won a race).
      row = await tx.transaction(async (sp) => {
        const [updated] = await sp.update(customers).set(changes).where(eq(customers.id, id)).returning();
        return updated;
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      throw (
        (await findDuplicate({
          db: tx,
          businessId,
          values: { authPhone: changes.authPhone, email: changes.email },
          exceptId: id,
        })) ?? new AppError('CONFLICT', CUSTOMER_MESSAGES.duplicatePhone)
      );
    }
    if (!row) throw new AppError('INTERNAL', 'Customer was not updated');
    if (current.portalEnabled && changes.portalEnabled === false) await endPortalSessions({ db: tx, customerId: id });
    const detail = toCustomerDetail(row);
    const events: TWebhookEventInput[] = [{ type: 'customer.updated', customerId: id, data: { customer: detail } }];
    if (row.optedInSms !== current.optedInSms || row.optedInEmail !== current.optedInEmail) {
      events.push({
        type: 'consent.changed',
        customerId: id,
        data: { optedInSms: row.optedInSms, optedInEmail: row.optedInEmail, source: 'staff' },
      });
    }
    await emitWebhookEvents({ tx, queue, businessId, events });
    return detail;
  });
}
