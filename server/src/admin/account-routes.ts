import { ZSuspensionStatus } from '@regulars/contracts';
import { Hono } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireBusiness } from '../platform/session.ts';
import { getSuspensionStatus } from './get-suspension-status.ts';

/** /api/account/suspension: what a business's users need to see the notice while a super admin has it suspended. */
export const accountStatusRoutes = new Hono<TAppEnv>().get(
  '/account/suspension',
  routeDoc({
    tag: 'Account',
    summary: 'Whether the business is suspended (its users can read but not change or send)',
    auth: 'session',
    response: ZSuspensionStatus,
  }),
  requireBusiness,
  async (c) => c.json(await getSuspensionStatus({ db: c.var.deps.db, businessId: c.var.businessId })),
);
