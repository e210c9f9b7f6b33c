import { ZShopifyConnect, ZTillConnectStart, ZTillState, ZUpdateTillConnection } from '@regulars/contracts';
import { type Context, Hono } from 'hono';
import { actorOfUser } from '../audit/index.ts';
import type { TAppEnv } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireBusiness, requireTeamAdmin } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import { ShopifyCallbackError } from '../providers/shopify/index.ts';
import { disconnectTill } from './disconnect-till.ts';
import { finishShopifyConnect } from './finish-shopify-connect.ts';
import { startShopifyConnect } from './start-shopify-connect.ts';
import { updateTillConnection } from './update-till-connection.ts';

const tag = 'Integrations';
const auth = 'session';

/** Where the callback sends the owner back to: the card on /settings, with what happened. */
const backToSettings = (outcome: string) => `/settings?shopify=${outcome}#tills`;

/** What the card says after the callback, by the error the connection stopped at. */
function outcomeOf(err: unknown): string {
  if (err instanceof ShopifyCallbackError) return err.kind;
  if (!(err instanceof AppError)) return 'failed';
  if (err.code === 'PLAN_LIMIT') return 'plan';
  if (err.code === 'CONFLICT') return 'taken';
  if (err.code === 'UNAVAILABLE') return 'unreachable';
  return 'refused';
}

/**
 * /api/integrations/shopify: the team admin connects a Shopify store (the app's install page, then its callback here),
 * changes and disconnects it (docs/INTEGRATIONS.md). The OAuth state is the Shopify library's own signed cookie,
 * scoped to the callback's path.
 */
export const shopifyTillRoutes = new Hono<TAppEnv>()
  .use('/integrations/shopify', requireBusiness)
  .use('/integrations/shopify/*', requireBusiness)
  .post(
    '/integrations/shopify/connect',
    routeDoc({
      tag,
      auth,
      summary:
        'Start connecting a Shopify store: the address of its install page for the Regulars app (403 PLAN_LIMIT on a plan without it; team admin)',
      response: ZTillConnectStart,
    }),
    requireTeamAdmin,
    validate('json', ZShopifyConnect),
    async (c) => {
      const { db, config } = c.var.deps;
      const { url, cookies } = await startShopifyConnect({
        db,
        config,
        businessId: c.var.businessId,
        shop: c.req.valid('json').shop,
      });
      for (const cookie of cookies) c.header('set-cookie', cookie, { append: true });
      return c.json({ url });
    },
  )
  .get(
    '/integrations/shopify/callback',
    routeDoc({
      tag,
      auth,
      summary:
        "Shopify's install page sends the owner back here: the callback is checked, the code exchanged and the connection stored; then back to /settings with the outcome",
      status: 302,
    }),
    requireTeamAdmin,
    async (c: Context<TAppEnv>) => {
      const { db, queue, secrets, config } = c.var.deps;
      if (!c.req.query('code')) return c.redirect(backToSettings('refused'), 302);
      try {
        const { cookies } = await finishShopifyConnect({
          db,
          queue,
          secrets,
          config,
          businessId: c.var.businessId,
          actor: actorOfUser(c.var.user),
          userId: c.var.user?.id ?? null,
          requestUrl: c.req.url,
          cookie: c.req.header('cookie'),
        });
        for (const cookie of cookies) c.header('set-cookie', cookie, { append: true });
      } catch (err) {
        if (!(err instanceof AppError) && !(err instanceof ShopifyCallbackError)) {
          c.var.deps.logger.error({ err: String(err) }, 'Shopify connection failed');
        }
        return c.redirect(backToSettings(outcomeOf(err)), 302);
      }
      return c.redirect(backToSettings('connected'), 302);
    },
  )
  .patch(
    '/integrations/shopify',
    routeDoc({
      tag,
      auth,
      summary:
        'What an order earns on (subtotal or total) and which Regulars location each Shopify location counts at (team admin)',
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
          provider: 'shopify',
          businessId: c.var.businessId,
          actor: actorOfUser(c.var.user),
          edit: c.req.valid('json'),
        }),
      );
    },
  )
  .delete(
    '/integrations/shopify',
    routeDoc({
      tag,
      auth,
      summary:
        'Disconnect Shopify: the Regulars app is uninstalled from the store and the connection forgotten; sales already earned stay (team admin)',
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
        provider: 'shopify',
        businessId: c.var.businessId,
        actor: actorOfUser(c.var.user),
      });
      return c.body(null, 204);
    },
  );
