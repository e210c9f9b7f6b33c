import { ZAllocateCreditsRequest } from '@regulars/contracts';
import { desc, eq, getTableColumns } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { businesses, creditLedger } from '../db/schema/index.ts';
import type { TAppEnv } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { requireSuperAdmin } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import { changeCredits } from './credits.ts';
import { toCreditEntry } from './routes.ts';

const ZLedgerQuery = z.object({
  businessId: z.string().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** /api/admin/credits: the super admin allocates credits with a reason, and reads the ledger. */
export const billingAdminRoutes = new Hono<TAppEnv>()
  .get('/credits', requireSuperAdmin, validate('query', ZLedgerQuery), async (c) => {
    const { businessId, limit } = c.req.valid('query');
    const rows = await c.var.deps.db
      .select({ ...getTableColumns(creditLedger), companyName: businesses.companyName })
      .from(creditLedger)
      .innerJoin(businesses, eq(businesses.id, creditLedger.businessId))
      .where(businessId ? eq(creditLedger.businessId, businessId) : undefined)
      .orderBy(desc(creditLedger.createdAt))
      .limit(limit);
    return c.json({ entries: rows.map(toCreditEntry) });
  })
  .post('/credits', requireSuperAdmin, validate('json', ZAllocateCreditsRequest), async (c) => {
    const { businessId, amount, reason } = c.req.valid('json');
    const { db } = c.var.deps;
    const [business] = await db
      .select({ id: businesses.id, isSuperAdmin: businesses.isSuperAdmin })
      .from(businesses)
      .where(eq(businesses.id, businessId))
      .limit(1);
    if (!business || business.isSuperAdmin) throw new AppError('NOT_FOUND', 'Business not found');
    const result = await db.transaction((tx) =>
      changeCredits(tx, {
        businessId,
        delta: amount,
        kind: 'admin_allocation',
        reason,
        actorUserId: c.var.user?.id,
      }),
    );
    return c.json({ businessId, balance: result?.balance ?? 0 }, 201);
  });
