import type { TWebhookDeliveryList } from '@regulars/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { webhookDeliveries, webhookEvents } from '../db/schema/index.ts';
import { findEndpoint } from './find-endpoint.ts';
import { toDelivery } from './to-endpoint.ts';

const LOG_SIZE = 50;

/** An endpoint's delivery log: its latest 50 deliveries, newest first, with the receiver's answer excerpt. */
export async function listDeliveries({
  db,
  businessId,
  endpointId,
}: {
  db: TExecutor;
  businessId: string;
  endpointId: string;
}): Promise<TWebhookDeliveryList> {
  await findEndpoint({ db, businessId, endpointId });
  const rows = await db
    .select({ delivery: webhookDeliveries, eventType: webhookEvents.type })
    .from(webhookDeliveries)
    .innerJoin(
      webhookEvents,
      and(eq(webhookEvents.businessId, webhookDeliveries.businessId), eq(webhookEvents.id, webhookDeliveries.eventId)),
    )
    .where(and(eq(webhookDeliveries.businessId, businessId), eq(webhookDeliveries.endpointId, endpointId)))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(LOG_SIZE);
  return { deliveries: rows.map((r) => toDelivery({ ...r.delivery, eventType: r.eventType })) };
}
