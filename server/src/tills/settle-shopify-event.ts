import { SHOPIFY_MESSAGES } from '@regulars/contracts';
import { NO_BATCH, type TJobBatch } from '../jobs/queue.ts';
import { recordTillError } from './connection-row.ts';
import { settleReadBack } from './settle-read-back.ts';
import type { TTillDeps } from './settle-square-event.ts';
import { shopifyAccess } from './shopify-access.ts';
import { answerShopifyDataRequest, redactShopifyCustomer, redactShopifyStore } from './shopify-compliance.ts';
import { shopifySaleFacts } from './shopify-sale.ts';
import { openTillEvent } from './till-events.ts';

/**
 * The job behind a Shopify webhook: an order (paid, or refunded) is read back from Shopify as it is now and settled
 * (shopify-sale.ts, settle-read-back.ts); the app's uninstall is recorded on the state screen; a compliance request is
 * carried out (shopify-compliance.ts).
 */
export async function settleShopifyEvent({
  db,
  queue,
  secrets,
  config,
  businessId,
  eventRowId,
  batch = NO_BATCH,
}: TTillDeps & { businessId: string; eventRowId: string; batch?: TJobBatch }): Promise<void> {
  const open = await openTillEvent({ db, businessId, eventRowId, provider: 'shopify' });
  if (!open) return;
  const { event, connection, settled } = open;
  if (event.type === 'customers/data_request' && event.request) {
    await answerShopifyDataRequest({ db, queue, config, businessId, connection, request: event.request });
    return settled();
  }
  if (event.type === 'customers/redact' && event.request) {
    await redactShopifyCustomer({ db, config, businessId, request: event.request });
    return settled();
  }
  if (event.type === 'shop/redact') {
    await redactShopifyStore({ db, businessId, connection });
    return settled();
  }
  if (!connection || !config.shopify) return settled();
  if (event.type === 'app/uninstalled') {
    await recordTillError({ db, row: connection, message: SHOPIFY_MESSAGES.uninstalled });
    return settled();
  }
  if (!event.objectId) return settled();
  const { objectId } = event;
  await settleReadBack({
    db,
    queue,
    region: config.defaultPhoneRegion,
    connection,
    batch,
    read: async () => {
      // The store's access opened once for the batch's orders, as Square's is.
      const store = await batch.memo(`shopify-access:${connection.id}`, () =>
        shopifyAccess({ secrets, config, row: connection }),
      );
      const order = await store.order(objectId);
      return order ? shopifySaleFacts(order) : null;
    },
  });
  return settled();
}
