import { BACKFILL_DAYS } from './backfill-square.ts';
import { findTillConnection, markBackfilled, recordTillError } from './connection-row.ts';
import { hasTills } from './plan-gate.ts';
import type { TTillDeps } from './settle-square-event.ts';
import { settleTillSale } from './settle-till-sale.ts';
import { shopifyAccess } from './shopify-access.ts';
import { shopifySaleFacts } from './shopify-sale.ts';
import { TillAccessError } from './square-access.ts';

/**
 * Once a store is connected: its paid orders of the last 30 days whose customer Shopify knows and Regulars knows too
 * earn now, as they would have (each once: the sale's earn key), marked as brought in by the backfill; orders of
 * customers Regulars does not know are left out. Done once per store (backfilled_at); Shopify being down throws, and
 * the queue tries again from the start, which settles nothing twice.
 */
export async function backfillShopify(
  { db, queue, secrets, config }: TTillDeps,
  { businessId, connectedAt }: { businessId: string; connectedAt: string },
): Promise<number> {
  const connection = await findTillConnection({ db, businessId, provider: 'shopify' });
  if (!connection || connection.backfilledAt || !config.shopify) return 0;
  if (!(await hasTills({ db, businessId }))) return 0;
  let earned = 0;
  try {
    const store = await shopifyAccess({ secrets, config, row: connection });
    // Up to the moment of connecting: what came after is the webhooks' to settle, as sales of today.
    const until = new Date(connectedAt);
    const since = new Date(until.getTime() - BACKFILL_DAYS * 86_400_000);
    for await (const page of store.ordersSince(since)) {
      for (const order of page) {
        if (order.createdAt > until || !order.customer) continue;
        const sale = await settleTillSale({
          db,
          queue,
          connection,
          facts: shopifySaleFacts(order),
          region: config.defaultPhoneRegion,
          canEarn: true,
          backfill: true,
        });
        if (sale?.actionId) earned++;
      }
    }
  } catch (err) {
    if (!(err instanceof TillAccessError)) throw err;
    await recordTillError({ db, row: connection, message: err.message });
    return earned;
  }
  await markBackfilled({ db, row: connection });
  return earned;
}
