import { ZCloseBusiness, ZClosingStatus } from '@regulars/contracts';
import { Hono } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireBusiness, requireTeamAdmin } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import { closeBusiness } from './close-business.ts';
import { getClosingStatus } from './get-closing-status.ts';
import { reopenBusiness } from './reopen-business.ts';

const tag = 'Closing';
const auth = 'session';

/** /api/closing: the only routes a closed business's team still reaches (platform/suspension-guard.ts). */
export const closingRoutes = new Hono<TAppEnv>()
  // Also matches /closing itself.
  .use('/closing/*', requireBusiness)
  .get(
    '/closing',
    routeDoc({
      tag,
      auth,
      summary: 'Whether the business is closed, and when it will be deleted (a team admin may close or reopen it)',
      response: ZClosingStatus,
    }),
    async (c) =>
      c.json(
        await getClosingStatus({
          db: c.var.deps.db,
          businessId: c.var.businessId,
          canManage: c.var.teamRole === 'admin',
        }),
      ),
  )
  .post(
    '/closing/close',
    routeDoc({
      tag,
      auth,
      summary:
        'Close the business (team admin; confirmed with its name): the subscription is cancelled at once, and after 30 days every row of it is deleted unless it is reopened',
      response: ZClosingStatus,
    }),
    requireTeamAdmin,
    validate('json', ZCloseBusiness),
    async (c) => {
      const { db, queue } = c.var.deps;
      const { confirmName } = c.req.valid('json');
      return c.json(await closeBusiness({ db, queue, businessId: c.var.businessId, user: c.var.user, confirmName }));
    },
  )
  .post(
    '/closing/reopen',
    routeDoc({
      tag,
      auth,
      summary: 'Reopen a closed business within its 30 days (team admin); the subscription stays cancelled',
      response: ZClosingStatus,
    }),
    requireTeamAdmin,
    async (c) => c.json(await reopenBusiness({ db: c.var.deps.db, businessId: c.var.businessId, user: c.var.user })),
  );
