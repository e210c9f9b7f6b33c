import { z } from 'zod';
import { ZWebhookDelivery, ZWebhookEndpoint, ZWebhookQueued } from './webhooks.ts';

/**
 * /api/v1's webhook endpoints (the `webhooks:manage` scope): the Settings card's endpoint and delivery shapes, in
 * v1's `{ data }` envelope. The requests are the card's own (ZCreateWebhookEndpoint, ZUpdateWebhookEndpoint).
 */
export const ZV1WebhookEndpointList = z.object({ data: z.array(ZWebhookEndpoint) });
export const ZV1WebhookEndpointResponse = z.object({ data: ZWebhookEndpoint });
/** A new endpoint: its signing secret (`whsec_…`) is in this answer only. */
export const ZV1CreatedWebhookEndpoint = z.object({ data: ZWebhookEndpoint.extend({ secret: z.string() }) });
export const ZV1DeletedWebhookEndpoint = z.object({ data: z.object({ id: z.string() }) });
export const ZV1WebhookDeliveryList = z.object({ data: z.array(ZWebhookDelivery) });
/** A rotated endpoint: its new secret is in this answer only; the old one also signs for 24 hours. */
export const ZV1RotatedWebhookEndpoint = ZV1CreatedWebhookEndpoint;
/** A test event or a redelivery queued: the new delivery's id, to find in the delivery log. */
export const ZV1WebhookQueued = z.object({ data: ZWebhookQueued });
