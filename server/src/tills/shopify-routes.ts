import { ZShopifyConnect, ZTillConnectStart } from '@regulars/contracts';
import { type Context, Hono } from 'hono';
import { actorOfUser } from '../audit/index.ts';
import type { TAppEnv } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireTeamAdmin } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import { ShopifyCallbackError } from '../providers/shopify/index.ts';
import { backToSettings, callbackOutcome } from './callback-outcome.ts';
import { finishShopifyConnect } from './finish-shopify-connect.ts';
import { startShopifyConnect } from './start-shopify-connect.ts';

const tag = 'Integrations';
const auth = 'session';

/**
 * /api/integrations/shopify: the team admin connects a Shopify store (the app's install page, then its callback
 * here). Changing and disconnecting are routes.ts', for both tills, and routes.ts puts the business in front of these
 * too (docs/INTEGRATIONS.md). The OAuth state is the Shopify library's own signed cookie, scoped to the callback's path.
 */
export const shopifyTillRoutes = new Hono<TAppEnv>()
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
      if (!c.req.query('code')) return c.redirect(backToSettings('shopify', 'refused'), 302);
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
        return c.redirect(backToSettings('shopify', callbackOutcome(err)), 302);
      }
      return c.redirect(backToSettings('shopify', 'connected'), 302);
    },
  );
