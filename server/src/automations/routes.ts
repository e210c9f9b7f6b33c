import {
  type TAutomationKind,
  ZAnalyticsQuery,
  ZAutomationLiftAnswer,
  ZAutomationList,
  ZExperimentList,
  ZUpdateBirthday,
  ZUpdateWinBack,
} from '@regulars/contracts';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireBusiness, requireTeamAdmin } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import { automationLift } from './automation-lift.ts';
import { listAutomations } from './list-automations.ts';
import { listExperiments } from './list-experiments.ts';
import { updateAutomation } from './update-automation.ts';

const tag = 'Automations';
const auth = 'session';

/** Every answer is the whole panel as it now stands, so the page shows what the server kept. */
const panel = (c: Context<TAppEnv>) =>
  listAutomations({ db: c.var.deps.db, businessId: c.var.businessId, canEdit: c.var.teamRole === 'admin' });

const lift = async (c: Context<TAppEnv>, kind: TAutomationKind) =>
  c.json({ lift: await automationLift({ db: c.var.deps.db, businessId: c.var.businessId, kind }) });

const liftSummary = (what: string) =>
  `What ${what} caused over the last 90 days: the share of messaged and held-back customers that came back within its results window, spend and points redeemed, and the difference with its 95% range (null without a control group)`;

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
  .get(
    '/automations/win_back/lift',
    routeDoc({ tag, auth, summary: liftSummary('win-back'), response: ZAutomationLiftAnswer }),
    (c) => lift(c, 'win_back'),
  )
  .get(
    '/automations/birthday/lift',
    routeDoc({ tag, auth, summary: liftSummary('birthday messages and rewards'), response: ZAutomationLiftAnswer }),
    (c) => lift(c, 'birthday'),
  )
  .put(
    '/automations/win_back',
    routeDoc({
      tag,
      auth,
      summary: 'Switch win-back on or off and set its days, messages and control group (team admin)',
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
      summary: 'Switch birthday messages on or off and set the birthday reward and control group (team admin)',
      response: ZAutomationList,
    }),
    requireTeamAdmin,
    validate('json', ZUpdateBirthday),
    async (c) => {
      const update = { kind: 'birthday' as const, ...c.req.valid('json') };
      await updateAutomation({ db: c.var.deps.db, businessId: c.var.businessId, update });
      return c.json(await panel(c));
    },
  )
  .use('/analytics/experiments', requireBusiness)
  .get(
    '/analytics/experiments',
    routeDoc({
      tag: 'Analytics',
      auth,
      summary:
        'Every campaign sent in the period that kept a control group, with its lift (and each version of an A/B ' +
        "test), and the automations' rolling 90-day lift (same period parameters as /analytics)",
      response: ZExperimentList,
    }),
    validate('query', ZAnalyticsQuery),
    async (c) =>
      c.json(await listExperiments({ db: c.var.deps.db, businessId: c.var.businessId, query: c.req.valid('query') })),
  );
