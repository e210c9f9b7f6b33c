import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config.ts';
import { paymentsProvider } from '../src/providers/payments/index.ts';
import { createStripeProvider } from '../src/providers/payments/stripe.ts';
import { WebhookSignatureError } from '../src/providers/payments/types.ts';

type TSeen = { method: string; path: string; auth: string | undefined; form: URLSearchParams };

/** A local stand-in for api.stripe.com: answers the calls the adapter makes, records what it was sent. */
let server: http.Server;
let apiBase: string;
const seen: TSeen[] = [];
let failNext = false;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        path: req.url ?? '',
        auth: req.headers.authorization,
        form: new URLSearchParams(body),
      });
      res.setHeader('content-type', 'application/json');
      if (failNext) {
        failNext = false;
        res.statusCode = 400;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such price: price_missing' } }));
        return;
      }
      if (req.url === '/v1/checkout/sessions') {
        res.end(
          JSON.stringify({
            id: 'cs_stub_123',
            object: 'checkout.session',
            url: 'https://checkout.stripe.test/c/pay/cs_stub_123',
          }),
        );
      } else if (req.url === '/v1/billing_portal/sessions') {
        res.end(
          JSON.stringify({
            id: 'bps_stub_1',
            object: 'billing_portal.session',
            url: 'https://billing.stripe.test/p/session/bps_stub_1',
          }),
        );
      } else if (req.url?.startsWith('/v1/subscriptions/')) {
        res.end(JSON.stringify({ id: req.url.split('/').pop(), object: 'subscription', status: 'canceled' }));
      } else {
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const provider = () => createStripeProvider({ secretKey: 'sk_test_stub_key', webhookSecret: 'whsec_stub', apiBase });

describe('Stripe payments adapter (against a local stub of the Stripe API)', () => {
  it('creates a subscription checkout session with our price, return URLs and business reference', async () => {
    const session = await provider().createCheckout({
      businessId: 'biz_1',
      email: 'owner@example.test',
      tierId: '7d0e9a0e-0000-4000-8000-000000000001',
      priceId: 'price_live_pro',
      customerId: null,
      successUrl: 'https://app.example/dashboard?payment=success',
      cancelUrl: 'https://app.example/dashboard?payment=cancelled',
      trialDays: 14,
    });
    expect(session).toEqual({ id: 'cs_stub_123', url: 'https://checkout.stripe.test/c/pay/cs_stub_123' });
    const call = seen.find((s) => s.path === '/v1/checkout/sessions');
    expect(call?.method).toBe('POST');
    expect(call?.auth).toBe('Bearer sk_test_stub_key');
    const f = call?.form as URLSearchParams;
    expect(f.get('mode')).toBe('subscription');
    expect(f.get('line_items[0][price]')).toBe('price_live_pro');
    expect(f.get('line_items[0][quantity]')).toBe('1');
    expect(f.get('success_url')).toBe('https://app.example/dashboard?payment=success');
    expect(f.get('cancel_url')).toBe('https://app.example/dashboard?payment=cancelled');
    expect(f.get('client_reference_id')).toBe('biz_1');
    expect(f.get('customer_email')).toBe('owner@example.test');
    expect(f.get('metadata[businessId]')).toBe('biz_1');
    expect(f.get('subscription_data[metadata][tierId]')).toBe('7d0e9a0e-0000-4000-8000-000000000001');
    // The card is taken now; Stripe starts the subscription trialing and charges when the trial ends.
    expect(f.get('subscription_data[trial_period_days]')).toBe('14');
    expect(f.get('metadata[trialDays]')).toBe('14');
  });

  it('reuses the existing Stripe customer instead of the email', async () => {
    seen.length = 0;
    await provider().createCheckout({
      businessId: 'biz_2',
      email: 'x@example.test',
      tierId: 't',
      priceId: 'price_live_agency',
      customerId: 'cus_existing',
      successUrl: 's',
      cancelUrl: 'c',
      trialDays: 0,
    });
    expect(seen[0].form.get('customer')).toBe('cus_existing');
    expect(seen[0].form.has('customer_email')).toBe(false);
    // No trial (one per business): the first month is due at checkout.
    expect(seen[0].form.has('subscription_data[trial_period_days]')).toBe(false);
  });

  it('surfaces Stripe errors', async () => {
    failNext = true;
    const err = await provider()
      .createCheckout({
        businessId: 'b',
        email: 'e@x.test',
        tierId: 't',
        priceId: 'price_missing',
        customerId: null,
        successUrl: 's',
        cancelUrl: 'c',
        trialDays: 0,
      })
      .catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toBe('No such price: price_missing');
  });

  it('opens the billing portal and cancels a replaced subscription', async () => {
    seen.length = 0;
    const portal = await provider().createPortal({
      businessId: 'b',
      customerId: 'cus_1',
      returnUrl: 'https://app.example/subscription',
    });
    expect(portal.url).toBe('https://billing.stripe.test/p/session/bps_stub_1');
    expect(seen[0].form.get('customer')).toBe('cus_1');
    expect(seen[0].form.get('return_url')).toBe('https://app.example/subscription');
    await provider().cancelSubscription('sub_old');
    expect(seen[1]).toMatchObject({ method: 'DELETE', path: '/v1/subscriptions/sub_old' });
  });

  it('verifies webhook signatures with the webhook secret', () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'invoice.paid',
      created: 1,
      data: { object: {} },
    });
    const stripe = new Stripe('sk_test_x');
    const good = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_stub' });
    expect(provider().verifyWebhook(payload, good).id).toBe('evt_1');
    const bad = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(() => provider().verifyWebhook(payload, bad)).toThrow(WebhookSignatureError);
    expect(() => provider().verifyWebhook(payload, undefined)).toThrow(WebhookSignatureError);
  });
});

describe('choosing the payments provider from config', () => {
  const db = {} as never;
  it('is Stripe only when both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set', () => {
    const both = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_API_BASE: apiBase,
    });
    expect(both.stripe).toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1', apiBase });
    expect(paymentsProvider({ config: both, db }).kind).toBe('stripe');
    const keyOnly = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' });
    expect(keyOnly.stripe).toBeUndefined();
    expect(paymentsProvider({ config: keyOnly, db }).kind).toBe('test');
    expect(paymentsProvider({ config: loadConfig({}), db }).kind).toBe('test');
  });

  it('the configured Stripe provider talks to STRIPE_API_BASE', async () => {
    seen.length = 0;
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_cfg',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_API_BASE: apiBase,
    });
    const portal = await paymentsProvider({ config, db }).createPortal({
      businessId: 'b',
      customerId: 'cus_9',
      returnUrl: 'r',
    });
    expect(portal.url).toBe('https://billing.stripe.test/p/session/bps_stub_1');
    expect(seen[0].auth).toBe('Bearer sk_test_cfg');
  });
});
