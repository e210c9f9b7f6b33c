import { SHOPIFY_MESSAGES } from '@regulars/contracts';
import type { TExecutor } from '../db/client.ts';
import type { TConfig } from '../platform/config.ts';
import { AppError } from '../platform/errors.ts';
import { beginShopifyInstall } from '../providers/shopify/index.ts';
import { assertTillsPlan } from './plan-gate.ts';
import { SHOPIFY_CALLBACK_PATH } from './shopify-paths.ts';

/**
 * The first step of "Connect Shopify": the address of the store's install page, and the cookies holding the OAuth
 * state the callback checks (Shopify's library signs them with the app's secret), so a callback started elsewhere is
 * refused.
 */
export async function startShopifyConnect({
  db,
  config,
  businessId,
  shop,
}: {
  db: TExecutor;
  config: Pick<TConfig, 'appUrl' | 'shopify'>;
  businessId: string;
  shop: string;
}): Promise<{ url: string; cookies: string[] }> {
  if (!config.shopify) throw new AppError('VALIDATION', SHOPIFY_MESSAGES.notConfigured);
  await assertTillsPlan({ db, businessId });
  return beginShopifyInstall(config.shopify, { appUrl: config.appUrl, shop, callbackPath: SHOPIFY_CALLBACK_PATH });
}
