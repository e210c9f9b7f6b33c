import { ZTillWebhookReceipt } from '@regulars/contracts';
import { Hono } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { receiveShopifyWebhook } from './receive-shopify-webhook.ts';
import { receiveSquareWebhook } from './receive-square-webhook.ts';
import { SHOPIFY_WEBHOOK_PATH } from './shopify-paths.ts';
import { SQUARE_WEBHOOK_PATH } from './square-subscription.ts';

/**
 * POST /webhooks/square and /webhooks/shopify: the tills' events, read as raw text because the signatures cover the
 * exact bytes sent.
 */
export const tillWebhookRoutes = new Hono<TAppEnv>()
  .post(
    SQUARE_WEBHOOK_PATH,
    routeDoc({
      tag: 'Integrations',
      summary:
        'Square webhook: signature-verified on the raw body (401 when it does not match), stored once by event id, settled by a job',
      response: ZTillWebhookReceipt,
    }),
    async (c) => {
      const { db, secrets, queue, config } = c.var.deps;
      const result = await receiveSquareWebhook({
        db,
        secrets,
        queue,
        config,
        rawBody: await c.req.text(),
        signature: c.req.header('x-square-hmacsha256-signature'),
      });
      return c.json({ received: true as const, duplicate: result.duplicate });
    },
  )
  .post(
    SHOPIFY_WEBHOOK_PATH,
    routeDoc({
      tag: 'Integrations',
      summary:
        'Shopify webhook (paid orders, refunds, uninstall and the compliance topics): HMAC-verified on the raw body (401 when it does not match), stored once by webhook id, settled by a job',
      response: ZTillWebhookReceipt,
    }),
    async (c) => {
      const { db, queue, config } = c.var.deps;
      const result = await receiveShopifyWebhook({
        db,
        queue,
        config,
        rawBody: await c.req.text(),
        headers: c.req.raw.headers,
      });
      return c.json({ received: true as const, duplicate: result.duplicate });
    },
  );
