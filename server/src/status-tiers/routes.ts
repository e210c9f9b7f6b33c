import { ZStatusProgram, ZStatusProgramInput } from '@regulars/contracts';
import { Hono } from 'hono';
import { actorOfUser } from '../audit/index.ts';
import type { TAppEnv } from '../platform/context.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireBusiness } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import { readStatusProgram } from './read-status-program.ts';
import { saveStatusProgram } from './save-status-program.ts';

const tag = 'Status tiers';

/** /api/status-tiers: the business's status tiers (issue 51), saved as one table with its rule. */
export const statusTierRoutes = new Hono<TAppEnv>()
  .use('/status-tiers', requireBusiness)
  .get(
    '/status-tiers',
    routeDoc({
      tag,
      summary: "The business's status tiers, what they count over which window, and whether the plan includes them",
      auth: 'session',
      response: ZStatusProgram,
    }),
    async (c) => c.json(await readStatusProgram({ db: c.var.deps.db, businessId: c.var.businessId })),
  )
  .put(
    '/status-tiers',
    routeDoc({
      tag,
      summary:
        'Save the tier table and its rule at once (thresholds rise from tier to tier; an empty table turns tiers off)',
      auth: 'session',
      response: ZStatusProgram,
    }),
    validate('json', ZStatusProgramInput),
    async (c) =>
      c.json(
        await saveStatusProgram({
          db: c.var.deps.db,
          queue: c.var.deps.queue,
          businessId: c.var.businessId,
          actor: actorOfUser(c.var.user),
          input: c.req.valid('json'),
        }),
      ),
  );
