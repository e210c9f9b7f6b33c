import type { TExecutor } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';
import { customerStatusSql } from './status-sql.ts';
import type { TStatusContext } from './tier-rules.ts';

/** The status column as JSON reads it: its sums may come as text (bigint). */
export type TRawStatusContext = Omit<TStatusContext, 'measure' | 'previousMeasure'> & {
  measure: number | string;
  previousMeasure: number | string;
};

/** The status column's JSON as the engine uses it: the measures as numbers. */
export const toStatusContext = (raw: TRawStatusContext | null): TStatusContext | null =>
  raw && { ...raw, measure: Number(raw.measure), previousMeasure: Number(raw.previousMeasure) };

const STATUS_CONTEXT = {
  name: 'customer_status_context',
  text: `select ${customerStatusSql({ business: '$1', customer: '$2', now: '$3' })} as status`,
};

/** One customer's status context on its own (the portal, an undo); null when the business has no tiers on its plan. */
export async function readStatusContext({
  db,
  businessId,
  customerId,
  now,
}: {
  db: TExecutor;
  businessId: string;
  customerId: string;
  now: Date;
}): Promise<TStatusContext | null> {
  const [row] = await rawQuery<{ status: TRawStatusContext | null }>(db, {
    ...STATUS_CONTEXT,
    values: [businessId, customerId, now.toISOString()],
  });
  return toStatusContext(row?.status ?? null);
}
