import {
  MULTIPLIER_MESSAGES,
  ZMultiplierInput,
  ZMultiplierRule,
  ZMultiplierSettings,
  ZMultipliers,
} from '@regulars/contracts';
import { Hono } from 'hono';
import { actorOfUser } from '../audit/index.ts';
import type { TAppEnv } from '../platform/context.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireBusiness } from '../platform/session.ts';
import { uuidParam } from '../platform/uuid-param.ts';
import { validate } from '../platform/validate.ts';
import { createMultiplier } from './create-multiplier.ts';
import { deleteMultiplier } from './delete-multiplier.ts';
import { listMultipliers } from './list-multipliers.ts';
import { setMultiplierCombine } from './set-multiplier-combine.ts';
import { updateMultiplier } from './update-multiplier.ts';

const tag = 'Multipliers';

/** /api/multipliers: the business's earn multipliers (issue 51) and how they combine. */
export const multiplierRoutes = new Hono<TAppEnv>()
  .use('/multipliers', requireBusiness)
  .use('/multipliers/*', requireBusiness)
  .get(
    '/multipliers',
    routeDoc({
      tag,
      summary: "The business's earn multipliers, how they combine, its time zone, and whether the plan includes them",
      auth: 'session',
      response: ZMultipliers,
    }),
    async (c) => c.json(await listMultipliers({ db: c.var.deps.db, businessId: c.var.businessId })),
  )
  .post(
    '/multipliers',
    routeDoc({
      tag,
      summary: 'Add a happy hour, double-points days or a birthday week (refused when it overlaps one of its kind)',
      auth: 'session',
      response: ZMultiplierRule,
      status: 201,
    }),
    validate('json', ZMultiplierInput),
    async (c) => {
      const rule = await createMultiplier({
        db: c.var.deps.db,
        businessId: c.var.businessId,
        actor: actorOfUser(c.var.user),
        fields: c.req.valid('json'),
      });
      return c.json(rule, 201);
    },
  )
  .put(
    '/multipliers/combine',
    routeDoc({
      tag,
      summary: 'How multipliers that apply together combine: the largest, or multiplied up to a ceiling',
      auth: 'session',
      response: ZMultiplierSettings,
    }),
    validate('json', ZMultiplierSettings),
    async (c) =>
      c.json(
        await setMultiplierCombine({
          db: c.var.deps.db,
          businessId: c.var.businessId,
          actor: actorOfUser(c.var.user),
          settings: c.req.valid('json'),
        }),
      ),
  )
  .put(
    '/multipliers/:id',
    routeDoc({
      tag,
      summary: "Replace a multiplier's fields (applies from the next purchase)",
      auth: 'session',
      response: ZMultiplierRule,
    }),
    validate('json', ZMultiplierInput),
    async (c) =>
      c.json(
        await updateMultiplier({
          db: c.var.deps.db,
          businessId: c.var.businessId,
          actor: actorOfUser(c.var.user),
          id: uuidParam(c, MULTIPLIER_MESSAGES.notFound),
          fields: c.req.valid('json'),
        }),
      ),
  )
  .delete(
    '/multipliers/:id',
    routeDoc({ tag, summary: 'Delete a multiplier', auth: 'session', status: 204 }),
    async (c) => {
      await deleteMultiplier({
        db: c.var.deps.db,
        businessId: c.var.businessId,
        actor: actorOfUser(c.var.user),
        id: uuidParam(c, MULTIPLIER_MESSAGES.notFound),
      });
      return c.body(null, 204);
    },
  );
