import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses } from '../db/schema/index.ts';
import { AppError, BUSINESS_NOT_FOUND } from '../platform/errors.ts';
import { smsUsedThisMonth, type TSendState } from './send-charge.ts';

/** This month's SMS count (in segments) and the credit balance; `lock` holds the business row until the transaction ends. */
export async function readSendState({
  db,
  businessId,
  lock,
}: {
  db: TExecutor;
  businessId: string;
  lock: boolean;
}): Promise<TSendState> {
  const query = db
    .select({
      usageSmsMonthly: businesses.usageSmsMonthly,
      usageSmsMonth: businesses.usageSmsMonth,
      creditsRemaining: businesses.creditsRemaining,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);
  return { usageSmsMonthly: smsUsedThisMonth(row), creditsRemaining: row.creditsRemaining };
}
