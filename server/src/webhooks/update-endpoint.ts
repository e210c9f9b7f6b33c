import { type TWebhookEndpoint, type TWebhookEndpointChange, WEBHOOK_MESSAGES } from '@regulars/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import { assertApiPlan } from '../billing/index.ts';
import type { TDb } from '../db/client.ts';
import { webhookEndpoints } from '../db/schema/index.ts';
import { findEndpoint } from './find-endpoint.ts';
import { toEndpoint } from './to-endpoint.ts';
import { assertEndpointUrl, type TUrlRules } from './url-guard.ts';

/**
 * Changes an endpoint's address, description, events or on/off. Turning it on again clears why it was off and its
 * failing streak; turning it off keeps its pending deliveries, which wait (the drain skips an endpoint that is off).
 */
export async function updateEndpoint({
  db,
  rules,
  businessId,
  endpointId,
  actor,
  input,
}: {
  db: TDb;
  rules: TUrlRules;
  businessId: string;
  endpointId: string;
  actor: TBusinessActor;
  input: TWebhookEndpointChange;
}): Promise<TWebhookEndpoint> {
  await findEndpoint({ db, businessId, endpointId });
  if (input.url !== undefined) await assertEndpointUrl(input.url, rules);
  if (input.enabled === true) await assertApiPlan({ db, businessId, message: WEBHOOK_MESSAGES.upgrade });
  return db.transaction(async (tx) => {
    const before = await findEndpoint({ db: tx, businessId, endpointId, forUpdate: true });
    const set: Partial<typeof webhookEndpoints.$inferInsert> = { updatedAt: sql`now()` as unknown as Date };
    if (input.url !== undefined) set.url = input.url;
    if (input.description !== undefined) set.description = input.description;
    if (input.events !== undefined) set.events = [...new Set(input.events)];
    if (input.enabled !== undefined && input.enabled !== before.enabled) {
      set.enabled = input.enabled;
      set.disabledReason = input.enabled ? null : 'manual';
      set.failingSince = null;
    }
    const [row] = await tx
      .update(webhookEndpoints)
      .set(set)
      .where(and(eq(webhookEndpoints.businessId, businessId), eq(webhookEndpoints.id, endpointId)))
      .returning();
    const action =
      input.enabled !== undefined && input.enabled !== before.enabled
        ? input.enabled
          ? 'webhook.enable'
          : 'webhook.disable'
        : 'webhook.update';
    await recordBusinessAudit({
      db: tx,
      entry: {
        businessId,
        actor,
        action,
        targetType: 'webhook_endpoint',
        targetId: endpointId,
        details: { url: row.url, events: row.events, enabled: row.enabled },
      },
    });
    return toEndpoint(row);
  });
}
