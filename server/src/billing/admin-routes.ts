import {
  ZAllocateCreditsRequest,
  ZAllocateCreditsResponse,
  ZCreditLedger,
  ZCreditLedgerQuery,
} from '@regulars/contracts';
import { Hono } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireSuperAdmin } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import { allocateCredits } from './allocate-credits.ts';
import { listCreditLedger } from './list-credit-ledger.ts';

const tag = 'Billing';

/** /api/admin/credits: the super admin allocates credits with a reason, and reads the ledger. */
export const billingAdminRoutes = new Hono<TAppEnv>()
  .get(
    '/credits',
    routeDoc({
      tag,
      summary: 'Credit ledger of all businesses, or one (?businessId=)',
      auth: 'super_admin',
      response: ZCreditLedger,
    }),
    requireSuperAdmin,
    validate('query', ZCreditLedgerQuery),
    async (c) => {
      const { businessId, limit } = c.req.valid('query');
      return c.json({ entries: await listCreditLedger({ db: c.var.deps.db, businessId, limit }) });
    },
  )
  .post(
    '/credits',
    routeDoc({
      tag,
      summary: 'Allocate credits to a business with a reason',
      auth: 'super_admin',
      response: ZAllocateCreditsResponse,
      status: 201,
    }),
    requireSuperAdmin,
    validate('json', ZAllocateCreditsRequest),
    async (c) => {
      const { businessId, amount, reason } = c.req.valid('json');
      const result = await allocateCredits({
        db: c.var.deps.db,
        businessId,
        amount,
        reason,
        actorUserId: c.var.user?.id,
      });
      return c.json(result, 201);
    },
  );
