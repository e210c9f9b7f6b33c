import { and, eq, isNull } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { customers } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { isUuid } from '../platform/uuid-param.ts';
import { CUSTOMER_NOT_FOUND } from './get-customer.ts';

export type TCustomerRow = typeof customers.$inferSelect;

/**
 * The business's customer, row-locked until the transaction ends: every action on one customer (a till's visit, a
 * redemption, an edit, a delete) runs one after another, so two tills or a double click can never both spend the same
 * points or fill the same card. A malformed, deleted or another business's id is NOT_FOUND like an unknown one;
 * the daily expiry also locks deleted customers, whose anonymous ledger still lapses.
 */
export async function lockCustomer({
  tx,
  businessId,
  customerId,
  includeDeleted = false,
}: {
  tx: TExecutor;
  businessId: string;
  customerId: string;
  includeDeleted?: boolean;
}): Promise<TCustomerRow> {
  const [row] = isUuid(customerId)
    ? await tx
        .select()
        .from(customers)
        .where(
          and(
            eq(customers.businessId, businessId),
            eq(customers.id, customerId),
            includeDeleted ? undefined : isNull(customers.deletedAt),
          ),
        )
        .for('update')
    : [];
  if (!row) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
  return row;
}
