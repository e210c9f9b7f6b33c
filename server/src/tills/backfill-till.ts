import type { TTillProvider } from '@regulars/contracts';
import { businessPhoneRegion } from '../db/business-phone-region.ts';
import type { TJobBatch } from '../jobs/queue.ts';
import { findTillConnection, markBackfilled, recordTillError, type TTillConnectionRow } from './connection-row.ts';
import { hasTills } from './plan-gate.ts';
import type { TTillDeps } from './settle-square-event.ts';
import { settleTillSale, type TTillSaleFacts } from './settle-till-sale.ts';
import { TillAccessError } from './square-access.ts';

/** How far back a new connection's backfill reaches. */
export const BACKFILL_DAYS = 30;

/** A till's paid sales of known-to-the-till customers between two moments, as sale facts. */
export type TBackfillSales = (
  deps: TTillDeps,
  connection: TTillConnectionRow,
  window: { since: Date; until: Date },
) => AsyncIterable<TTillSaleFacts>;

/**
 * Once a till account is connected: its paid sales of the 30 days before that moment whose customer the till knows
 * and Regulars knows too earn now, as they would have (each once: the sale's earn key), marked as brought in by the
 * backfill. Sales of customers Regulars does not know are left out: the counter's list is for today's queue, not last
 * month's. Done once per account (backfilled_at); the till being down throws, and the queue tries again from the
 * start, which settles nothing twice. What came after connecting is the webhooks' to settle, as sales of today.
 */
export async function backfillTill(
  deps: TTillDeps,
  {
    provider,
    businessId,
    connectedAt,
    sales,
    batch,
  }: {
    provider: TTillProvider;
    businessId: string;
    connectedAt: string;
    sales: TBackfillSales;
    /** The job's shared reads: the business's money and the location links, once for the whole window. */
    batch: TJobBatch;
  },
): Promise<number> {
  const { db, queue, config } = deps;
  const connection = await findTillConnection({ db, businessId, provider });
  if (!connection || connection.backfilledAt || !config[provider]) return 0;
  if (!(await hasTills({ db, businessId }))) return 0;
  const until = new Date(connectedAt);
  const since = new Date(until.getTime() - BACKFILL_DAYS * 86_400_000);
  const region = await businessPhoneRegion({ db, businessId, fallback: config.defaultPhoneRegion });
  let earned = 0;
  try {
    for await (const facts of sales(deps, connection, { since, until })) {
      const sale = await settleTillSale({
        db,
        queue,
        connection,
        facts,
        region,
        canEarn: true,
        backfill: true,
        batch,
      });
      if (sale?.actionId) earned++;
    }
  } catch (err) {
    if (!(err instanceof TillAccessError)) throw err;
    await recordTillError({ db, row: connection, message: err.message });
    return earned;
  }
  await markBackfilled({ db, row: connection });
  return earned;
}
