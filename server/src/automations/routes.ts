import { ZAutomationList, ZUpdateBirthday, ZUpdateWinBack } from '@regulars/contracts';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireBusiness, requireTeamAdmin } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import { listAutomations } from './list-automations.ts';
import { updateAutomation } from './update-automation.ts';

const tag = 'Automations';
const auth = 'session';

/** Every answer is the whole panel as it now stands, so the page shows what the server kept. */
const panel = (c: Context<TAppEnv>) =>
  listAutomations({ db: c.var.deps.db, businessId: c.var.businessId, canEdit: c.var.teamRole === 'admin' });

/** /api/automations: team members read, the team admin changes (as /settings). */
export const automationRoutes = new Hono<TAppEnv>()
  // Also matches /automations itself.
  .use('/automations/*', requireBusiness)
  .get(
    '/automations',
    routeDoc({
      tag,
      auth,
      summary: 'Win-back and birthday automations: on or off, their settings, and how many each sent in 30 days',
      response: ZAutomationList,
    }),
    async (c) => c.json(await panel(c)),
  )
  .put(
    '/automations/win_back',
    routeDoc({
      tag,
      auth,
      summary: 'Switch win-back on or off and set its days and messages (team admin)',
      response: ZAutomationList,
    }),
    requireTeamAdmin,
    validate('json', ZUpdateWinBack),
    async (c) => {
      const update = { kind: 'win_back' as const, ...c.req.valid('json') };
      await updateAutomation({ db: c.var.deps.db, businessId: c.var.businessId, update });
      return c.json(await panel(c));
    },
  )
  .put(
    '/automations/birthday',
    routeDoc({
      tag,
      auth,
      summary: 'Switch birthday messages on or off and set the birthday reward (team admin)',
      response: ZAutomationList,
    }),
    requireTeamAdmin,
    validate('json', ZUpdateBirthday),
    async (c) => {
      const update = { kind: 'birthday' as const, ...c.req.valid('json') };
      await updateAutomation({ db: c.var.deps.db, businessId: c.var.businessId, update });
      return c.json(await panel(c));
    },
  );
