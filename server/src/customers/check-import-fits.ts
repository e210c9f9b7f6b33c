import { IMPORT_MESSAGES, importLimitMessage } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import { effectiveTier, fitsLimit, planLimitError } from '../billing/index.ts';
import type { TExecutor } from '../db/client.ts';
import { businesses } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';

/**
 * Before an import starts: whether a file of `validRows` customers fits the plan as a whole. Refuses with
 * VALIDATION when nothing is importable, or PLAN_LIMIT saying how many the plan still has room for.
 */
export async function checkImportFits({
  db,
  businessId,
  validRows,
}: {
  db: TExecutor;
  businessId: string;
  validRows: number;
}): Promise<{ current: number; limit: number }> {
  if (validRows === 0) throw new AppError('VALIDATION', IMPORT_MESSAGES.noValidRows);
  const [business] = await db
    .select({ usage: businesses.usageCustomers })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  const tier = await effectiveTier({ db, businessId });
  const current = business?.usage ?? 0;
  if (!fitsLimit(tier.maxCustomers, current, validRows)) {
    throw planLimitError(importLimitMessage(current, validRows, tier.maxCustomers), {
      limit: tier.maxCustomers,
      current,
    });
  }
  return { current, limit: tier.maxCustomers };
}
