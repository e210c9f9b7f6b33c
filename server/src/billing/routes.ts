import { ZCheckoutRequest } from '@regulars/contracts';
import { Hono } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { requireBusiness, requireTeamAdmin, requireUser } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import { cancelTestCheckout } from './cancel-test-checkout.ts';
import { cancelTestSubscription } from './cancel-test-subscription.ts';
import { completeTestCheckout } from './complete-test-checkout.ts';
import { getSubscriptionSummary } from './get-subscription-summary.ts';
import { getTestCheckout } from './get-test-checkout.ts';
import { getTestPortal } from './get-test-portal.ts';
import { listCredits } from './list-credits.ts';
import { openPortal } from './open-portal.ts';
import { startCheckout } from './start-checkout.ts';

/** /api/billing: the signed-in business's own plan, checkout, portal and credits (never another's). */
export const billingRoutes = new Hono<TAppEnv>()
  .use('*', requireUser, requireBusiness)
  .get('/subscription', async (c) => {
    const { db, config } = c.var.deps;
    return c.json(await getSubscriptionSummary({ db, config, businessId: c.var.businessId }));
  })
  .get('/credits', async (c) =>
    c.json({ entries: await listCredits({ db: c.var.deps.db, businessId: c.var.businessId }) }),
  )
  .post('/checkout', requireTeamAdmin, validate('json', ZCheckoutRequest), async (c) => {
    const { db, config, logger } = c.var.deps;
    const { tierId } = c.req.valid('json');
    const { url } = await startCheckout({ db, config, logger, businessId: c.var.businessId, tierId });
    return c.json({ url });
  })
  .post('/portal', requireTeamAdmin, async (c) => {
    const { db, config, logger } = c.var.deps;
    return c.json(await openPortal({ db, config, logger, businessId: c.var.businessId }));
  })
  .get('/test-checkout/:sessionId', async (c) => {
    const { db, config } = c.var.deps;
    const sessionId = c.req.param('sessionId');
    return c.json(await getTestCheckout({ db, config, businessId: c.var.businessId, sessionId }));
  })
  .post('/test-checkout/:sessionId/complete', requireTeamAdmin, async (c) => {
    const { db, config, logger } = c.var.deps;
    const sessionId = c.req.param('sessionId');
    return c.json(await completeTestCheckout({ db, config, logger, businessId: c.var.businessId, sessionId }));
  })
  .post('/test-checkout/:sessionId/cancel', requireTeamAdmin, async (c) => {
    const { db, config } = c.var.deps;
    const sessionId = c.req.param('sessionId');
    return c.json(await cancelTestCheckout({ db, config, businessId: c.var.businessId, sessionId }));
  })
  .get('/test-portal', requireTeamAdmin, async (c) => {
    const { db, config } = c.var.deps;
    return c.json(await getTestPortal({ db, config, businessId: c.var.businessId }));
  })
  .post('/test-portal/cancel-subscription', requireTeamAdmin, async (c) => {
    const { db, config, logger } = c.var.deps;
    return c.json(await cancelTestSubscription({ db, config, logger, businessId: c.var.businessId }));
  });
