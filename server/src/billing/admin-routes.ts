import { ZAllocateCreditsRequest } from '@regulars/contracts';
import { Hono } from 'hono';
import { z } from 'zod';
import type { TAppEnv } from '../platform/context.ts';
import { requireSuperAdmin } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import { allocateCredits } from './allocate-credits.ts';
import { listCreditLedger } from './list-credit-ledger.ts';

const ZLedgerQuery = z.object({
  businessId: z.string().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** /api/admin/credits: the super admin allocates credits with a reason, and reads the ledger. */
export const billingAdminRoutes = new Hono<TAppEnv>()
  .get('/credits', requireSuperAdmin, validate('query', ZLedgerQuery), async (c) => {
    const { businessId, limit } = c.req.valid('query');
    return c.json({ entries: await listCreditLedger({ db: c.var.deps.db, businessId, limit }) });
  })
  .post('/credits', requireSuperAdmin, validate('json', ZAllocateCreditsRequest), async (c) => {
    const { businessId, amount, reason } = c.req.valid('json');
    const result = await allocateCredits({
      db: c.var.deps.db,
      businessId,
      amount,
      reason,
      actorUserId: c.var.user?.id,
    });
    return c.json(result, 201);
  });
