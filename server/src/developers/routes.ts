import { API_KEY_MESSAGES, ZApiKey, ZApiKeyList, ZCreateApiKey, ZCreatedApiKey } from '@regulars/contracts';
import { Hono } from 'hono';
import { actorOfUser } from '../audit/index.ts';
import type { TAppEnv } from '../platform/context.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireBusiness, requireTeamAdmin } from '../platform/session.ts';
import { uuidParam } from '../platform/uuid-param.ts';
import { validate } from '../platform/validate.ts';
import { createApiKey } from './create-api-key.ts';
import { listApiKeys } from './list-api-keys.ts';
import { revokeApiKey } from './revoke-api-key.ts';

const tag = 'Developers';
const auth = 'session';
const path = '/settings/api-keys';

/** /api/settings/api-keys: the business's keys to the public API. Team members read; the team admin creates and revokes. */
export const apiKeyRoutes = new Hono<TAppEnv>()
  .use(path, requireBusiness)
  .use(`${path}/*`, requireBusiness)
  .get(
    path,
    routeDoc({
      tag,
      auth,
      summary: 'The API keys (name, prefix, scopes, last use; never the key), and whether the plan includes the API',
      response: ZApiKeyList,
    }),
    async (c) =>
      c.json(
        await listApiKeys({ db: c.var.deps.db, businessId: c.var.businessId, canEdit: c.var.teamRole === 'admin' }),
      ),
  )
  .post(
    path,
    routeDoc({
      tag,
      auth,
      summary:
        'Create a key with a name and scopes: the key is in this answer only (403 PLAN_LIMIT on a plan without the API; team admin)',
      response: ZCreatedApiKey,
      status: 201,
    }),
    requireTeamAdmin,
    validate('json', ZCreateApiKey),
    async (c) => {
      const created = await createApiKey({
        db: c.var.deps.db,
        businessId: c.var.businessId,
        actor: actorOfUser(c.var.user),
        input: c.req.valid('json'),
      });
      return c.json(created, 201);
    },
  )
  .delete(
    `${path}/:id`,
    routeDoc({
      tag,
      auth,
      summary: 'Revoke a key: refused at once on every server (team admin)',
      response: ZApiKey.pick({ id: true }).extend({ revokedAt: ZApiKey.shape.revokedAt }),
    }),
    requireTeamAdmin,
    async (c) => {
      const key = await revokeApiKey({
        db: c.var.deps.db,
        businessId: c.var.businessId,
        keyId: uuidParam(c, API_KEY_MESSAGES.notFound),
        actor: actorOfUser(c.var.user),
      });
      return c.json({ id: key.id, revokedAt: key.revokedAt });
    },
  );
