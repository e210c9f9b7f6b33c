import { ZTierList } from '@regulars/contracts';
import { Hono } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { listOfferedTiers } from './list-offered-tiers.ts';

export const tierRoutes = new Hono<TAppEnv>().get(
  '/tiers',
  routeDoc({
    tag: 'Billing',
    summary:
      'Subscription tiers, cheapest first, the trial length of a paid tier, and whether the install takes support requests (off: no tier claims priority support)',
    response: ZTierList,
  }),
  async (c) => {
    const { db, config } = c.var.deps;
    const offered = await listOfferedTiers({ db });
    return c.json({ ...offered, trialDays: config.trialDays, apiRateDefault: config.apiRate });
  },
);
