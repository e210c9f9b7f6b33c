import { PAYMENTS_NOT_SET_UP_MESSAGE } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingEvents,
  creditLedger,
  stripeCustomers,
  subscriptionTiers,
  testCheckoutSessions,
} from '../src/db/schema/index.ts';
import { billingState, testId } from './factories/billing.ts';
import { client, newBusiness, startTestApp, type TTestApp, uniqueEmail } from './harness.ts';

const PUBLIC_URL = 'https://regulars.example';
const TEST_MODE_WARNING = 'BILLING_TEST_MODE is on: the built-in test checkout grants paid plans for free';

// One app per way an operator can run it: public without Stripe, public with BILLING_TEST_MODE=1, local (http).
let refused: TTestApp;
let testMode: TTestApp;
let local: TTestApp;
beforeAll(async () => {
  refused = await startTestApp({ APP_URL: PUBLIC_URL });
  testMode = await startTestApp({ APP_URL: PUBLIC_URL, BILLING_TEST_MODE: '1' });
  local = await startTestApp();
});
afterAll(async () => {
  await refused?.stop();
  await testMode?.stop();
  await local?.stop();
});

const sessionIdOf = (url: string) => url.split('/').pop() as string;

async function tier(t: TTestApp, name: string) {
  const [row] = await t.db.select().from(subscriptionTiers).where(eq(subscriptionTiers.name, name));
  return row;
}

/** What a refused request must leave as it was: the plan, its status and trial, the credits, the billing rows. */
async function snapshot(t: TTestApp, businessId: string) {
  const { business, account } = await billingState(t, businessId);
  const sessions = await t.db
    .select({ id: testCheckoutSessions.id, status: testCheckoutSessions.status })
    .from(testCheckoutSessions)
    .where(eq(testCheckoutSessions.businessId, businessId));
  const events = await t.db.select().from(billingEvents).where(eq(billingEvents.businessId, businessId));
  const ledger = await t.db.select().from(creditLedger).where(eq(creditLedger.businessId, businessId));
  return {
    tierId: business.tierId,
    status: business.subscriptionStatus,
    trialEndsAt: business.trialEndsAt,
    credits: business.creditsRemaining,
    account,
    sessions,
    events: events.length,
    ledger: ledger.length,
  };
}

const refusedWithMessage = (res: { status: number; body: any }) => {
  expect(res.status).toBe(503);
  expect(res.body.error).toEqual({ code: 'UNAVAILABLE', message: PAYMENTS_NOT_SET_UP_MESSAGE });
};

describe('the built-in test checkout on a public (https) server without BILLING_TEST_MODE', () => {
  it('refuses to start a checkout, with the message, and changes nothing in the business', async () => {
    const b = await newBusiness(refused);
    const before = await snapshot(refused, b.businessId);
    for (const name of ['Pro', 'Agency']) {
      refusedWithMessage(await b.client.post('/api/billing/checkout', { tierId: (await tier(refused, name)).id }));
    }
    const after = await snapshot(refused, b.businessId);
    expect(after).toEqual(before);
    expect(after).toMatchObject({ status: 'active', credits: 0, sessions: [], events: 0 });
    expect(after.tierId).toBe((await tier(refused, 'Free')).id);
  });

  it('cannot complete, show or cancel a test checkout session (one opened before the server went public)', async () => {
    const b = await newBusiness(refused);
    const agency = await tier(refused, 'Agency');
    const sessionId = testId('cs_test');
    await refused.db.insert(testCheckoutSessions).values({
      id: sessionId,
      businessId: b.businessId,
      tierId: agency.id,
      priceId: agency.stripePriceId as string,
      successUrl: '/subscription?checkout=success',
      cancelUrl: '/subscription?checkout=cancel',
      trialDays: 0,
    });
    const before = await snapshot(refused, b.businessId);
    refusedWithMessage(await b.client.post(`/api/billing/test-checkout/${sessionId}/complete`));
    refusedWithMessage(await b.client.get(`/api/billing/test-checkout/${sessionId}`));
    refusedWithMessage(await b.client.post(`/api/billing/test-checkout/${sessionId}/cancel`));
    const after = await snapshot(refused, b.businessId);
    expect(after).toEqual(before);
    expect(after.sessions).toEqual([{ id: sessionId, status: 'open' }]);
    expect(after).toMatchObject({ status: 'active', tierId: (await tier(refused, 'Free')).id, credits: 0, events: 0 });
  });

  it('refuses the test portal and its cancel, leaving the subscription as it is', async () => {
    const b = await newBusiness(refused);
    await refused.db.insert(stripeCustomers).values({
      businessId: b.businessId,
      stripeCustomerId: testId('cus_test'),
      stripeSubscriptionId: testId('sub_test'),
    });
    const before = await snapshot(refused, b.businessId);
    refusedWithMessage(await b.client.post('/api/billing/portal'));
    refusedWithMessage(await b.client.get('/api/billing/test-portal'));
    refusedWithMessage(await b.client.post('/api/billing/test-portal/cancel-subscription'));
    expect(await snapshot(refused, b.businessId)).toEqual(before);
  });

  it('signs a paid-tier sign-up up on Free and says the checkout could not open', async () => {
    const c = client(refused.app, { origin: PUBLIC_URL });
    const res = await c.post('/api/signup', {
      companyName: 'Public Agency',
      email: uniqueEmail(),
      password: 'secret1',
      tierId: (await tier(refused, 'Agency')).id,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ redirectTo: '/dashboard', checkoutFailed: true });
    const businessId = (await c.get('/api/me')).body.business.id as string;
    expect(await snapshot(refused, businessId)).toMatchObject({ status: 'active', credits: 0, sessions: [] });
  });

  it('tells the web app there is no test-payments banner to show, and logs no test-mode warning', async () => {
    const res = await client(refused.app, { origin: PUBLIC_URL }).get('/api/auth-config');
    expect(res.body.testPayments).toBe(false);
    expect(refused.logLines.join('')).not.toContain(TEST_MODE_WARNING);
  });
});

describe('BILLING_TEST_MODE=1 on a public (https) server', () => {
  it('runs the test checkout: the trial starts, then a paid checkout brings the credits', async () => {
    const b = await newBusiness(testMode, { tierName: 'Agency' });
    expect((await billingState(testMode, b.businessId)).business).toMatchObject({
      subscriptionStatus: 'trial',
      tierId: (await tier(testMode, 'Agency')).id,
    });
    const checkout = await b.client.post('/api/billing/checkout', { tierId: (await tier(testMode, 'Pro')).id });
    expect(checkout.status).toBe(200);
    const done = await b.client.post(`/api/billing/test-checkout/${sessionIdOf(checkout.body.url)}/complete`);
    expect(done.status).toBe(200);
    expect((await billingState(testMode, b.businessId)).business).toMatchObject({
      subscriptionStatus: 'active',
      tierId: (await tier(testMode, 'Pro')).id,
      creditsRemaining: 100,
    });
    expect((await b.client.get('/api/billing/test-portal')).status).toBe(200);
  });

  it('logs a warning at start and tells the web app to show the banner', async () => {
    expect(testMode.logLines.some((line) => line.includes(TEST_MODE_WARNING) && line.includes('"level":40'))).toBe(
      true,
    );
    const res = await client(testMode.app, { origin: PUBLIC_URL }).get('/api/auth-config');
    expect(res.body.testPayments).toBe(true);
  });
});

describe('a local (http) server', () => {
  it('runs the test checkout as before, without banner or warning', async () => {
    const b = await newBusiness(local, { tierName: 'Pro' });
    expect((await billingState(local, b.businessId)).business.subscriptionStatus).toBe('trial');
    expect((await b.client.get('/api/auth-config')).body.testPayments).toBe(false);
    expect(local.logLines.join('')).not.toContain(TEST_MODE_WARNING);
  });
});

describe('a second test checkout follows the trial and credit rules of Stripe', () => {
  it('an older open session completed after the trial started brings no second trial: it is paid', async () => {
    const c = client(local.app);
    const signup = await c.post('/api/signup', {
      companyName: 'Two Tabs',
      email: uniqueEmail(),
      password: 'secret1',
      tierId: (await tier(local, 'Agency')).id,
    });
    const businessId = (await c.get('/api/me')).body.business.id as string;
    // A second tab opens checkout for Pro before the first one is paid: both were opened with a trial.
    const second = await c.post('/api/billing/checkout', { tierId: (await tier(local, 'Pro')).id });
    expect(second.status).toBe(200);
    expect((await c.post(`/api/billing/test-checkout/${sessionIdOf(signup.body.redirectTo)}/complete`)).status).toBe(
      200,
    );
    const trial = (await billingState(local, businessId)).business;
    expect(trial.subscriptionStatus).toBe('trial');
    expect(trial.creditsRemaining).toBe(0);

    // The page now says the month is due today, and completing it charges it: no second trial.
    const page = await c.get(`/api/billing/test-checkout/${sessionIdOf(second.body.url)}`);
    expect(page.body.trialEndsAt).toBeNull();
    expect((await c.post(`/api/billing/test-checkout/${sessionIdOf(second.body.url)}/complete`)).status).toBe(200);
    const after = (await billingState(local, businessId)).business;
    expect(after.subscriptionStatus).toBe('active');
    expect(after.trialEndsAt?.toISOString()).toBe(trial.trialEndsAt?.toISOString());
    expect(after.tierId).toBe((await tier(local, 'Pro')).id);
    expect(after.creditsRemaining).toBe(100);
  });

  it('a tier bought again grants its credits once', async () => {
    const b = await newBusiness(local, { tierName: 'Pro' });
    const pro = await tier(local, 'Pro');
    for (let i = 0; i < 2; i++) {
      const checkout = await b.client.post('/api/billing/checkout', { tierId: pro.id });
      expect(
        (await b.client.post(`/api/billing/test-checkout/${sessionIdOf(checkout.body.url)}/complete`)).status,
      ).toBe(200);
    }
    const grants = await local.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.businessId, b.businessId), eq(creditLedger.kind, 'initial_grant')));
    expect(grants.map((g) => g.delta)).toEqual([100]);
    expect((await billingState(local, b.businessId)).business.creditsRemaining).toBe(100);
  });
});
