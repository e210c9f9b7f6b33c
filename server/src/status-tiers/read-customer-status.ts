import type { TCustomerStatus } from '@regulars/contracts';
import type { TExecutor } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';
import { customerStatusSql } from './status-sql.ts';
import { statusView, type TStatusContext } from './tier-rules.ts';

/** One customer's status as shown (the portal); null when the business has no tiers on its plan. */
export async function readCustomerStatus({
  db,
  businessId,
  customerId,
  now = new Date(),
}: {
  db: TExecutor;
  businessId: string;
  customerId: string;
  now?: Date;
}): Promise<TCustomerStatus | null> {
  const [row] = await rawQuery<{ status: TStatusContext | null }>(db, {
    name: 'customer_status',
    text: `select ${customerStatusSql({ business: '$1', customer: '$2', now: '$3' })} as status`,
    values: [businessId, customerId, now.toISOString()],
  });
  const status = row?.status;
  if (!status) return null;
  return statusView({ ...status, measure: Number(status.measure), previousMeasure: Number(status.previousMeasure) });
}
