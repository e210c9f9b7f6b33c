import { ZCheckoutRequest } from '@regulars/contracts';
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { creditLedger } from '../db/schema/index.ts';
import type { TAppEnv } from '../platform/context.ts';
import { requireBusiness, requireTeamAdmin, requireUser } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import { paymentsProvider } from '../providers/payments/index.ts';
import { openPortal, startCheckout } from './checkout.ts';
import { subscriptionSummary } from './subscription-summary.ts';
import {
  cancelTestCheckout,
  cancelTestSubscription,
  completeTestCheckout,
  getTestCheckout,
  getTestPortal,
} from './test-checkout-flow.ts';

/** /api/billing: the signed-in business's own plan, checkout, portal and credits (never another's). */
export const billingRoutes = new Hono<TAppEnv>()
  .use('*', requireUser, requireBusiness)
  .get('/subscription', async (c) =>
    c.json(await subscriptionSummary(c.var.deps.db, c.var.businessId, paymentsProvider(c.var.deps).kind)),
  )
  .get('/credits', async (c) => {
    const rows = await c.var.deps.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.businessId, c.var.businessId))
      .orderBy(desc(creditLedger.createdAt))
      .limit(50);
    return c.json({ entries: rows.map(toCreditEntry) });
  })
  .post('/checkout', requireTeamAdmin, validate('json', ZCheckoutRequest), async (c) => {
    const { url } = await startCheckout(c.var.deps, {
      businessId: c.var.businessId,
      tierId: c.req.valid('json').tierId,
    });
    return c.json({ url });
  })
  .post('/portal', requireTeamAdmin, async (c) => c.json(await openPortal(c.var.deps, c.var.businessId)))
  .get('/test-checkout/:sessionId', async (c) =>
    c.json(await getTestCheckout(c.var.deps, c.var.businessId, c.req.param('sessionId'))),
  )
  .post('/test-checkout/:sessionId/complete', requireTeamAdmin, async (c) =>
    c.json(await completeTestCheckout(c.var.deps, c.var.businessId, c.req.param('sessionId'))),
  )
  .post('/test-checkout/:sessionId/cancel', requireTeamAdmin, async (c) =>
    c.json(await cancelTestCheckout(c.var.deps, c.var.businessId, c.req.param('sessionId'))),
  )
  .get('/test-portal', requireTeamAdmin, async (c) => c.json(await getTestPortal(c.var.deps, c.var.businessId)))
  .post('/test-portal/cancel-subscription', requireTeamAdmin, async (c) =>
    c.json(await cancelTestSubscription(c.var.deps, c.var.businessId)),
  );

export function toCreditEntry(row: typeof creditLedger.$inferSelect & { companyName?: string }) {
  return {
    id: row.id,
    businessId: row.businessId,
    ...(row.companyName !== undefined ? { companyName: row.companyName } : {}),
    kind: row.kind,
    delta: row.delta,
    balanceAfter: row.balanceAfter,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}
