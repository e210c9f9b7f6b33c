/** A provider event as Stripe shapes it; the test checkout produces the same shape. */
export type TProviderEvent = {
  id: string;
  type: string;
  /** Unix seconds. */
  created: number;
  data: { object: Record<string, unknown> };
};

export type TCheckoutInput = {
  businessId: string;
  email: string;
  tierId: string;
  priceId: string;
  /** The provider's customer for this business, when it already has one. */
  customerId: string | null;
  successUrl: string;
  cancelUrl: string;
  /** Free days before the first charge: the card is taken today, $0 is due until then. 0: the first month is due now. */
  trialDays: number;
};

export class WebhookSignatureError extends Error {}

/** One interface for taking payments; Stripe and the built-in test checkout both implement it. */
export type TPaymentsProvider = {
  kind: 'stripe' | 'test';
  /**
   * Where the app sends the browser back to: the full APP_URL for a provider on another host (Stripe), '' for the
   * built-in pages, so their links stay relative and never move the browser to another host (127.0.0.1 → localhost).
   */
  returnBase(appUrl: string): string;
  createCheckout(input: TCheckoutInput): Promise<{ id: string; url: string }>;
  createPortal(input: { businessId: string; customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** Verifies the signature over the exact raw body; throws WebhookSignatureError when it does not match. */
  verifyWebhook(rawBody: string, signature: string | undefined): TProviderEvent;
  /** Ends a subscription that a newer checkout replaced. */
  cancelSubscription(subscriptionId: string): Promise<void>;
};
