import {
  ZCheckoutRequest,
  ZCreditLedger,
  ZRedirect,
  ZSubscriptionSummary,
  ZTestCheckoutSession,
  ZTestPortal,
} from '@regulars/contracts';
import { Hono } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { routeDoc } from '../platform/route-doc.ts';
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

const tag = 'Billing';
const auth = 'session';

/** /api/billing: the signed-in business's own plan, checkout, portal and credits (never another's). */
export const billingRoutes = new Hono<TAppEnv>()
  .use('*', requireUser, requireBusiness)
  .get(
    '/subscription',
    routeDoc({
      tag,
      auth,
      summary: 'Current plan, billing period, payment status, credits and usage (SMS counted in segments)',
      response: ZSubscriptionSummary,
    }),
    async (c) => {
      const { db, config } = c.var.deps;
      const summary = await getSubscriptionSummary({ db, config, businessId: c.var.businessId });
      return c.json({ ...summary, canManage: c.var.teamRole === 'admin' });
    },
  )
  .get(
    '/credits',
    routeDoc({ tag, auth, summary: "The business's credit ledger (newest 50)", response: ZCreditLedger }),
    async (c) => c.json({ entries: await listCredits({ db: c.var.deps.db, businessId: c.var.businessId }) }),
  )
  .post(
    '/checkout',
    routeDoc({
      tag,
      auth,
      summary: 'Start checkout for a tier (price id from the tier table; return URLs from APP_URL; team admin)',
      response: ZRedirect,
    }),
    requireTeamAdmin,
    validate('json', ZCheckoutRequest),
    async (c) => {
      const { db, config, logger } = c.var.deps;
      const { tierId } = c.req.valid('json');
      const { url } = await startCheckout({ db, config, logger, businessId: c.var.businessId, tierId });
      return c.json({ url });
    },
  )
  .post(
    '/portal',
    routeDoc({
      tag,
      auth,
      summary: 'Open the customer portal (payment methods, cancelling; team admin)',
      response: ZRedirect,
    }),
    requireTeamAdmin,
    async (c) => {
      const { db, config, logger } = c.var.deps;
      return c.json(await openPortal({ db, config, logger, businessId: c.var.businessId }));
    },
  )
  .get(
    '/test-checkout/:sessionId',
    routeDoc({
      tag,
      auth,
      summary: 'Built-in test checkout session (only without Stripe)',
      response: ZTestCheckoutSession,
    }),
    async (c) => {
      const { db, config } = c.var.deps;
      const sessionId = c.req.param('sessionId');
      return c.json(await getTestCheckout({ db, config, businessId: c.var.businessId, sessionId }));
    },
  )
  .post(
    '/test-checkout/:sessionId/complete',
    routeDoc({
      tag,
      auth,
      summary: 'Pay in the test checkout: emits signed Stripe-shaped events',
      response: ZRedirect,
    }),
    requireTeamAdmin,
    async (c) => {
      const { db, config, logger } = c.var.deps;
      const sessionId = c.req.param('sessionId');
      return c.json(await completeTestCheckout({ db, config, logger, businessId: c.var.businessId, sessionId }));
    },
  )
  .post(
    '/test-checkout/:sessionId/cancel',
    routeDoc({ tag, auth, summary: 'Leave the test checkout', response: ZRedirect }),
    requireTeamAdmin,
    async (c) => {
      const { db, config } = c.var.deps;
      const sessionId = c.req.param('sessionId');
      return c.json(await cancelTestCheckout({ db, config, businessId: c.var.businessId, sessionId }));
    },
  )
  .get(
    '/test-portal',
    routeDoc({ tag, auth, summary: 'Built-in test customer portal', response: ZTestPortal }),
    requireTeamAdmin,
    async (c) => {
      const { db, config } = c.var.deps;
      return c.json(await getTestPortal({ db, config, businessId: c.var.businessId }));
    },
  )
  .post(
    '/test-portal/cancel-subscription',
    routeDoc({ tag, auth, summary: 'Cancel the subscription in the test portal', response: ZRedirect }),
    requireTeamAdmin,
    async (c) => {
      const { db, config, logger } = c.var.deps;
      return c.json(await cancelTestSubscription({ db, config, logger, businessId: c.var.businessId }));
    },
  );
