import { eq } from 'drizzle-orm';
import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import type { TExecutor } from '../db/client.ts';
import { webhookEndpoints } from '../db/schema/index.ts';

/**
 * Deletes every endpoint of the business with its deliveries (issue 47: an agency hands a client over; its endpoints
 * post to addresses the agency chose, signed with secrets it was shown). The events stay, as when one is deleted in
 * Settings. One audit row each, in the caller's transaction, with `why` in it.
 */
export async function deleteAllEndpoints({
  tx,
  businessId,
  actor,
  why,
}: {
  tx: TExecutor;
  businessId: string;
  actor: TBusinessActor;
  why: Record<string, unknown>;
}): Promise<number> {
  const deleted = await tx
    .delete(webhookEndpoints)
    .where(eq(webhookEndpoints.businessId, businessId))
    .returning({ id: webhookEndpoints.id, url: webhookEndpoints.url });
  for (const endpoint of deleted) {
    await recordBusinessAudit({
      db: tx,
      entry: {
        businessId,
        actor,
        action: 'webhook.delete',
        targetType: 'webhook_endpoint',
        targetId: endpoint.id,
        details: { url: endpoint.url, ...why },
      },
    });
  }
  return deleted.length;
}
