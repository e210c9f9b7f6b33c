import { type TWebhookQueued, WEBHOOK_TEST_EVENT } from '@regulars/contracts';
import type { TDb } from '../db/client.ts';
import { webhookDeliveries, webhookEvents } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { findEndpoint } from './find-endpoint.ts';
import { queueDrain } from './queue-drain.ts';

/** A `webhook.test` event to this one endpoint (on or off: it is how a receiver is tried), delivered like any other. */
export async function sendTestEvent({
  db,
  queue,
  businessId,
  endpointId,
}: {
  db: TDb;
  queue: TQueue;
  businessId: string;
  endpointId: string;
}): Promise<TWebhookQueued> {
  await findEndpoint({ db, businessId, endpointId });
  return db.transaction(async (tx) => {
    const [event] = await tx
      .insert(webhookEvents)
      .values({ businessId, type: WEBHOOK_TEST_EVENT, payload: { message: 'A test event from Regulars' } })
      .returning({ id: webhookEvents.id });
    const [row] = await tx
      .insert(webhookDeliveries)
      .values({ businessId, endpointId, eventId: event.id, nextAttemptAt: new Date() })
      .returning({ id: webhookDeliveries.id });
    await queueDrain({ queue, tx });
    return { deliveryId: row.id };
  });
}
