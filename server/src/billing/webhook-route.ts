import { ZWebhookReceipt } from '@regulars/contracts';
import type { Context } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { receiveWebhook } from './webhook.ts';

export const stripeWebhookDoc = routeDoc({
  tag: 'Billing',
  summary: 'Stripe webhook: signature-verified on the raw body, each event processed once',
  response: ZWebhookReceipt,
});

/**
 * POST /stripe-webhook (outside /api: the URL the admin screen tells people to configure).
 * The body is read as raw text because the signature covers the exact bytes Stripe sent.
 */
export async function stripeWebhookHandler(c: Context<TAppEnv>) {
  const { db, config, logger } = c.var.deps;
  const rawBody = await c.req.text();
  const result = await receiveWebhook({ db, config, logger, rawBody, signature: c.req.header('stripe-signature') });
  return c.json({ received: true, duplicate: result.duplicate });
}
