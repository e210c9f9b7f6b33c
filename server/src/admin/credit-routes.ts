import { ZAllocateCreditsRequest, ZAllocateCreditsResponse, ZCreditLog, ZCreditLogQuery } from '@regulars/contracts';
import { Hono } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireSuperAdmin } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import { actorOf } from './actor-of.ts';
import { allocateTenantCredits } from './allocate-tenant-credits.ts';
import { listCreditLog } from './list-credit-log.ts';

const tag = 'Billing';

/** /api/admin/credits: the super admin's credit log across tenants, and allocations with a reason. */
export const adminCreditRoutes = new Hono<TAppEnv>()
  .get(
    '/credits',
    routeDoc({
      tag,
      summary:
        'Credit log of every tenant, newest first: ?businessId=, ?tenant= (company or email), ?kind=, ?from= and ?to= (days), paging; totals per kind',
      auth: 'super_admin',
      response: ZCreditLog,
    }),
    requireSuperAdmin,
    validate('query', ZCreditLogQuery),
    async (c) => c.json(await listCreditLog({ db: c.var.deps.db, query: c.req.valid('query') })),
  )
  .post(
    '/credits',
    routeDoc({
      tag,
      summary: 'Allocate credits to a business with a reason; audited',
      auth: 'super_admin',
      response: ZAllocateCreditsResponse,
      status: 201,
    }),
    requireSuperAdmin,
    validate('json', ZAllocateCreditsRequest),
    async (c) => {
      const { businessId, amount, reason } = c.req.valid('json');
      const tenant = await allocateTenantCredits({ db: c.var.deps.db, businessId, amount, reason, actor: actorOf(c) });
      return c.json({ businessId, balance: tenant.credits }, 201);
    },
  );
