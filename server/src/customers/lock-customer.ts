import type { TExecutor } from '../db/client.ts';
import { rawQuery, rowShape } from '../db/raw-sql.ts';
import { customers } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { isUuid } from '../platform/uuid-param.ts';
import { CUSTOMER_NOT_FOUND } from './get-customer.ts';

export type TCustomerRow = typeof customers.$inferSelect;

const shape = rowShape(customers, 'c');
// Fixed text, prepared once per connection: every counter action starts here. The lock is an update that raises the
// customer's loyalty version, so a check-in that read the customer without a lock sees that something changed.
const bumped = (where: string) => ({
  text: `update customers c set loyalty_version = c.loyalty_version + 1
    where c.business_id = $1 and c.id = $2 ${where} returning ${shape.select}`,
});
const LOCK = { name: 'lock_customer', ...bumped('and c.deleted_at is null') };
const LOCK_INCLUDING_DELETED = { name: 'lock_customer_including_deleted', ...bumped('') };

/**
 * The business's customer, row-locked until the transaction ends and its loyalty version raised: every action on one
 * customer (a till's visit, a redemption, an edit, a delete) runs one after another, so two tills or a double click
 * can never both spend the same points or fill the same card. A malformed, deleted or another business's id is
 * NOT_FOUND like an unknown one; the daily expiry also locks deleted customers, whose anonymous ledger still lapses.
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
    ? await rawQuery<Record<string, unknown>>(tx, {
        ...(includeDeleted ? LOCK_INCLUDING_DELETED : LOCK),
        values: [businessId, customerId],
      })
    : [];
  if (!row) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
  return shape.map(row);
}
