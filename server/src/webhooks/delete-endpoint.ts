import { and, asc, eq } from 'drizzle-orm';
import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import type { TDb } from '../db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../db/schema/index.ts';
import { findEndpoint } from './find-endpoint.ts';

/** Deletes an endpoint with its delivery log; the events stay (another endpoint may have them). */
export async function deleteEndpoint({
  db,
  businessId,
  endpointId,
  actor,
}: {
  db: TDb;
  businessId: string;
  endpointId: string;
  actor: TBusinessActor;
}): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const row = await findEndpoint({ db: tx, businessId, endpointId, forUpdate: true });
    // Its deliveries are locked in id order before the cascade deletes them, as the drain records its answers
    // (drain-deliveries.ts): in another order the two could deadlock (measured: a 500 here under load).
    await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.businessId, businessId), eq(webhookDeliveries.endpointId, endpointId)))
      .orderBy(asc(webhookDeliveries.id))
      .for('update');
    await tx
      .delete(webhookEndpoints)
      .where(and(eq(webhookEndpoints.businessId, businessId), eq(webhookEndpoints.id, endpointId)));
    await recordBusinessAudit({
      db: tx,
      entry: {
        businessId,
        actor,
        action: 'webhook.delete',
        targetType: 'webhook_endpoint',
        targetId: endpointId,
        details: { url: row.url },
      },
    });
    return { id: endpointId };
  });
}
