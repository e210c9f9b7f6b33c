import { SHOPIFY_MESSAGES, TILL_MESSAGES } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import { tillEvents } from '../db/schema/index.ts';
import { ShopifyApiError } from '../providers/shopify/index.ts';
import { findTillConnection, recordTillError } from './connection-row.ts';
import { hasTills } from './plan-gate.ts';
import { markEventSettled } from './receive-square-webhook.ts';
import type { TTillDeps } from './settle-square-event.ts';
import { settleTillSale } from './settle-till-sale.ts';
import { shopifyAccess } from './shopify-access.ts';
import { answerShopifyDataRequest, redactShopifyCustomer, redactShopifyStore } from './shopify-compliance.ts';
import { shopifySaleFacts } from './shopify-sale.ts';
import { TillAccessError } from './square-access.ts';

/**
 * The job behind a Shopify webhook: an order (paid, or refunded) is read back from Shopify as it is now and settled
 * (shopify-sale.ts, settle-till-sale.ts); the app's uninstall is recorded on the state screen; a compliance request is
 * carried out (shopify-compliance.ts). Shopify being down throws, and the queue tries again with back-off; a store
 * that refuses our access records why and stops there (the business reconnects).
 */
export async function settleShopifyEvent({
  db,
  queue,
  secrets,
  config,
  businessId,
  eventRowId,
}: TTillDeps & { businessId: string; eventRowId: string }): Promise<void> {
  const [event] = await db
    .select()
    .from(tillEvents)
    .where(and(eq(tillEvents.businessId, businessId), eq(tillEvents.id, eventRowId)));
  if (!event || event.processedAt) return;
  const connection = await findTillConnection({ db, businessId, provider: 'shopify' });
  const settled = () => markEventSettled({ db, businessId, id: event.id });
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
  const canEarn = await hasTills({ db, businessId });
  try {
    const store = await shopifyAccess({ secrets, config, row: connection });
    const order = await store.order(event.objectId);
    if (order) {
      await settleTillSale({
        db,
        queue,
        connection,
        facts: shopifySaleFacts(order),
        region: config.defaultPhoneRegion,
        canEarn,
      });
    }
    if (!canEarn) await recordTillError({ db, row: connection, message: TILL_MESSAGES.planEnded });
  } catch (err) {
    if (err instanceof TillAccessError) {
      await recordTillError({ db, row: connection, message: err.message });
      return settled();
    }
    if (err instanceof ShopifyApiError && err.kind === 'refused') {
      await recordTillError({ db, row: connection, message: SHOPIFY_MESSAGES.tokenRefused });
      return settled();
    }
    if (err instanceof ShopifyApiError && err.kind !== 'unavailable') {
      await recordTillError({ db, row: connection, message: SHOPIFY_MESSAGES.saleUnreadable });
    }
    throw err;
  }
  return settled();
}
