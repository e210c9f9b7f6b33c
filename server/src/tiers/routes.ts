import { Hono } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { listTiers } from './list-tiers.ts';

export const tierRoutes = new Hono<TAppEnv>().get('/tiers', async (c) =>
  c.json({ tiers: await listTiers({ db: c.var.deps.db }) }),
);
