import { ZChooseMailchimpAudience, ZConnectMailchimp, ZMailchimpState } from '@regulars/contracts';
import { Hono } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireBusiness, requireTeamAdmin } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import { chooseAudience } from './choose-audience.ts';
import { connectMailchimp } from './connect-mailchimp.ts';
import { disconnectMailchimp } from './disconnect-mailchimp.ts';
import { getMailchimpState } from './get-mailchimp-state.ts';
import { requestSync } from './request-sync.ts';

const tag = 'Integrations';
const auth = 'session';
const path = '/integrations/mailchimp';

/**
 * /api/integrations/mailchimp: team members read, the team admin connects, syncs and disconnects
 * (docs/DESIGN-DECISIONS.md: MailChimp).
 */
export const mailchimpRoutes = new Hono<TAppEnv>()
  .use(path, requireBusiness)
  .use(`${path}/*`, requireBusiness)
  .get(
    path,
    routeDoc({
      tag,
      auth,
      summary:
        'Whether the plan includes MailChimp, and the connection: key hint (never the key), account, audiences (read live), chosen audience, last sync',
      response: ZMailchimpState,
    }),
    async (c) => {
      const { db, secrets, config } = c.var.deps;
      return c.json(
        await getMailchimpState({
          db,
          secrets,
          apiBase: config.mailchimpApiBase,
          businessId: c.var.businessId,
          canEdit: c.var.teamRole === 'admin',
        }),
      );
    },
  )
  .post(
    path,
    routeDoc({
      tag,
      auth,
      summary:
        'Connect with an API key, checked with MailChimp and stored encrypted (400 when MailChimp refuses it, 403 PLAN_LIMIT on Free; team admin)',
      response: ZMailchimpState,
    }),
    requireTeamAdmin,
    validate('json', ZConnectMailchimp),
    async (c) => {
      const { db, secrets, config } = c.var.deps;
      const { apiKey } = c.req.valid('json');
      return c.json(
        await connectMailchimp({ db, secrets, apiBase: config.mailchimpApiBase, businessId: c.var.businessId, apiKey }),
      );
    },
  )
  .put(
    `${path}/audience`,
    routeDoc({
      tag,
      auth,
      summary: 'Choose the audience customers sync to: one of the connected account’s audiences (team admin)',
      response: ZMailchimpState,
    }),
    requireTeamAdmin,
    validate('json', ZChooseMailchimpAudience),
    async (c) => {
      const { db, secrets, config } = c.var.deps;
      const { audienceId } = c.req.valid('json');
      return c.json(
        await chooseAudience({
          db,
          secrets,
          apiBase: config.mailchimpApiBase,
          businessId: c.var.businessId,
          audienceId,
        }),
      );
    },
  )
  .post(
    `${path}/sync`,
    routeDoc({
      tag,
      auth,
      summary:
        'Queue a sync now (202; 400 with no audience chosen, 409 while one runs); GET shows its result (team admin)',
      response: ZMailchimpState,
      // route-doc's status list predates the first 202; the answer is documented under 202 all the same.
      status: 202,
    }),
    requireTeamAdmin,
    async (c) => {
      const { db, queue } = c.var.deps;
      return c.json(await requestSync({ db, queue, businessId: c.var.businessId }), 202);
    },
  )
  .delete(
    path,
    routeDoc({
      tag,
      auth,
      summary: 'Disconnect: forget the key, audience and last sync; MailChimp keeps its audience (team admin)',
      status: 204,
    }),
    requireTeamAdmin,
    async (c) => {
      await disconnectMailchimp({ db: c.var.deps.db, businessId: c.var.businessId });
      return c.body(null, 204);
    },
  );
