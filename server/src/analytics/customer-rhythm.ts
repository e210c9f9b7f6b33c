import { CUSTOMER_MESSAGES, RHYTHM_RECENT_GAPS, type TCustomerRhythm } from '@regulars/contracts';
import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';
import { AppError } from '../platform/errors.ts';
import { isUuid } from '../platform/uuid-param.ts';
import { rhythmOf } from './rhythm-of.ts';

/**
 * A customer's own rhythm (rhythm-of.ts) from their latest visit days, as the ledger's rollup keeps them in the
 * business's time zone (customer_activity_days: a day with a live visit or purchase; an undone one is gone). One
 * statement: an index walk of the customer's newest days, and the business's today. A deleted, unknown or another
 * business's customer is NOT_FOUND like any other.
 */
export async function customerRhythm({
  db,
  businessId,
  customerId,
}: {
  db: TExecutor;
  businessId: string;
  customerId: string;
}): Promise<TCustomerRhythm> {
  const [row] = isUuid(customerId)
    ? await rawQuery<{ today: string; days: string[] }>(
        db,
        sql`
        select ((now() at time zone coalesce(b.time_zone, 'UTC'))::date)::text as today,
          array(
            select d.day::text from customer_activity_days d
            where d.business_id = c.business_id and d.customer_id = c.id and d.checkins > 0
            order by d.day desc limit ${RHYTHM_RECENT_GAPS + 1}
          ) as days
        from customers c join businesses b on b.id = c.business_id
        where c.business_id = ${businessId} and c.id = ${customerId} and c.deleted_at is null`,
      )
    : [];
  if (!row) throw new AppError('NOT_FOUND', CUSTOMER_MESSAGES.notFound);
  return rhythmOf(row.days, row.today);
}
