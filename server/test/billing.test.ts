import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { effectiveTier } from '../src/billing/plan-limits.ts';
import { startCheckout } from '../src/billing/start-checkout.ts';
import { businesses, subscriptionTiers, testCheckoutSessions } from '../src/db/schema/index.ts';
import { billingState } from './factories/billing.ts';
import { client, newBusiness, startTestApp, type TTestApp, uniqueEmail } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

async function tierId(name: string) {
  const tiers = (await client(t.app).get('/api/tiers')).body.tiers as { id: string; name: string }[];
  return tiers.find((x) => x.name === name)?.id as string;
}

const sessionIdOf = (url: string) => url.split('/').pop() as string;

describe('sign-up on a paid tier', () => {
  it('seeds test price ids on the paid tiers only', async () => {
    const tiers = (await client(t.app).get('/api/tiers')).body.tiers;
    expect(tiers.map((x: { stripePriceId: string | null }) => x.stripePriceId)).toEqual([
      null,
      'price_test_pro',
      'price_test_agency',
    ]);
  });

  it('redirects to the test checkout; paying activates the plan and returns to /dashboard?payment=success', async () => {
    const c = client(t.app);
    const res = await c.post('/api/signup', {
      companyName: 'Paid Pies',
      email: uniqueEmail(),
      password: 'secret1',
      tierId: await tierId('Pro'),
    });
    expect(res.status).toBe(201);
    expect(res.body.redirectTo).toMatch(/^http:\/\/localhost:3000\/billing\/test-checkout\/cs_test_[0-9a-f]+$/);
    const sessionId = sessionIdOf(res.body.redirectTo);

    const page = await c.get(`/api/billing/test-checkout/${sessionId}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ status: 'open', tierName: 'Pro', priceMonthly: 49, companyName: 'Paid Pies' });

    const done = await c.post(`/api/billing/test-checkout/${sessionId}/complete`);
    expect(done.body).toEqual({ url: 'http://localhost:3000/dashboard?payment=success' });
    const sub = (await c.get('/api/billing/subscription')).body;
    expect(sub).toMatchObject({
      provider: 'test',
      status: 'active',
      tierName: 'Pro',
      effectiveTierName: 'Pro',
      hasBillingAccount: true,
      paymentMethodStatus: 'ok',
      creditsRemaining: 100,
    });
    expect(new Date(sub.periodEnd).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect((await c.get('/api/me')).body.business.subscriptionStatus).toBe('active');

    const again = await c.post(`/api/billing/test-checkout/${sessionId}/complete`);
    expect(again.status).toBe(409);
  });

  it('cancelling checkout returns to /dashboard?payment=cancelled and leaves the trial as it was', async () => {
    const c = client(t.app);
    const res = await c.post('/api/signup', {
      companyName: 'Maybe Later',
      email: uniqueEmail(),
      password: 'secret1',
      tierId: await tierId('Agency'),
    });
    const cancelled = await c.post(`/api/billing/test-checkout/${sessionIdOf(res.body.redirectTo)}/cancel`);
    expect(cancelled.body).toEqual({ url: 'http://localhost:3000/dashboard?payment=cancelled' });
    const sub = (await c.get('/api/billing/subscription')).body;
    expect(sub).toMatchObject({ status: 'trial', tierName: 'Agency', hasBillingAccount: false, trialDaysLeft: 14 });
  });

  it('another business can neither see nor complete someone else’s checkout (404)', async () => {
    const owner = await newBusiness(t);
    const { url } = (await owner.client.post('/api/billing/checkout', { tierId: await tierId('Pro') })).body;
    const stranger = await newBusiness(t);
    expect((await stranger.client.get(`/api/billing/test-checkout/${sessionIdOf(url)}`)).status).toBe(404);
    expect((await stranger.client.post(`/api/billing/test-checkout/${sessionIdOf(url)}/complete`)).status).toBe(404);
    expect((await billingState(t, owner.businessId)).business.subscriptionStatus).toBe('trial');
    expect((await client(t.app).get(`/api/billing/test-checkout/${sessionIdOf(url)}`)).status).toBe(401);
  });
});

describe('POST /api/billing/checkout', () => {
  it('builds the return URLs from APP_URL and ignores any the browser sends', async () => {
    const b = await newBusiness(t);
    const res = await b.client.post('/api/billing/checkout', {
      tierId: await tierId('Pro'),
      successUrl: 'https://evil.example/x',
      cancelUrl: 'https://evil.example/y',
    });
    expect(res.status).toBe(200);
    const [session] = await t.db
      .select()
      .from(testCheckoutSessions)
      .where(eq(testCheckoutSessions.id, sessionIdOf(res.body.url)));
    expect(session).toMatchObject({
      businessId: b.businessId,
      priceId: 'price_test_pro',
      successUrl: 'http://localhost:3000/dashboard?payment=success',
      cancelUrl: 'http://localhost:3000/dashboard?payment=cancelled',
    });
  });

  it('applies the plan-select rules: a free tier is left through the portal, a tier without a price is not sold', async () => {
    const b = await newBusiness(t);
    const free = await b.client.post('/api/billing/checkout', { tierId: await tierId('Free') });
    expect(free.status).toBe(400);
    expect(free.body.error.message).toBe('Please use the billing portal to cancel your subscription');
    expect((await b.client.post('/api/billing/checkout', {})).body.error.message).toBe(
      'Please select a subscription tier',
    );
    expect((await b.client.post('/api/billing/checkout', { tierId: 'nope' })).status).toBe(404);

    // A priced tier without a price id (rolled back, so other test files never see it).
    const message = await t.db
      .transaction(async (tx) => {
        const [legacy] = await tx
          .insert(subscriptionTiers)
          .values({
            name: `Legacy ${Date.now()}`,
            priceMonthly: 19,
            maxCustomers: 10,
            maxPrograms: 1,
            maxSmsMonthly: 0,
          })
          .returning();
        const err = await startCheckout({
          db: tx as unknown as typeof t.deps.db,
          config: t.deps.config,
          logger: t.deps.logger,
          businessId: b.businessId,
          tierId: legacy.id,
        }).catch((e: Error) => e);
        throw Object.assign(new Error('rollback'), { inner: err });
      })
      .catch((e: { inner?: Error }) => e.inner?.message);
    expect(message).toBe('This tier is not available for purchase');
  });

  it('upgrading Pro → Agency through checkout switches the tier and grants Agency credits once', async () => {
    const b = await newBusiness(t);
    for (const name of ['Pro', 'Agency']) {
      const { url } = (await b.client.post('/api/billing/checkout', { tierId: await tierId(name) })).body;
      await b.client.post(`/api/billing/test-checkout/${sessionIdOf(url)}/complete`);
    }
    const sub = (await b.client.get('/api/billing/subscription')).body;
    expect(sub).toMatchObject({ status: 'active', tierName: 'Agency', creditsRemaining: 1100 });
    const ledger = (await b.client.get('/api/billing/credits')).body.entries;
    expect(ledger.map((e: { delta: number }) => e.delta)).toEqual([1000, 100]);
  });
});

describe('portal', () => {
  it('needs a billing account; the test portal cancels the subscription and Free limits apply', async () => {
    const b = await newBusiness(t);
    const none = await b.client.post('/api/billing/portal');
    expect(none.status).toBe(409);
    expect(none.body.error.message).toBe('There is no billing account yet. Choose a paid plan first.');

    const { url } = (await b.client.post('/api/billing/checkout', { tierId: await tierId('Pro') })).body;
    await b.client.post(`/api/billing/test-checkout/${sessionIdOf(url)}/complete`);
    expect((await b.client.post('/api/billing/portal')).body).toEqual({
      url: 'http://localhost:3000/billing/test-portal',
    });
    const portal = (await b.client.get('/api/billing/test-portal')).body;
    expect(portal).toMatchObject({
      status: 'active',
      tierName: 'Pro',
      hasSubscription: true,
      returnUrl: 'http://localhost:3000/subscription',
    });

    const cancelled = await b.client.post('/api/billing/test-portal/cancel-subscription');
    expect(cancelled.body).toEqual({ url: 'http://localhost:3000/subscription' });
    const sub = (await b.client.get('/api/billing/subscription')).body;
    expect(sub).toMatchObject({
      status: 'canceled',
      tierName: 'Free',
      effectiveTierName: 'Free',
      creditsRemaining: 100,
    });
    expect((await b.client.post('/api/billing/test-portal/cancel-subscription')).status).toBe(409);
  });
});

describe('trials', () => {
  it('a new business is on trial for TRIAL_DAYS, shown in /api/me', async () => {
    const b = await newBusiness(t, { tierName: 'Pro' });
    const ends = new Date(b.me.business.trialEndsAt).getTime();
    expect(Math.round((ends - Date.now()) / 86_400_000)).toBe(14);
    expect(b.me.business.subscriptionStatus).toBe('trial');
  });

  it('a trial that ended without payment falls back to Free limits; a paid one keeps its tier', async () => {
    const b = await newBusiness(t, { tierName: 'Pro' });
    expect((await effectiveTier({ db: t.db, businessId: b.businessId })).name).toBe('Pro');
    await t.db
      .update(businesses)
      .set({ trialEndsAt: new Date(Date.now() - 60_000) })
      .where(eq(businesses.id, b.businessId));
    expect((await effectiveTier({ db: t.db, businessId: b.businessId })).name).toBe('Free');
    const sub = (await b.client.get('/api/billing/subscription')).body;
    expect(sub).toMatchObject({ status: 'trial', tierName: 'Pro', effectiveTierName: 'Free', trialDaysLeft: 0 });
    expect(sub.usage).toMatchObject({ maxCustomers: 50, maxSmsMonthly: 50 });

    await t.db.update(businesses).set({ subscriptionStatus: 'active' }).where(eq(businesses.id, b.businessId));
    expect((await effectiveTier({ db: t.db, businessId: b.businessId })).name).toBe('Pro');
  });
});
