import { ZAnalytics, ZAnalyticsQuery } from '@regulars/contracts';
import { Hono } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireBusiness } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import { getAnalytics } from './get-analytics.ts';

/** /api/analytics: the signed-in business's figures for a period, against the period before it. */
export const analyticsRoutes = new Hono<TAppEnv>().use('/analytics', requireBusiness).get(
  '/analytics',
  routeDoc({
    tag: 'Analytics',
    summary:
      "Figures for a period (?period=7d|30d|90d|12m|custom, &from= and &to= as YYYY-MM-DD in the business's time zone) and the period of the same length before it",
    auth: 'session',
    response: ZAnalytics,
  }),
  validate('query', ZAnalyticsQuery),
  async (c) =>
    c.json(await getAnalytics({ db: c.var.deps.db, businessId: c.var.businessId, query: c.req.valid('query') })),
);
