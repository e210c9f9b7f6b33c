import { LOYALTY_MESSAGES } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { customers } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { isUuid } from '../platform/uuid-param.ts';

export type TLockedCustomer = typeof customers.$inferSelect;

/**
 * The business's customer, row-locked until the transaction ends: every action on one customer runs one after
 * another, so two tills (or a double click) can never both spend the same points or fill the same card.
 */
export async function lockCustomer({
  tx,
  businessId,
  customerId,
}: {
  tx: TExecutor;
  businessId: string;
  customerId: string;
}): Promise<TLockedCustomer> {
  if (!isUuid(customerId)) throw new AppError('NOT_FOUND', LOYALTY_MESSAGES.customerNotFound);
  const [row] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.businessId, businessId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', LOYALTY_MESSAGES.customerNotFound);
  return row;
}
