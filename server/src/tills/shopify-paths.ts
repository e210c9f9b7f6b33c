import type { TConfig } from '../platform/config.ts';

/** Where Shopify sends the owner back after installing the app (registered as the app's redirect URL). */
export const SHOPIFY_CALLBACK_PATH = '/api/integrations/shopify/callback';
/** Where Shopify delivers a store's orders and refunds, and the app's compliance topics. */
export const SHOPIFY_WEBHOOK_PATH = '/webhooks/shopify';

export const shopifyWebhookUrl = (config: Pick<TConfig, 'appUrl'>) => `${config.appUrl}${SHOPIFY_WEBHOOK_PATH}`;
