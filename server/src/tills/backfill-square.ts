import { findTillConnection, markBackfilled, recordTillError } from './connection-row.ts';
import { hasTills } from './plan-gate.ts';
import type { TTillDeps } from './settle-square-event.ts';
import { settleTillSale } from './settle-till-sale.ts';
import { squareAccess, TillAccessError } from './square-access.ts';
import { squareSaleFacts } from './square-sale.ts';

/** How far back a new connection's backfill reaches. */
export const BACKFILL_DAYS = 30;

/**
 * Once a seller is connected: their completed sales of the last 30 days whose customer Square knows and Regulars
 * knows too earn now, as they would have (each once: the sale's earn key), marked as brought in by the backfill. Sales
 * of customers Regulars does not know are left out: the counter's list is for today's queue, not last month's. Done
 * once per seller account (backfilled_at); Square being down throws, and the queue tries again from the start, which
 * settles nothing twice.
 */
export async function backfillSquare(
  { db, queue, secrets, config }: TTillDeps,
  { businessId, connectedAt }: { businessId: string; connectedAt: string },
): Promise<number> {
  const connection = await findTillConnection({ db, businessId, provider: 'square' });
  if (!connection || connection.backfilledAt || !config.square) return 0;
  if (!(await hasTills({ db, businessId }))) return 0;
  let earned = 0;
  try {
    const seller = await squareAccess({ db, secrets, square: config.square, row: connection });
    // Up to the moment of connecting: what came after is the webhooks' to settle, as sales of today.
    const until = new Date(connectedAt);
    const since = new Date(until.getTime() - BACKFILL_DAYS * 86_400_000);
    for await (const payment of seller.paymentsBetween(since, until)) {
      if (payment.status !== 'COMPLETED' || !payment.customerId) continue;
      const sale = await settleTillSale({
        db,
        queue,
        connection,
        facts: squareSaleFacts(seller, payment),
        region: config.defaultPhoneRegion,
        canEarn: true,
        backfill: true,
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
