import { type TWebhookEndpointWithSecret, WEBHOOK_ROTATION_OVERLAP_HOURS } from '@regulars/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import type { TDb } from '../db/client.ts';
import { webhookEndpoints } from '../db/schema/index.ts';
import type { TSecretBox } from '../platform/secret-box.ts';
import { newEndpointSecret } from './endpoint-secret.ts';
import { findEndpoint } from './find-endpoint.ts';
import { toEndpoint } from './to-endpoint.ts';

/**
 * A new signing secret, in this answer only. For 24 hours the old one signs too (two signatures in
 * `webhook-signature`), so a receiver can switch without dropping an event.
 */
export async function rotateSecret({
  db,
  secrets,
  businessId,
  endpointId,
  actor,
}: {
  db: TDb;
  secrets: TSecretBox;
  businessId: string;
  endpointId: string;
  actor: TBusinessActor;
}): Promise<TWebhookEndpointWithSecret> {
  const secret = newEndpointSecret();
  const sealed = await secrets.encrypt(secret);
  return db.transaction(async (tx) => {
    const before = await findEndpoint({ db: tx, businessId, endpointId, forUpdate: true });
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        secretSealed: sealed,
        previousSecretSealed: before.secretSealed,
        previousSecretExpiresAt: sql`now() + make_interval(hours => ${WEBHOOK_ROTATION_OVERLAP_HOURS})`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(webhookEndpoints.businessId, businessId), eq(webhookEndpoints.id, endpointId)))
      .returning();
    await recordBusinessAudit({
      db: tx,
      entry: {
        businessId,
        actor,
        action: 'webhook.rotate_secret',
        targetType: 'webhook_endpoint',
        targetId: endpointId,
        details: { url: row.url },
      },
    });
    return { endpoint: toEndpoint(row), secret };
  });
}
