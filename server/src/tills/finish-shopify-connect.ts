import { SHOPIFY_MESSAGES } from '@regulars/contracts';
import type { TBusinessActor } from '../audit/index.ts';
import type { TDb } from '../db/client.ts';
import type { TQueue } from '../jobs/queue.ts';
import type { TConfig } from '../platform/config.ts';
import { AppError } from '../platform/errors.ts';
import type { TSecretBox } from '../platform/secret-box.ts';
import {
  finishShopifyInstall,
  SHOPIFY_WEBHOOK_TOPICS,
  ShopifyApiError,
  shopifyStore,
} from '../providers/shopify/index.ts';
import { assertTillsPlan } from './plan-gate.ts';
import { shopifyWebhookUrl } from './shopify-paths.ts';
import { storeTillConnection } from './store-till-connection.ts';

/**
 * After Shopify's install page: the library checks the callback (its HMAC, and the state against this browser's
 * cookie) and exchanges the code for the store's offline token; the store's name and locations are read, the store is
 * subscribed to its paid orders, refunds and the app's uninstall, and the connection is stored with its token sealed.
 * Each Shopify location counts at the Regulars location of the same name (the owner changes it on the card). A store
 * connected to another business is refused and nothing is stored: a sale must earn once. A new store's last 30 days
 * of orders are brought in by a job (backfill-shopify.ts). Answers the library's cookies (its state, cleared).
 */
export async function finishShopifyConnect({
  db,
  queue,
  secrets,
  config,
  businessId,
  actor,
  userId,
  requestUrl,
  cookie,
}: {
  db: TDb;
  queue: TQueue;
  secrets: TSecretBox;
  config: Pick<TConfig, 'appUrl' | 'shopify'>;
  businessId: string;
  actor: TBusinessActor;
  userId: string | null;
  requestUrl: string;
  cookie: string | undefined;
}): Promise<{ cookies: string[] }> {
  const shopify = config.shopify;
  if (!shopify) throw new AppError('VALIDATION', SHOPIFY_MESSAGES.notConfigured);
  await assertTillsPlan({ db, businessId });
  const { install, cookies } = await finishShopifyInstall(shopify, { appUrl: config.appUrl, requestUrl, cookie });
  const store = shopifyStore(shopify, config.appUrl, install.shop, install.accessToken);
  const profile = await store.profile().catch((err) => {
    throw shopifyProblem(err);
  });
  for (const topic of SHOPIFY_WEBHOOK_TOPICS) {
    await store.subscribe(topic, shopifyWebhookUrl(config)).catch((err) => {
      throw shopifyProblem(err);
    });
  }
  await storeTillConnection({
    db,
    queue,
    provider: 'shopify',
    businessId,
    actor,
    userId,
    account: { id: install.shop, name: profile.name },
    sealed: {
      accessTokenEncrypted: await secrets.encrypt(install.accessToken),
      refreshTokenEncrypted: null,
      tokenExpiresAt: null,
    },
    places: profile.places,
    details: { shop: install.shop },
  });
  return { cookies };
}

function shopifyProblem(err: unknown): unknown {
  if (!(err instanceof ShopifyApiError)) return err;
  if (err.kind === 'unavailable') return new AppError('UNAVAILABLE', SHOPIFY_MESSAGES.unreachable);
  return new AppError('VALIDATION', SHOPIFY_MESSAGES.codeRefused);
}
