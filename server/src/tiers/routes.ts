import { ZTierList } from '@regulars/contracts';
import { Hono } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { listTiers } from './list-tiers.ts';

export const tierRoutes = new Hono<TAppEnv>().get(
  '/tiers',
  routeDoc({
    tag: 'Billing',
    summary: 'Subscription tiers, cheapest first, and the trial length of a paid tier',
    response: ZTierList,
  }),
  async (c) =>
    c.json({
      tiers: await listTiers({ db: c.var.deps.db }),
      trialDays: c.var.deps.config.trialDays,
      apiRateDefault: c.var.deps.config.apiRate,
    }),
);
