import {
  WEBHOOK_MESSAGES,
  ZCreateWebhookEndpoint,
  ZUpdateWebhookEndpoint,
  ZV1CreatedWebhookEndpoint,
  ZV1DeletedWebhookEndpoint,
  ZV1RotatedWebhookEndpoint,
  ZV1WebhookDeliveryList,
  ZV1WebhookEndpointList,
  ZV1WebhookEndpointResponse,
  ZV1WebhookQueued,
} from '@regulars/contracts';
import { type Context, Hono } from 'hono';
import { routeDoc } from '../platform/route-doc.ts';
import { uuidParam } from '../platform/uuid-param.ts';
import { validate } from '../platform/validate.ts';
import {
  createEndpoint,
  deleteEndpoint,
  listDeliveries,
  listEndpoints,
  redeliver,
  rotateSecret,
  sendTestEvent,
  updateEndpoint,
  urlRulesOf,
} from '../webhooks/index.ts';
import { actorOfApiKey } from './api-key-actor.ts';
import { requireScope, type TApiEnv } from './api-key-auth.ts';
import { V1_TAG } from './v1-openapi.ts';

const tag = V1_TAG;
const path = '/webhooks/endpoints';
const scope = requireScope('webhooks:manage');
const endpointId = (c: Context<TApiEnv>) => uuidParam(c, WEBHOOK_MESSAGES.notFound);

/**
 * /api/v1 webhook endpoints: Settings' own use cases (the same address checks, limits and audit rows, the actor
 * being the key), so an agency can wire a client's shop without the web app: add, change, rotate the secret, send a
 * test event, read the log and redeliver.
 */
export const v1WebhookRoutes = new Hono<TApiEnv>()
  .get(
    path,
    routeDoc({
      tag,
      summary: 'List webhook endpoints, newest first, never their secrets (webhooks:manage)',
      response: ZV1WebhookEndpointList,
    }),
    scope,
    async (c) => {
      const { endpoints } = await listEndpoints({ db: c.var.deps.db, businessId: c.var.businessId, canEdit: true });
      return c.json({ data: endpoints });
    },
  )
  .post(
    path,
    routeDoc({
      tag,
      summary:
        'Add an endpoint subscribed to events; its signing secret (whsec_…) is in this answer only. The address must be ' +
        'reachable from the internet, and https on a production install (webhooks:manage)',
      response: ZV1CreatedWebhookEndpoint,
      status: 201,
    }),
    scope,
    validate('json', ZCreateWebhookEndpoint),
    async (c) => {
      const { endpoint, secret } = await createEndpoint({
        db: c.var.deps.db,
        secrets: c.var.deps.secrets,
        rules: urlRulesOf(c.var.deps.config),
        businessId: c.var.businessId,
        actor: actorOfApiKey(c.var.apiKey),
        input: c.req.valid('json'),
      });
      return c.json({ data: { ...endpoint, secret } }, 201);
    },
  )
  .patch(
    `${path}/:id`,
    routeDoc({
      tag,
      summary: "Change an endpoint's address, description, events, or turn it on or off (webhooks:manage)",
      response: ZV1WebhookEndpointResponse,
    }),
    scope,
    validate('json', ZUpdateWebhookEndpoint),
    async (c) => {
      const data = await updateEndpoint({
        db: c.var.deps.db,
        rules: urlRulesOf(c.var.deps.config),
        businessId: c.var.businessId,
        endpointId: endpointId(c),
        actor: actorOfApiKey(c.var.apiKey),
        input: c.req.valid('json'),
      });
      return c.json({ data });
    },
  )
  .delete(
    `${path}/:id`,
    routeDoc({
      tag,
      summary: 'Delete an endpoint and its delivery log (webhooks:manage)',
      response: ZV1DeletedWebhookEndpoint,
    }),
    scope,
    async (c) => {
      const data = await deleteEndpoint({
        db: c.var.deps.db,
        businessId: c.var.businessId,
        endpointId: endpointId(c),
        actor: actorOfApiKey(c.var.apiKey),
      });
      return c.json({ data });
    },
  )
  .get(
    `${path}/:id/deliveries`,
    routeDoc({
      tag,
      summary:
        "An endpoint's latest 50 deliveries, newest first: status, attempt, the answer's first 1 KB (webhooks:manage)",
      response: ZV1WebhookDeliveryList,
    }),
    scope,
    async (c) => {
      const { deliveries } = await listDeliveries({
        db: c.var.deps.db,
        businessId: c.var.businessId,
        endpointId: endpointId(c),
      });
      return c.json({ data: deliveries });
    },
  )
  .post(
    `${path}/:id/rotate-secret`,
    routeDoc({
      tag,
      summary:
        'A new signing secret, in this answer only; the old one also signs for 24 hours, so receivers can switch ' +
        '(webhooks:manage)',
      response: ZV1RotatedWebhookEndpoint,
    }),
    scope,
    async (c) => {
      const { endpoint, secret } = await rotateSecret({
        db: c.var.deps.db,
        secrets: c.var.deps.secrets,
        businessId: c.var.businessId,
        endpointId: endpointId(c),
        actor: actorOfApiKey(c.var.apiKey),
      });
      return c.json({ data: { ...endpoint, secret } });
    },
  )
  .post(
    `${path}/:id/test`,
    routeDoc({
      tag,
      summary: 'Send a webhook.test event to this endpoint now; its delivery shows in the log (webhooks:manage)',
      response: ZV1WebhookQueued,
      status: 202,
    }),
    scope,
    async (c) => {
      const data = await sendTestEvent({
        db: c.var.deps.db,
        queue: c.var.deps.queue,
        businessId: c.var.businessId,
        endpointId: endpointId(c),
      });
      return c.json({ data }, 202);
    },
  )
  .post(
    `${path}/:id/deliveries/:deliveryId/redeliver`,
    routeDoc({
      tag,
      summary: "Send a delivery's event again, as a new delivery (webhooks:manage)",
      response: ZV1WebhookQueued,
      status: 202,
    }),
    scope,
    async (c) => {
      const data = await redeliver({
        db: c.var.deps.db,
        queue: c.var.deps.queue,
        businessId: c.var.businessId,
        endpointId: endpointId(c),
        deliveryId: c.req.param('deliveryId') ?? '',
      });
      return c.json({ data }, 202);
    },
  );
