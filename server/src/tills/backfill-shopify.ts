import type { TJobBatch } from '../jobs/queue.ts';
import { backfillTill, type TBackfillSales } from './backfill-till.ts';
import type { TTillDeps } from './settle-square-event.ts';
import { shopifyAccess } from './shopify-access.ts';
import { shopifySaleFacts } from './shopify-sale.ts';

/** Shopify's orders created in the window (it lists from a date on) that have a customer. */
const shopifySales: TBackfillSales = async function* ({ secrets, config }, connection, { since, until }) {
  const store = await shopifyAccess({ secrets, config, row: connection });
  for await (const page of store.ordersSince(since)) {
    for (const order of page) if (order.createdAt <= until && order.customer) yield shopifySaleFacts(order);
  }
};

/** A new Shopify store's 30 days before connecting (backfill-till.ts). */
export const backfillShopify = (deps: TTillDeps, job: { businessId: string; connectedAt: string }, batch: TJobBatch) =>
  backfillTill(deps, { provider: 'shopify', ...job, sales: shopifySales, batch });
