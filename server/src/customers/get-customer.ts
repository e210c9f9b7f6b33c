import { CUSTOMER_MESSAGES, type TCustomerDetail } from '@regulars/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { customers } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { isUuid } from '../platform/uuid-param.ts';
import { toCustomerDetail } from './customer-rows.ts';

export const CUSTOMER_NOT_FOUND = CUSTOMER_MESSAGES.notFound;

/** One customer of the business; a malformed, deleted or another business's id is NOT_FOUND like an unknown one. */
export async function getCustomer({
  db,
  businessId,
  id,
}: {
  db: TExecutor;
  businessId: string;
  id: string;
}): Promise<TCustomerDetail> {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(customers)
        .where(and(eq(customers.businessId, businessId), eq(customers.id, id), isNull(customers.deletedAt)))
        .limit(1)
    : [];
  if (!row) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
  return toCustomerDetail(row);
}
