import type { Context } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { receiveWebhook } from './webhook.ts';

/**
 * POST /stripe-webhook (outside /api: the URL the admin screen tells people to configure).
 * The body is read as raw text because the signature covers the exact bytes Stripe sent.
 */
export async function stripeWebhookHandler(c: Context<TAppEnv>) {
  const rawBody = await c.req.text();
  const result = await receiveWebhook(c.var.deps, rawBody, c.req.header('stripe-signature'));
  return c.json({ received: true, duplicate: result.duplicate });
}
