import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { effectiveTier } from '../src/billing/plan-limits.ts';
import { billingEvents, creditLedger } from '../src/db/schema/index.ts';
import {
  billingState,
  sendSigned,
  stripeEvent,
  subscriptionObject,
  testId,
  WEBHOOK_SECRET,
} from './factories/billing.ts';
import { newBusiness, startTestApp, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
});
afterAll(() => t.stop());

const now = () => Math.floor(Date.now() / 1000);

async function tierId(name: string) {
  const tiers = ((await (await t.app.request('/api/tiers')).json()) as { tiers: unknown }).tiers as {
    id: string;
    name: string;
  }[];
  return tiers.find((x) => x.name === name)?.id as string;
}

/** A Free business that completed checkout for Pro: customer and subscription ids set. */
async function subscribedBusiness() {
  const b = await newBusiness(t);
  const customer = testId('cus');
  const subscription = testId('sub');
  const res = await sendSigned(
    t,
    stripeEvent('checkout.session.completed', {
      id: testId('cs'),
      object: 'checkout.session',
      mode: 'subscription',
      payment_status: 'paid',
      client_reference_id: b.businessId,
      customer,
      subscription,
      metadata: { businessId: b.businessId, tierId: await tierId('Pro') },
    }),
  );
  expect(res.status).toBe(200);
  return { ...b, customer, subscription };
}

describe('POST /stripe-webhook', () => {
  it('checkout.session.completed activates the tier bought, records the customer and grants its credits', async () => {
    const b = await subscribedBusiness();
    const { business, account } = await billingState(t, b.businessId);
    expect(business.subscriptionStatus).toBe('active');
    expect(business.tierId).toBe(await tierId('Pro'));
    expect(business.stripePriceId).toBe('price_test_pro');
    expect(business.creditsRemaining).toBe(100);
    expect(account).toMatchObject({ stripeCustomerId: b.customer, stripeSubscriptionId: b.subscription });
    const ledger = await t.db.select().from(creditLedger).where(eq(creditLedger.businessId, b.businessId));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ kind: 'initial_grant', delta: 100, balanceAfter: 100 });
  });

  it('customer.subscription.created and .updated set status, tier by price id and the period end', async () => {
    const b = await subscribedBusiness();
    const periodEnd = now() + 20 * 86_400;
    const created = await sendSigned(
      t,
      stripeEvent('customer.subscription.created', {
        ...subscriptionObject({
          id: b.subscription,
          customer: b.customer,
          businessId: b.businessId,
          status: 'trialing',
          priceId: 'price_test_pro',
          periodEnd,
        }),
        trial_end: periodEnd,
      }),
    );
    expect(created).toMatchObject({ status: 200, body: { received: true, duplicate: false } });
    let { business } = await billingState(t, b.businessId);
    expect(business.subscriptionStatus).toBe('trial');
    expect(business.subscriptionPeriodEnd?.getTime()).toBe(periodEnd * 1000);
    // Stripe's trial_end is the trial's end (and marks that this business had its one trial).
    expect(business.trialEndsAt?.getTime()).toBe(periodEnd * 1000);

    // The update carries no business metadata: the business is found by its Stripe customer id.
    const upgrade = subscriptionObject({
      id: b.subscription,
      customer: b.customer,
      businessId: '',
      status: 'active',
      priceId: 'price_test_agency',
    });
    await sendSigned(t, stripeEvent('customer.subscription.updated', { ...upgrade, metadata: {} }, now() + 1));
    ({ business } = await billingState(t, b.businessId));
    expect(business.subscriptionStatus).toBe('active');
    expect(business.tierId).toBe(await tierId('Agency'));
    expect(business.stripePriceId).toBe('price_test_agency');
    // Agency's credits wait for its first paid invoice.
    expect(business.creditsRemaining).toBe(100);
    await sendSigned(
      t,
      stripeEvent(
        'invoice.paid',
        { id: testId('in'), customer: b.customer, subscription: b.subscription, amount_paid: 14_900 },
        now() + 2,
      ),
    );
    expect((await billingState(t, b.businessId)).business.creditsRemaining).toBe(1100);
    expect((await effectiveTier({ db: t.db, businessId: b.businessId })).name).toBe('Agency');
  });

  it('invoice.payment_failed marks past_due and invoice.paid makes it active again', async () => {
    const b = await subscribedBusiness();
    const failed = await sendSigned(
      t,
      stripeEvent(
        'invoice.payment_failed',
        { id: testId('in'), object: 'invoice', customer: b.customer, subscription: b.subscription },
        now() + 1,
      ),
    );
    expect(failed.status).toBe(200);
    let state = await billingState(t, b.businessId);
    expect(state.business.subscriptionStatus).toBe('past_due');
    expect(state.account?.paymentMethodStatus).toBe('failed');

    const periodEnd = now() + 30 * 86_400;
    // Newer API versions name the subscription under parent.subscription_details.
    await sendSigned(
      t,
      stripeEvent(
        'invoice.paid',
        {
          id: testId('in'),
          object: 'invoice',
          customer: b.customer,
          parent: { subscription_details: { subscription: b.subscription } },
          lines: { data: [{ period: { end: periodEnd } }] },
        },
        now() + 2,
      ),
    );
    state = await billingState(t, b.businessId);
    expect(state.business.subscriptionStatus).toBe('active');
    expect(state.business.subscriptionPeriodEnd?.getTime()).toBe(periodEnd * 1000);
    expect(state.account?.paymentMethodStatus).toBe('ok');
  });

  it('customer.subscription.deleted cancels: Free limits apply, data and credits stay', async () => {
    const b = await subscribedBusiness();
    const deleted = subscriptionObject({
      id: b.subscription,
      customer: b.customer,
      businessId: b.businessId,
      status: 'canceled',
      priceId: 'price_test_pro',
    });
    expect((await sendSigned(t, stripeEvent('customer.subscription.deleted', deleted, now() + 1))).status).toBe(200);
    const { business, account } = await billingState(t, b.businessId);
    expect(business.subscriptionStatus).toBe('canceled');
    expect(business.tierId).toBe(await tierId('Free'));
    expect(business.stripePriceId).toBeNull();
    expect(business.creditsRemaining).toBe(100);
    expect(account?.stripeSubscriptionId).toBeNull();
    expect((await effectiveTier({ db: t.db, businessId: b.businessId })).name).toBe('Free');
    // A late invoice for the ended subscription does not bring it back.
    await sendSigned(
      t,
      stripeEvent('invoice.paid', { id: testId('in'), customer: b.customer, subscription: b.subscription }, now() + 2),
    );
    expect((await billingState(t, b.businessId)).business.subscriptionStatus).toBe('canceled');
  });

  it('a replayed event is stored once and processed once', async () => {
    const b = await newBusiness(t);
    const event = stripeEvent('checkout.session.completed', {
      id: testId('cs'),
      payment_status: 'paid',
      client_reference_id: b.businessId,
      customer: testId('cus'),
      subscription: testId('sub'),
      metadata: { businessId: b.businessId, tierId: await tierId('Agency') },
    });
    const first = await sendSigned(t, event);
    const replay = await sendSigned(t, event);
    expect(first.body).toEqual({ received: true, duplicate: false });
    expect(replay).toMatchObject({ status: 200, body: { received: true, duplicate: true } });
    const stored = await t.db.select().from(billingEvents).where(eq(billingEvents.id, event.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      type: 'checkout.session.completed',
      businessId: b.businessId,
      outcome: 'activated',
    });
    expect((await billingState(t, b.businessId)).business.creditsRemaining).toBe(1000);
    const grants = await t.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.businessId, b.businessId), eq(creditLedger.kind, 'initial_grant')));
    expect(grants).toHaveLength(1);
  });

  it('out-of-order delivery: an older subscription state arriving late does not overwrite the newer one', async () => {
    const b = await subscribedBusiness();
    const base = now() + 10;
    const sub = (status: string, priceId: string) =>
      subscriptionObject({ id: b.subscription, customer: b.customer, businessId: b.businessId, status, priceId });
    const newer = stripeEvent('customer.subscription.updated', sub('active', 'price_test_agency'), base + 20);
    const older = stripeEvent('customer.subscription.updated', sub('past_due', 'price_test_pro'), base + 10);
    expect((await sendSigned(t, newer)).status).toBe(200);
    expect((await sendSigned(t, older)).status).toBe(200);
    const { business } = await billingState(t, b.businessId);
    expect(business.subscriptionStatus).toBe('active');
    expect(business.tierId).toBe(await tierId('Agency'));
    const [stale] = await t.db.select().from(billingEvents).where(eq(billingEvents.id, older.id));
    expect(stale.outcome).toBe('ignored: older than the current state');
  });

  it('ignores events of a subscription that is not the business’s current one', async () => {
    const b = await subscribedBusiness();
    const other = subscriptionObject({
      id: testId('sub'),
      customer: b.customer,
      businessId: b.businessId,
      status: 'canceled',
      priceId: 'price_test_pro',
    });
    await sendSigned(t, stripeEvent('customer.subscription.deleted', other, now() + 5));
    expect((await billingState(t, b.businessId)).business.subscriptionStatus).toBe('active');
  });

  it('rejects forged, tampered and unsigned webhooks with 400 and stores nothing', async () => {
    const b = await newBusiness(t);
    const event = stripeEvent('checkout.session.completed', {
      payment_status: 'paid',
      client_reference_id: b.businessId,
      customer: testId('cus'),
      metadata: { businessId: b.businessId, tierId: await tierId('Agency') },
    });
    const forged = await sendSigned(t, event, { secret: 'whsec_someone_else' });
    expect(forged.status).toBe(400);
    expect(forged.body.error.message).toBe('Webhook signature verification failed');
    expect((await sendSigned(t, event, { tamper: true })).status).toBe(400);
    const unsigned = await t.app.request('/stripe-webhook', { method: 'POST', body: JSON.stringify(event) });
    expect(unsigned.status).toBe(400);
    expect(await t.db.select().from(billingEvents).where(eq(billingEvents.id, event.id))).toHaveLength(0);
    expect((await billingState(t, b.businessId)).business).toMatchObject({
      subscriptionStatus: 'active',
      tierId: await tierId('Free'),
    });
  });

  it('verifies the exact raw bytes over real HTTP (non-ASCII and whitespace kept as sent)', async () => {
    const b = await newBusiness(t, { companyName: 'Café Zoë' });
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const event = stripeEvent('checkout.session.completed', {
        payment_status: 'paid',
        client_reference_id: b.businessId,
        customer: testId('cus'),
        subscription: testId('sub'),
        metadata: { businessId: b.businessId, tierId: await tierId('Pro'), note: 'Café Zoë ☕' },
      });
      const payload = JSON.stringify(event, null, 2);
      const header = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/stripe-webhook`;
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'stripe-signature': header, 'content-type': 'application/json' },
        body: payload,
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true, duplicate: false });
      expect((await billingState(t, b.businessId)).business.subscriptionStatus).toBe('active');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('stores but ignores unhandled event types and events of unknown customers', async () => {
    const unhandled = stripeEvent('customer.created', { id: testId('cus') });
    expect((await sendSigned(t, unhandled)).status).toBe(200);
    const unknown = stripeEvent('invoice.paid', {
      id: testId('in'),
      customer: testId('cus'),
      subscription: testId('sub'),
    });
    expect((await sendSigned(t, unknown)).status).toBe(200);
    const rows = await t.db.select().from(billingEvents).where(eq(billingEvents.id, unknown.id));
    expect(rows[0].outcome).toBe('ignored: no matching business');
  });
});
