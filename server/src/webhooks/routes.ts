import {
  WEBHOOK_MESSAGES,
  ZCreateWebhookEndpoint,
  ZDeletedWebhookEndpoint,
  ZUpdateWebhookEndpoint,
  ZWebhookDeliveryList,
  ZWebhookEndpoint,
  ZWebhookEndpointList,
  ZWebhookEndpointWithSecret,
  ZWebhookQueued,
} from '@regulars/contracts';
import { type Context, Hono } from 'hono';
import { actorOfUser } from '../audit/index.ts';
import type { TAppEnv } from '../platform/context.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireBusiness, requireTeamAdmin } from '../platform/session.ts';
import { uuidParam } from '../platform/uuid-param.ts';
import { validate } from '../platform/validate.ts';
import { createEndpoint } from './create-endpoint.ts';
import { deleteEndpoint } from './delete-endpoint.ts';
import { listDeliveries } from './list-deliveries.ts';
import { listEndpoints } from './list-endpoints.ts';
import { redeliver } from './redeliver.ts';
import { rotateSecret } from './rotate-secret.ts';
import { sendTestEvent } from './send-test-event.ts';
import { updateEndpoint } from './update-endpoint.ts';
import { type TUrlRules, urlRulesOf } from './url-guard.ts';

const tag = 'Webhooks';
const auth = 'session';
const path = '/settings/webhooks';

const rulesOf = (c: Context<TAppEnv>): TUrlRules => urlRulesOf(c.var.deps.config);

const endpointId = (c: Context<TAppEnv>) => uuidParam(c, WEBHOOK_MESSAGES.notFound);

/** /api/settings/webhooks: the business's webhook endpoints and their delivery logs. Members read; the admin changes. */
export const webhookRoutes = new Hono<TAppEnv>()
  .use(path, requireBusiness)
  .use(`${path}/*`, requireBusiness)
  .get(
    path,
    routeDoc({
      tag,
      auth,
      summary: 'The webhook endpoints (never their secrets), and whether the plan has them',
      response: ZWebhookEndpointList,
    }),
    async (c) =>
      c.json(
        await listEndpoints({ db: c.var.deps.db, businessId: c.var.businessId, canEdit: c.var.teamRole === 'admin' }),
      ),
  )
  .post(
    path,
    routeDoc({
      tag,
      auth,
      summary:
        'Add an endpoint: its signing secret is in this answer only (403 PLAN_LIMIT without the API; team admin)',
      response: ZWebhookEndpointWithSecret,
      status: 201,
    }),
    requireTeamAdmin,
    validate('json', ZCreateWebhookEndpoint),
    async (c) => {
      const created = await createEndpoint({
        db: c.var.deps.db,
        secrets: c.var.deps.secrets,
        rules: rulesOf(c),
        businessId: c.var.businessId,
        actor: actorOfUser(c.var.user),
        input: c.req.valid('json'),
      });
      return c.json(created, 201);
    },
  )
  .patch(
    `${path}/:id`,
    routeDoc({
      tag,
      auth,
      summary: 'Change an endpoint: address, description, events, on or off (team admin)',
      response: ZWebhookEndpoint,
    }),
    requireTeamAdmin,
    validate('json', ZUpdateWebhookEndpoint),
    async (c) =>
      c.json(
        await updateEndpoint({
          db: c.var.deps.db,
          rules: rulesOf(c),
          businessId: c.var.businessId,
          endpointId: endpointId(c),
          actor: actorOfUser(c.var.user),
          input: c.req.valid('json'),
        }),
      ),
  )
  .delete(
    `${path}/:id`,
    routeDoc({
      tag,
      auth,
      summary: 'Delete an endpoint and its delivery log (team admin)',
      response: ZDeletedWebhookEndpoint,
    }),
    requireTeamAdmin,
    async (c) =>
      c.json(
        await deleteEndpoint({
          db: c.var.deps.db,
          businessId: c.var.businessId,
          endpointId: endpointId(c),
          actor: actorOfUser(c.var.user),
        }),
      ),
  )
  .post(
    `${path}/:id/rotate-secret`,
    routeDoc({
      tag,
      auth,
      summary: 'A new signing secret, in this answer only; the old one also signs for 24 hours (team admin)',
      response: ZWebhookEndpointWithSecret,
    }),
    requireTeamAdmin,
    async (c) =>
      c.json(
        await rotateSecret({
          db: c.var.deps.db,
          secrets: c.var.deps.secrets,
          businessId: c.var.businessId,
          endpointId: endpointId(c),
          actor: actorOfUser(c.var.user),
        }),
      ),
  )
  .get(
    `${path}/:id/deliveries`,
    routeDoc({
      tag,
      auth,
      summary: "An endpoint's latest deliveries: status, time, the answer's first 1 KB",
      response: ZWebhookDeliveryList,
    }),
    async (c) =>
      c.json(await listDeliveries({ db: c.var.deps.db, businessId: c.var.businessId, endpointId: endpointId(c) })),
  )
  .post(
    `${path}/:id/test`,
    routeDoc({
      tag,
      auth,
      summary: 'Send a webhook.test event to this endpoint now (team admin)',
      response: ZWebhookQueued,
      status: 202,
    }),
    requireTeamAdmin,
    async (c) =>
      c.json(
        await sendTestEvent({
          db: c.var.deps.db,
          queue: c.var.deps.queue,
          businessId: c.var.businessId,
          endpointId: endpointId(c),
        }),
        202,
      ),
  )
  .post(
    `${path}/:id/deliveries/:deliveryId/redeliver`,
    routeDoc({
      tag,
      auth,
      summary: "Send a delivery's event again, as a new delivery (team admin)",
      response: ZWebhookQueued,
      status: 202,
    }),
    requireTeamAdmin,
    async (c) =>
      c.json(
        await redeliver({
          db: c.var.deps.db,
          queue: c.var.deps.queue,
          businessId: c.var.businessId,
          endpointId: endpointId(c),
          deliveryId: c.req.param('deliveryId') ?? '',
        }),
        202,
      ),
  );
