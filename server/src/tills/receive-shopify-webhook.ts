import { findBusinessByKey } from '../db/business-keys.ts';
import type { TDb } from '../db/client.ts';
import type { TTillComplianceRequest } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import type { TConfig } from '../platform/config.ts';
import { AppError } from '../platform/errors.ts';
import { validateShopifyWebhook } from '../providers/shopify/index.ts';
import { storeTillEvent } from './store-till-events.ts';

/** The topics Regulars acts on: a store's paid orders and refunds, the app's uninstall, the compliance requests. */
const SHOPIFY_TOPICS = [
  'orders/paid',
  'refunds/create',
  'app/uninstalled',
  'customers/data_request',
  'customers/redact',
  'shop/redact',
] as const;

type TPayload = {
  id?: number | string;
  order_id?: number | string;
  customer?: { email?: string | null; phone?: string | null } | null;
  orders_requested?: (number | string)[];
  orders_to_redact?: (number | string)[];
};

/**
 * A Shopify webhook: its signature (base64 HMAC-SHA256 of the raw body with the app's secret) and headers checked by
 * Shopify's library, the store's business found, the event stored once by its webhook id and a job queued to settle
 * it, in one transaction (store-till-events.ts); nothing else happens here, so Shopify gets its answer fast whatever the queue's backlog. An
 * order is stored by its id only (it is read back from Shopify when settled, so the order events arrive in does not
 * matter); a compliance request keeps what it asks about until it is carried out. A bad signature is a 401 and
 * writes nothing; a store no business has connected is acknowledged and dropped.
 */
export async function receiveShopifyWebhook({
  db,
  queue,
  config,
  rawBody,
  headers,
}: {
  db: TDb;
  queue: TQueue;
  config: Pick<TConfig, 'appUrl' | 'shopify'>;
  rawBody: string;
  headers: Headers;
}): Promise<{ duplicate: boolean }> {
  const check = config.shopify
    ? await validateShopifyWebhook(config.shopify, { appUrl: config.appUrl, rawBody, headers }).catch(() => null)
    : null;
  if (!check?.valid) throw new AppError('UNAUTHENTICATED', 'The Shopify signature does not match');
  let payload: TPayload;
  try {
    payload = JSON.parse(rawBody) as TPayload;
  } catch {
    throw new AppError('VALIDATION', 'The webhook is not valid JSON');
  }
  const topic = SHOPIFY_TOPICS.find((t) => t === check.topic);
  if (!topic) return { duplicate: false };
  const businessId = await findBusinessByKey({ db, kind: 'shopify_shop', key: check.shop });
  if (!businessId) return { duplicate: false };
  const objectId =
    topic === 'orders/paid' ? idOf(payload.id) : topic === 'refunds/create' ? idOf(payload.order_id) : null;
  return storeTillEvent(db, queue, {
    businessId,
    provider: 'shopify',
    eventId: check.webhookId,
    type: topic,
    objectId,
    request: complianceRequest(topic, payload),
  });
}

const idOf = (id: number | string | undefined) => (id === undefined || id === null ? null : String(id));

function complianceRequest(topic: string, payload: TPayload): TTillComplianceRequest | null {
  if (topic !== 'customers/data_request' && topic !== 'customers/redact') return null;
  const orders = topic === 'customers/redact' ? payload.orders_to_redact : payload.orders_requested;
  return {
    email: payload.customer?.email ?? null,
    phone: payload.customer?.phone ?? null,
    orderIds: (orders ?? []).map(String),
  };
}
