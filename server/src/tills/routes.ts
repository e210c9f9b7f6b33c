import { timingSafeEqual } from 'node:crypto';
import {
  TILL_NAMES,
  type TTillProvider,
  ZTillConnectStart,
  ZTillState,
  ZUpdateTillConnection,
} from '@regulars/contracts';
import { type Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { actorOfUser } from '../audit/index.ts';
import type { TAppEnv } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireBusiness, requireTeamAdmin } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import { backToSettings, callbackOutcome } from './callback-outcome.ts';
import { createTillLocation } from './create-till-location.ts';
import { disconnectTill } from './disconnect-till.ts';
import { finishSquareConnect } from './finish-square-connect.ts';
import { getTillState } from './get-till-state.ts';
import { shopifyTillRoutes } from './shopify-routes.ts';
import { startSquareConnect } from './start-square-connect.ts';
import { updateTillConnection } from './update-till-connection.ts';

const tag = 'Integrations';
const auth = 'session';

/** The OAuth state of this browser's "Connect Square", for 10 minutes, sent back only to the callback. */
const STATE_COOKIE = 'regulars_square_state';
const CALLBACK_PATH = '/api/integrations/square/callback';

const sameState = (a: string | undefined, b: string | undefined) =>
  Boolean(a && b && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b)));

/**
 * /api/integrations/tills, /api/integrations/square and /shopify: team members read, the team admin connects (Square's
 * consent page, then its callback here; Shopify's in shopify-routes.ts), changes and disconnects either till
 * (docs/INTEGRATIONS.md).
 */
export const tillRoutes = new Hono<TAppEnv>()
  .use('/integrations/tills', requireBusiness)
  .use('/integrations/square', requireBusiness)
  .use('/integrations/square/*', requireBusiness)
  .use('/integrations/shopify', requireBusiness)
  .use('/integrations/shopify/*', requireBusiness)
  .get(
    '/integrations/tills',
    routeDoc({
      tag,
      auth,
      summary:
        'Whether the plan includes till connections, which tills are set up here, and the Square and Shopify connections (never their tokens)',
      response: ZTillState,
    }),
    async (c) => {
      const { db, config } = c.var.deps;
      return c.json(
        await getTillState({ db, config, businessId: c.var.businessId, canEdit: c.var.teamRole === 'admin' }),
      );
    },
  )
  .post(
    '/integrations/square/connect',
    routeDoc({
      tag,
      auth,
      summary:
        "Start connecting Square: the address of Square's consent page (403 PLAN_LIMIT on a plan without it; team admin)",
      response: ZTillConnectStart,
    }),
    requireTeamAdmin,
    async (c) => {
      const { db, config } = c.var.deps;
      const { url, state } = await startSquareConnect({ db, config, businessId: c.var.businessId });
      setCookie(c, STATE_COOKIE, state, {
        httpOnly: true,
        sameSite: 'Lax',
        secure: config.appUrl.startsWith('https://'),
        path: CALLBACK_PATH,
        maxAge: 600,
      });
      return c.json({ url });
    },
  )
  .get(
    '/integrations/square/callback',
    routeDoc({
      tag,
      auth,
      summary:
        "Square's consent page sends the owner back here: the code is exchanged and the connection stored; then back to /settings with the outcome",
      status: 302,
    }),
    requireTeamAdmin,
    async (c: Context<TAppEnv>) => {
      const { db, queue, secrets, config } = c.var.deps;
      const expected = getCookie(c, STATE_COOKIE);
      deleteCookie(c, STATE_COOKIE, { path: CALLBACK_PATH });
      if (!sameState(expected, c.req.query('state'))) return c.redirect(backToSettings('square', 'expired'), 302);
      if (c.req.query('error')) return c.redirect(backToSettings('square', 'denied'), 302);
      const code = c.req.query('code');
      if (!code) return c.redirect(backToSettings('square', 'refused'), 302);
      try {
        await finishSquareConnect({
          db,
          queue,
          secrets,
          config,
          businessId: c.var.businessId,
          actor: actorOfUser(c.var.user),
          userId: c.var.user?.id ?? null,
          code,
        });
      } catch (err) {
        if (!(err instanceof AppError)) c.var.deps.logger.error({ err: String(err) }, 'Square connection failed');
        return c.redirect(backToSettings('square', callbackOutcome(err)), 302);
      }
      return c.redirect(backToSettings('square', 'connected'), 302);
    },
  )
  .route('/', tillSettingsRoutes('square'))
  .route('/', tillSettingsRoutes('shopify'))
  .route('/', shopifyTillRoutes);

/** PATCH and DELETE /api/integrations/<till>: what a sale earns on and where, and disconnecting (team admin). */
function tillSettingsRoutes(provider: TTillProvider) {
  const name = TILL_NAMES[provider];
  const path = `/integrations/${provider}`;
  return new Hono<TAppEnv>()
    .patch(
      path,
      routeDoc({
        tag,
        auth,
        summary: `What a ${name} sale earns on (subtotal or total), which Regulars location each ${name} location counts at, whether it adds new customers who agreed to marketing, and whether customers may claim a waiting sale in the portal with its receipt number (team admin)`,
        response: ZTillState,
      }),
      requireTeamAdmin,
      validate('json', ZUpdateTillConnection),
      async (c) => {
        const { db, config } = c.var.deps;
        return c.json(
          await updateTillConnection({
            db,
            config,
            provider,
            businessId: c.var.businessId,
            actor: actorOfUser(c.var.user),
            edit: c.req.valid('json'),
          }),
        );
      },
    )
    .post(
      `${path}/locations/:externalId/location`,
      routeDoc({
        tag,
        auth,
        summary: `Adds a Regulars location named like the ${name} location, and counts that ${name} location's sales there (team admin)`,
        response: ZTillState,
      }),
      requireTeamAdmin,
      async (c) => {
        const { db, config } = c.var.deps;
        return c.json(
          await createTillLocation({
            db,
            config,
            provider,
            businessId: c.var.businessId,
            actor: actorOfUser(c.var.user),
            externalId: c.req.param('externalId'),
          }),
        );
      },
    )
    .delete(
      path,
      routeDoc({
        tag,
        auth,
        summary: `Disconnect ${name}: ${provider === 'square' ? 'Regulars’ access is revoked at Square' : 'the Regulars app is uninstalled from the store'} and the connection forgotten; sales already earned stay (team admin)`,
        status: 204,
      }),
      requireTeamAdmin,
      async (c) => {
        const { db, secrets, config, logger } = c.var.deps;
        await disconnectTill({
          db,
          secrets,
          config,
          logger,
          provider,
          businessId: c.var.businessId,
          actor: actorOfUser(c.var.user),
        });
        return c.body(null, 204);
      },
    );
}
