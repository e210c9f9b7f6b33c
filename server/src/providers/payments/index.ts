import type { TConfig } from '../../platform/config.ts';
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
          open: testCheckoutOpen(deps.config),
        });
    providers.set(deps.config, provider);
  }
  return provider;
}

const isPublic = (config: Pick<TConfig, 'appUrl'>) => config.appUrl.startsWith('https://');

/**
 * Whether the built-in test checkout may grant plans: on a local (http) server always; on a public (https) one only
 * when the operator turned it on with BILLING_TEST_MODE=1, since every admin could otherwise take any plan for free.
 */
export function testCheckoutOpen(config: Pick<TConfig, 'appUrl' | 'stripe' | 'billingTestMode'>): boolean {
  return !config.stripe && (!isPublic(config) || config.billingTestMode);
}

/** The test checkout runs on a public server on purpose: the start log and every signed-in screen say so. */
export function testPaymentsAnnounced(config: Pick<TConfig, 'appUrl' | 'stripe' | 'billingTestMode'>): boolean {
  return !config.stripe && isPublic(config) && config.billingTestMode;
}
