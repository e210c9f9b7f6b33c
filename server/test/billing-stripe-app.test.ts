import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionTiers } from '../src/db/schema/index.ts';
import { billingState, sendSigned, stripeEvent, testId } from './factories/billing.ts';
import { client, startTestApp, type TTestApp, uniqueEmail } from './harness.ts';

/** The whole app configured for Stripe, talking to a local stub of the Stripe API. */
let t: TTestApp;
let stub: http.Server;
const calls: { path: string; form: URLSearchParams }[] = [];
let failCheckout = false;
const SECRET = 'whsec_app_stripe_mode';

beforeAll(async () => {
  stub = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      calls.push({ path: req.url ?? '', form: new URLSearchParams(body) });
      res.setHeader('content-type', 'application/json');
      if (req.url === '/v1/checkout/sessions' && !failCheckout) {
        res.end(
          JSON.stringify({
            id: 'cs_live_1',
            object: 'checkout.session',
            url: 'https://checkout.stripe.test/c/cs_live_1',
          }),
        );
      } else if (req.url === '/v1/billing_portal/sessions') {
        res.end(
          JSON.stringify({ id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.test/p/bps_1' }),
        );
      } else {
        res.statusCode = 500;
        res.end(JSON.stringify({ error: { type: 'api_error', message: 'Stripe is down' } }));
      }
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  t = await startTestApp({
    // Its own in-memory database even in the PostgreSQL run: this file edits price ids.
    DATABASE_URL: '',
    STRIPE_SECRET_KEY: 'sk_test_app',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_BASE: `http://127.0.0.1:${(stub.address() as AddressInfo).port}`,
  });
  await t.db
    .update(subscriptionTiers)
    .set({ stripePriceId: 'price_1ProLive' })
    .where(eq(subscriptionTiers.name, 'Pro'));
});
afterAll(async () => {
  await t.stop();
  await new Promise<void>((resolve) => stub.close(() => resolve()));
});

async function proTierId(c: ReturnType<typeof client>) {
  const tiers = (await c.get('/api/tiers')).body.tiers as { id: string; name: string; stripePriceId: string | null }[];
  return tiers.find((x) => x.name === 'Pro')?.id as string;
}

async function signUpPro(c: ReturnType<typeof client>) {
  const tierId = await proTierId(c);
  return c.post('/api/signup', { companyName: 'Live Co', email: uniqueEmail(), password: 'secret1', tierId });
}

describe('with Stripe configured', () => {
  it('does not seed test price ids', async () => {
    const tiers = (await client(t.app).get('/api/tiers')).body.tiers as {
      name: string;
      stripePriceId: string | null;
    }[];
    expect(tiers.find((x) => x.name === 'Agency')?.stripePriceId).toBeNull();
  });

  it('sign-up on a paid tier redirects to Stripe Checkout with APP_URL return URLs', async () => {
    calls.length = 0;
    const c = client(t.app);
    const res = await signUpPro(c);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ redirectTo: 'https://checkout.stripe.test/c/cs_live_1' });
    const form = calls.find((x) => x.path === '/v1/checkout/sessions')?.form as URLSearchParams;
    expect(form.get('line_items[0][price]')).toBe('price_1ProLive');
    expect(form.get('success_url')).toBe('http://localhost:3000/dashboard?payment=success');
    expect(form.get('cancel_url')).toBe('http://localhost:3000/dashboard?payment=cancelled');
    // Card first, $0 today: Stripe starts the subscription with the trial, and Checkout says so.
    expect(form.get('subscription_data[trial_period_days]')).toBe('14');
    // The test checkout pages do not exist in Stripe mode.
    expect((await c.get('/api/billing/test-portal')).status).toBe(404);
  });

  it('when Stripe fails, the account still exists and sign-up says checkout failed', async () => {
    failCheckout = true;
    try {
      const c = client(t.app);
      const res = await signUpPro(c);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ redirectTo: '/dashboard', checkoutFailed: true });
      // Nothing was bought: the account is on Free, with no trial.
      expect((await c.get('/api/me')).body.business).toMatchObject({
        subscriptionStatus: 'active',
        tierName: 'Free',
        trialEndsAt: null,
      });
      const again = await c.post('/api/billing/checkout', { tierId: await proTierId(c) });
      expect(again.status).toBe(503);
      expect(again.body.error.message).toBe('Failed to create checkout session');
    } finally {
      failCheckout = false;
    }
  });

  it('Stripe webhooks signed with STRIPE_WEBHOOK_SECRET activate the business; the portal opens at Stripe', async () => {
    const c = client(t.app);
    await signUpPro(c);
    const businessId = (await c.get('/api/me')).body.business.id as string;
    const tierId = await proTierId(c);
    const customer = testId('cus');
    const res = await sendSigned(
      t,
      stripeEvent('checkout.session.completed', {
        payment_status: 'paid',
        client_reference_id: businessId,
        customer,
        subscription: testId('sub'),
        metadata: { businessId, tierId },
      }),
      { secret: SECRET },
    );
    expect(res.status).toBe(200);
    expect((await billingState(t, businessId)).business.subscriptionStatus).toBe('active');
    calls.length = 0;
    expect((await c.post('/api/billing/portal')).body).toEqual({ url: 'https://billing.stripe.test/p/bps_1' });
    expect(calls[0].form.get('customer')).toBe(customer);
    expect(calls[0].form.get('return_url')).toBe('http://localhost:3000/subscription');
  });
});
