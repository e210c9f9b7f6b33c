import {
  ZAnalytics,
  ZAnalyticsQuery,
  ZCounterBreakdown,
  ZCustomerRhythm,
  ZDashboardStats,
  ZDashboardTrend,
  ZRhythmFigures,
} from '@regulars/contracts';
import { Hono } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireBusiness } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import { counterBreakdown } from './counter-breakdown.ts';
import { customerRhythm } from './customer-rhythm.ts';
import { dashboardStats } from './dashboard-stats.ts';
import { dashboardTrend } from './dashboard-trend.ts';
import { getAnalytics } from './get-analytics.ts';
import { rhythmFigures } from './rhythm-figures.ts';

/**
 * /api/analytics: the signed-in business's figures for a period, against the period before it; /api/dashboard/stats:
 * the dashboard's six numbers; /api/dashboard/trend: its last 30 days; /api/customers/:id/rhythm: a customer's usual
 * gap between visits and when the next is due.
 */
export const analyticsRoutes = new Hono<TAppEnv>()
  .use('/analytics', requireBusiness)
  .use('/analytics/counter-breakdown', requireBusiness)
  .use('/analytics/rhythm', requireBusiness)
  .use('/dashboard/*', requireBusiness)
  .get(
    '/customers/:id/rhythm',
    routeDoc({
      tag: 'Customers',
      summary:
        "A customer's own rhythm: the usual days between their visits (median of the latest 12 gaps) give or take, their last visit and when the next is due, in the business's days; none before visits on 4 different days",
      auth: 'session',
      response: ZCustomerRhythm,
    }),
    requireBusiness,
    async (c) =>
      c.json(await customerRhythm({ db: c.var.deps.db, businessId: c.var.businessId, customerId: c.req.param('id') })),
  )
  .get(
    '/dashboard/stats',
    routeDoc({
      tag: 'Dashboard',
      summary: 'The six dashboard numbers of the business',
      auth: 'session',
      response: ZDashboardStats,
    }),
    async (c) => c.json(await dashboardStats({ db: c.var.deps.db, businessId: c.var.businessId })),
  )
  .get(
    '/dashboard/trend',
    routeDoc({
      tag: 'Dashboard',
      summary:
        "Visits, new customers and rewards redeemed on each of the business's last 30 days (its time zone), with the " +
        'totals of the 30 days before',
      auth: 'session',
      response: ZDashboardTrend,
    }),
    async (c) => c.json(await dashboardTrend({ db: c.var.deps.db, businessId: c.var.businessId })),
  )
  .get(
    '/analytics',
    routeDoc({
      tag: 'Analytics',
      summary:
        "Figures for a period (?period=7d|30d|90d|12m|custom, &from= and &to= as YYYY-MM-DD in the business's time zone) and the period of the same length before it; &location= narrows the ledger's figures to one location's actions",
      auth: 'session',
      response: ZAnalytics,
    }),
    validate('query', ZAnalyticsQuery),
    async (c) =>
      c.json(await getAnalytics({ db: c.var.deps.db, businessId: c.var.businessId, query: c.req.valid('query') })),
  )
  .get(
    '/analytics/counter-breakdown',
    routeDoc({
      tag: 'Analytics',
      summary:
        'What each location and each staff member recorded at the counter (visits, purchases and spend, points, ' +
        'rewards redeemed, undos and their rate) in the period and the one before (same parameters as /analytics)',
      auth: 'session',
      response: ZCounterBreakdown,
    }),
    validate('query', ZAnalyticsQuery),
    async (c) =>
      c.json(await counterBreakdown({ db: c.var.deps.db, businessId: c.var.businessId, query: c.req.valid('query') })),
  )
  .get(
    '/analytics/rhythm',
    routeDoc({
      tag: 'Analytics',
      summary:
        'Customers by their own rhythm today: overdue now, at risk this week (overdue within 7 days unless they come) and with a rhythm at all, from the rhythms kept nightly',
      auth: 'session',
      response: ZRhythmFigures,
    }),
    async (c) => c.json(await rhythmFigures({ db: c.var.deps.db, businessId: c.var.businessId })),
  );
