import { CUSTOMER_ID_PREFIX, CUSTOMER_MESSAGES } from '@regulars/contracts';
import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';
import { AppError } from '../platform/errors.ts';

/** CUS000042: the prefix and the per-business number, padded so ids sort naturally up to a million. */
export const formatCustomerId = (n: number) => `${CUSTOMER_ID_PREFIX}${String(n).padStart(6, '0')}`;

/**
 * Reserves `count` (at least 1) consecutive customer numbers for a business and returns the last of them. The upsert
 * takes a row lock on the counter, so concurrent adds and imports never get the same number; the numbers are released
 * only if the transaction rolls back.
 */
export async function reserveCustomerNumbers({
  tx,
  businessId,
  count,
}: {
  tx: TExecutor;
  businessId: string;
  count: number;
}): Promise<number> {
  const [row] = await rawQuery<{ last_number: number }>(
    tx,
    sql`
    insert into customer_number_counters (business_id, last_number) values (${businessId}, ${count})
    on conflict (business_id) do update set last_number = customer_number_counters.last_number + ${count}
    returning last_number`,
  );
  const last = Number(row?.last_number);
  if (!Number.isFinite(last)) throw new AppError('INTERNAL', CUSTOMER_MESSAGES.idFailed);
  return last;
}
