import { SMS_OPT_OUT_MESSAGES } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { smsOptOuts } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { isUuid } from '../platform/uuid-param.ts';

/**
 * Takes a number staff added by mistake off the suppression list. Its customers' SMS consent stays off: only they
 * can give it again. A customer's own STOP is theirs to undo (by texting START), so it is refused with CONFLICT;
 * another business's entry, or a malformed id, is NOT_FOUND.
 */
export async function removeSmsOptOut({
  db,
  businessId,
  id,
}: {
  db: TExecutor;
  businessId: string;
  id: string;
}): Promise<void> {
  const [row] = isUuid(id)
    ? await db
        .select({ source: smsOptOuts.source })
        .from(smsOptOuts)
        .where(and(eq(smsOptOuts.businessId, businessId), eq(smsOptOuts.id, id)))
        .limit(1)
    : [];
  if (!row) throw new AppError('NOT_FOUND', SMS_OPT_OUT_MESSAGES.notFound);
  if (row.source !== 'manual') throw new AppError('CONFLICT', SMS_OPT_OUT_MESSAGES.onlyCustomerCanUndo);
  await db.delete(smsOptOuts).where(and(eq(smsOptOuts.businessId, businessId), eq(smsOptOuts.id, id)));
}
