import { TILL_MESSAGES } from '@regulars/contracts';
import type { TConfig } from '../platform/config.ts';
import type { TSecretBox } from '../platform/secret-box.ts';
import { shopifyStore, type TShopifyStore } from '../providers/shopify/index.ts';
import type { TTillConnectionRow } from './connection-row.ts';
import { TillAccessError } from './square-access.ts';

/**
 * The connected store's Admin API with its access token, opened from its sealed form (Shopify's offline tokens do not
 * expire: nothing to refresh). Throws TillAccessError when the token cannot be opened (the business reconnects).
 */
export async function shopifyAccess({
  secrets,
  config,
  row,
}: {
  secrets: TSecretBox;
  config: Pick<TConfig, 'appUrl' | 'shopify'>;
  row: TTillConnectionRow;
}): Promise<TShopifyStore> {
  const accessToken = await secrets.decrypt(row.accessTokenEncrypted).catch(() => null);
  if (!accessToken || !config.shopify) throw new TillAccessError(TILL_MESSAGES.shopifyTokenUnreadable);
  return shopifyStore(config.shopify, config.appUrl, row.accountId, accessToken);
}
