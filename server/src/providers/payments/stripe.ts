import Stripe from 'stripe';
import { type TPaymentsProvider, type TProviderEvent, WebhookSignatureError } from './types.ts';

export type TStripeOptions = { secretKey: string; webhookSecret: string; apiBase?: string };

/** Stripe Checkout, the Stripe Billing Portal and signed webhooks, through the official SDK. */
export function createStripeProvider(opts: TStripeOptions): TPaymentsProvider {
  const stripe = new Stripe(opts.secretKey, { ...hostOptions(opts.apiBase), maxNetworkRetries: 1, timeout: 20_000 });
  return {
    kind: 'stripe',
    returnBase: (appUrl) => appUrl,
    async createCheckout(input) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: input.priceId, quantity: 1 }],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        client_reference_id: input.businessId,
        ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
        metadata: { businessId: input.businessId, tierId: input.tierId, trialDays: String(input.trialDays) },
        subscription_data: {
          metadata: { businessId: input.businessId, tierId: input.tierId },
          // Stripe Checkout then says '$0.00 due today' and when the first charge comes, as our pages do.
          ...(input.trialDays > 0 ? { trial_period_days: input.trialDays } : {}),
        },
      });
      if (!session.url) throw new Error('Stripe returned no checkout URL');
      return { id: session.id, url: session.url };
    },
    async createPortal(input) {
      const session = await stripe.billingPortal.sessions.create({
        customer: input.customerId,
        return_url: input.returnUrl,
      });
      return { url: session.url };
    },
    verifyWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
      try {
        return stripe.webhooks.constructEvent(rawBody, signature, opts.webhookSecret) as unknown as TProviderEvent;
      } catch (err) {
        throw new WebhookSignatureError(err instanceof Error ? err.message : 'Invalid signature');
      }
    },
    async cancelSubscription(subscriptionId) {
      await stripe.subscriptions.cancel(subscriptionId);
    },
  };
}

/** STRIPE_API_BASE (tests: a local stub) becomes the SDK's host, port and protocol. */
function hostOptions(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}
