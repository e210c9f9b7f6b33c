import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { businesses, stripeCustomers } from '../../src/db/schema/index.ts';
import { newBusiness, type TTestApp } from '../harness.ts';

export const WEBHOOK_SECRET = 'whsec_regulars_billing_tests';

// Only its webhook helpers are used: it never calls the network.
const stripe = new Stripe('sk_test_factories_offline');

export const testId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/** A Stripe-shaped event; `created` in Unix seconds (defaults to now). */
export function stripeEvent(type: string, object: Record<string, unknown>, created = Math.floor(Date.now() / 1000)) {
  return { id: testId('evt'), object: 'event', type, created, data: { object } };
}

/** Posts an event to /stripe-webhook signed by the SDK's test header helper, as Stripe would. */
export async function sendSigned(t: TTestApp, event: object, opts: { secret?: string; tamper?: boolean } = {}) {
  const payload = JSON.stringify(event);
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? WEBHOOK_SECRET });
  const body = opts.tamper ? payload.replace('"type"', '"type" ') : payload;
  const res = await t.app.request('/stripe-webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    body,
  });
  // The webhook's answer or an error body; tests read fields of either.
  return { status: res.status, body: (await res.json()) as any };
}

export async function billingState(t: TTestApp, businessId: string) {
  const [row] = await t.db
    .select({ business: businesses, account: stripeCustomers })
    .from(businesses)
    .leftJoin(stripeCustomers, eq(stripeCustomers.businessId, businesses.id))
    .where(eq(businesses.id, businessId));
  return row;
}

/** The subscription object Stripe sends in customer.subscription.* events. */
export function subscriptionObject(opts: {
  id: string;
  customer: string;
  businessId: string;
  status: string;
  priceId: string;
  periodEnd?: number;
}) {
  return {
    id: opts.id,
    object: 'subscription',
    customer: opts.customer,
    status: opts.status,
    metadata: { businessId: opts.businessId },
    items: {
      data: [
        {
          price: { id: opts.priceId },
          current_period_end: opts.periodEnd ?? Math.floor(Date.now() / 1000) + 30 * 86_400,
        },
      ],
    },
  };
}

/** A business on a paid tier whose test checkout completed: the payment is confirmed, so its credits are granted. */
export async function paidBusiness(t: TTestApp, tierName: 'Pro' | 'Agency') {
  const b = await newBusiness(t, { tierName });
  const checkout = await b.client.post('/api/billing/checkout', { tierId: b.me.business.tierId });
  const done = await b.client.post(`/api/billing/test-checkout/${String(checkout.body.url).split('/').pop()}/complete`);
  if (done.status !== 200) throw new Error(`test checkout failed: ${done.status} ${JSON.stringify(done.body)}`);
  return b;
}
