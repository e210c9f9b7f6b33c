/** Shopify's API (till connections, issue 50): the tills domain imports it from here. */
export {
  beginShopifyInstall,
  finishShopifyInstall,
  SHOPIFY_WEBHOOK_TOPICS,
  ShopifyApiError,
  ShopifyCallbackError,
  shopifyStore,
  type TShopifyOrder,
  type TShopifyStore,
  uninstallShopifyApp,
  validateShopifyWebhook,
} from './shopify-api.ts';
