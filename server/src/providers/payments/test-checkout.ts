import { randomBytes } from 'node:crypto';
import { PAYMENTS_NOT_SET_UP_MESSAGE } from '@regulars/contracts';
import Stripe from 'stripe';
import type { TExecutor } from '../../db/client.ts';
import { testCheckoutSessions } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { type TPaymentsProvider, type TProviderEvent, WebhookSignatureError } from './types.ts';

export type TTestPaymentsProvider = TPaymentsProvider & {
  kind: 'test';
  /** False on a public (https) server without BILLING_TEST_MODE: nothing can be started, opened or completed. */
  open: boolean;
  /** Throws UNAVAILABLE with what to ask for while the test checkout is not open on this server. */
  assertOpen(): void;
  /** Signs an event exactly as Stripe would, so it goes through the same verification as a real webhook. */
  signEvent(event: TProviderEvent): { rawBody: string; signature: string };
};

// Used only for its webhook signing helpers: this client never makes a network call.
const offline = new Stripe('sk_test_offline_signing_only');

export const newTestId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/**
 * The built-in checkout used when Stripe is not configured: its pages live in this app
 * (/billing/test-checkout/{session}, /billing/test-portal) and completing them emits
 * Stripe-shaped, Stripe-signed events into the same webhook handling.
 */
export function createTestCheckoutProvider(opts: {
  db: TExecutor;
  /** STRIPE_WEBHOOK_SECRET when set (tests sign their own events), else a secret known only to this process. */
  webhookSecret?: string;
  /** Whether it may grant plans here (providers/payments/index.ts testCheckoutOpen). */
  open: boolean;
}): TTestPaymentsProvider {
  const secret = opts.webhookSecret ?? `whsec_${randomBytes(24).toString('hex')}`;
  const assertOpen = () => {
    if (!opts.open) throw new AppError('UNAVAILABLE', PAYMENTS_NOT_SET_UP_MESSAGE);
  };
  return {
    kind: 'test',
    open: opts.open,
    assertOpen,
    // Its pages are this app's own: relative links keep the browser on the host it came in on.
    returnBase: () => '',
    async createCheckout(input) {
      assertOpen();
      const id = newTestId('cs');
      await opts.db.insert(testCheckoutSessions).values({
        id,
        businessId: input.businessId,
        tierId: input.tierId,
        priceId: input.priceId,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        trialDays: input.trialDays,
      });
      return { id, url: `/billing/test-checkout/${id}` };
    },
    async createPortal() {
      assertOpen();
      return { url: '/billing/test-portal' };
    },
    verifyWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
      try {
        return offline.webhooks.constructEvent(rawBody, signature, secret) as unknown as TProviderEvent;
      } catch (err) {
        throw new WebhookSignatureError(err instanceof Error ? err.message : 'Invalid signature');
      }
    },
    async cancelSubscription() {
      // Test subscriptions live only in our own tables; the replaced one simply stops being current.
    },
    signEvent(event) {
      const rawBody = JSON.stringify(event);
      return { rawBody, signature: offline.webhooks.generateTestHeaderString({ payload: rawBody, secret }) };
    },
  };
}
