import type { TDeps } from '../../platform/context.ts';
import { createStripeProvider } from './stripe.ts';
import { createTestCheckoutProvider } from './test-checkout.ts';
import type { TPaymentsProvider } from './types.ts';

export type { TPaymentsProvider } from './types.ts';

const providers = new WeakMap<object, TPaymentsProvider>();

/** Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set, else the built-in test checkout; one per app. */
export function paymentsProvider(deps: Pick<TDeps, 'config' | 'db'>): TPaymentsProvider {
  let provider = providers.get(deps.config);
  if (!provider) {
    const { stripe } = deps.config;
    provider = stripe
      ? createStripeProvider({
          secretKey: stripe.secretKey,
          webhookSecret: stripe.webhookSecret,
          apiBase: stripe.apiBase,
        })
      : createTestCheckoutProvider({
          db: deps.db,
          webhookSecret: deps.config.stripeWebhookSecret,
        });
    providers.set(deps.config, provider);
  }
  return provider;
}
