import { type TWebhookQueued, WEBHOOK_MESSAGES } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { webhookDeliveries } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { AppError } from '../platform/errors.ts';
import { isUuid } from '../platform/uuid-param.ts';
import { findEndpoint } from './find-endpoint.ts';
import { queueDrain } from './queue-drain.ts';

/** Sends a delivery's event to its endpoint again, now, as a new delivery (the old one stays in the log as it was). */
export async function redeliver({
  db,
  queue,
  businessId,
  endpointId,
  deliveryId,
}: {
  db: TDb;
  queue: TQueue;
  businessId: string;
  endpointId: string;
  deliveryId: string;
}): Promise<TWebhookQueued> {
  await findEndpoint({ db, businessId, endpointId });
  if (!isUuid(deliveryId)) throw new AppError('NOT_FOUND', WEBHOOK_MESSAGES.deliveryNotFound);
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select({ eventId: webhookDeliveries.eventId })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.businessId, businessId),
          eq(webhookDeliveries.endpointId, endpointId),
          eq(webhookDeliveries.id, deliveryId),
        ),
      );
    if (!old) throw new AppError('NOT_FOUND', WEBHOOK_MESSAGES.deliveryNotFound);
    const [row] = await tx
      .insert(webhookDeliveries)
      .values({ businessId, endpointId, eventId: old.eventId, nextAttemptAt: new Date() })
      .returning({ id: webhookDeliveries.id });
    await queueDrain({ queue, tx });
    return { deliveryId: row.id };
  });
}
