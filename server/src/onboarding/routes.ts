import { ZGettingStarted } from '@regulars/contracts';
import { Hono } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireBusiness } from '../platform/session.ts';
import { getGettingStarted } from './get-getting-started.ts';

/** /api/dashboard/getting-started: the new owner's checklist, for every member of the business (they can do each step). */
export const onboardingRoutes = new Hono<TAppEnv>().get(
  '/dashboard/getting-started',
  routeDoc({
    tag: 'Dashboard',
    summary:
      'The getting-started checklist: whether the business has a program, a QR code, a customer, a visit that was not undone and an active welcome template and a chosen time zone',
    auth: 'session',
    response: ZGettingStarted,
  }),
  requireBusiness,
  async (c) => c.json(await getGettingStarted({ db: c.var.deps.db, businessId: c.var.businessId })),
);
