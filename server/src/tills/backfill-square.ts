import type { TJobBatch } from '../jobs/queue.ts';
import { backfillTill, type TBackfillSales } from './backfill-till.ts';
import type { TTillDeps } from './settle-square-event.ts';
import { squareAccess } from './square-access.ts';
import { squareSaleFacts } from './square-sale.ts';

/** Square's completed payments of the window that name a Square customer. */
const squareSales: TBackfillSales = async function* ({ db, secrets, config }, connection, { since, until }) {
  if (!config.square) return;
  const seller = await squareAccess({ db, secrets, square: config.square, row: connection });
  for await (const payment of seller.paymentsBetween(since, until)) {
    if (payment.status === 'COMPLETED' && payment.customerId) yield squareSaleFacts(seller, payment);
  }
};

/** A new Square account's 30 days before connecting (backfill-till.ts). */
export const backfillSquare = (deps: TTillDeps, job: { businessId: string; connectedAt: string }, batch: TJobBatch) =>
  backfillTill(deps, { provider: 'square', ...job, sales: squareSales, batch });
