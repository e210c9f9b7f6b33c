import { and, eq, inArray } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { customers } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { emitWebhookEvents, wantsWebhookEvent } from '../webhooks/index.ts';
import { toCustomer, toCustomerDetail } from './customer-rows.ts';

/**
 * customer.created for an import batch's new customers, in the batch's transaction (a batch rolled back over the plan
 * has none), in file order, with the body a customer added by hand has. The rows are read back only when an endpoint
 * wants the event. An import never changes a customer's opt-ins (an update-existing row changes contact fields only),
 * so it makes no consent.changed.
 */
export async function emitImportedCustomers({
  tx,
  queue,
  businessId,
  uniqueCustomerIds,
}: {
  tx: TExecutor;
  queue: Pick<TQueue, 'send'>;
  businessId: string;
  /** The batch's inserted customers' CUS… numbers, in file order. */
  uniqueCustomerIds: string[];
}): Promise<void> {
  if (uniqueCustomerIds.length === 0) return;
  if (!(await wantsWebhookEvent({ db: tx, businessId, type: 'customer.created' }))) return;
  const rows = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.businessId, businessId), inArray(customers.uniqueCustomerId, uniqueCustomerIds)));
  const order = new Map(uniqueCustomerIds.map((id, i) => [id, i]));
  rows.sort((a, b) => (order.get(a.uniqueCustomerId) ?? 0) - (order.get(b.uniqueCustomerId) ?? 0));
  await emitWebhookEvents({
    tx,
    queue,
    businessId,
    events: rows.map((row) => ({ type: 'customer.created', customerId: row.id, data: { customer: toCustomer(row) } })),
  });
}

/** customer.updated for the customers an update-existing batch changed, with the body an edit by hand has. */
export async function emitUpdatedCustomers({
  tx,
  queue,
  businessId,
  customerIds,
}: {
  tx: TExecutor;
  queue: Pick<TQueue, 'send'>;
  businessId: string;
  customerIds: string[];
}): Promise<void> {
  if (customerIds.length === 0) return;
  if (!(await wantsWebhookEvent({ db: tx, businessId, type: 'customer.updated' }))) return;
  const rows = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.businessId, businessId), inArray(customers.id, customerIds)));
  await emitWebhookEvents({
    tx,
    queue,
    businessId,
    events: rows.map((row) => ({
      type: 'customer.updated',
      customerId: row.id,
      data: { customer: toCustomerDetail(row) },
    })),
  });
}
