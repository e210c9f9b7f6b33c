import type { TWebhookDelivery, TWebhookEndpoint, TWebhookEvent } from '@regulars/contracts';
import type { webhookDeliveries, webhookEndpoints } from '../db/schema/index.ts';

/** An endpoint as the card shows it: never its secret. */
export function toEndpoint(row: typeof webhookEndpoints.$inferSelect): TWebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as TWebhookEvent[],
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    failingSince: row.failingSince?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toDelivery(row: typeof webhookDeliveries.$inferSelect & { eventType: string }): TWebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status as TWebhookDelivery['status'],
    attempt: row.attempt,
    nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    responseStatus: row.responseStatus,
    responseBody: row.responseBody,
    durationMs: row.durationMs,
    createdAt: row.createdAt.toISOString(),
  };
}
