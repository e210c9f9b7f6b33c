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

const DAY_MS = 86_400_000;
const daysFromNow = (iso: string) => Math.round((new Date(iso).getTime() - Date.now()) / DAY_MS);

describe('sign-up on the Free tier', () => {
  it('is simply active on Free: no trial, no countdown, no checkout', async () => {
    const c = client(t.app);
    const res = await c.post('/api/signup', {
      companyName: 'Free Fries',
      email: uniqueEmail(),
      password: 'secret1',
      tierId: await tierId('Free'),
    });
    expect(res.body).toEqual({ redirectTo: '/dashboard' });
    expect((await c.get('/api/me')).body.business).toMatchObject({
      subscriptionStatus: 'active',
      tierName: 'Free',
      trialEndsAt: null,
    });
    expect((await c.get('/api/billing/subscription')).body).toMatchObject({
      status: 'active',
      tierName: 'Free',
      priceMonthly: 0,
      trialEndsAt: null,
      trialDaysLeft: null,
      hasBillingAccount: false,
    });
  });
});

describe('sign-up on a paid tier: card first, $0 today, then the trial', () => {
  it('seeds test price ids on the paid tiers only, and /api/tiers says how long the trial is', async () => {
    const res = (await client(t.app).get('/api/tiers')).body;
    expect(res.tiers.map((x: { stripePriceId: string | null }) => x.stripePriceId)).toEqual([
      null,
      'price_test_pro',
      'price_test_agency',
    ]);
    expect(res.trialDays).toBe(14);
  });

  it('starts on Free, opens a $0-today checkout; paying starts the Pro trial with its end date, no credits yet', async () => {
    const c = client(t.app);
    const res = await c.post('/api/signup', {
      companyName: 'Paid Pies',
      email: uniqueEmail(),
      password: 'secret1',
      tierId: await tierId('Pro'),
    });
    expect(res.status).toBe(201);
    // Relative: the browser stays on the host it signed up on (127.0.0.1 never turns into localhost).
    expect(res.body.redirectTo).toMatch(/^\/billing\/test-checkout\/cs_test_[0-9a-f]+$/);
    const sessionId = sessionIdOf(res.body.redirectTo);
    expect((await c.get('/api/me')).body.business).toMatchObject({ subscriptionStatus: 'active', tierName: 'Free' });

    const page = await c.get(`/api/billing/test-checkout/${sessionId}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ status: 'open', tierName: 'Pro', priceMonthly: 49, companyName: 'Paid Pies' });
    expect(daysFromNow(page.body.trialEndsAt)).toBe(14);

    const done = await c.post(`/api/billing/test-checkout/${sessionId}/complete`);
    expect(done.body).toEqual({ url: '/dashboard?payment=success' });
    const sub = (await c.get('/api/billing/subscription')).body;
    expect(sub).toMatchObject({
      provider: 'test',
      status: 'trial',
      tierName: 'Pro',
      priceMonthly: 49,
      effectiveTierName: 'Pro',
      trialDaysLeft: 14,
      hasBillingAccount: true,
      paymentMethodStatus: 'ok',
      creditsRemaining: 0,
    });
    expect(daysFromNow(sub.trialEndsAt)).toBe(14);
    // The first charge is at the trial's end.
    expect(daysFromNow(sub.periodEnd)).toBe(14);
    expect((await c.get('/api/me')).body.business.subscriptionStatus).toBe('trial');
    expect((await c.get('/api/billing/credits')).body.entries).toEqual([]);

    const again = await c.post(`/api/billing/test-checkout/${sessionId}/complete`);
    expect(again.status).toBe(409);
  });

  it('cancelling checkout returns to /dashboard?payment=cancelled and leaves the business on Free, no trial', async () => {
    const c = client(t.app);
    const res = await c.post('/api/signup', {
      companyName: 'Maybe Later',
      email: uniqueEmail(),
      password: 'secret1',
      tierId: await tierId('Agency'),
    });
    const cancelled = await c.post(`/api/billing/test-checkout/${sessionIdOf(res.body.redirectTo)}/cancel`);
    expect(cancelled.body).toEqual({ url: '/dashboard?payment=cancelled' });
    const sub = (await c.get('/api/billing/subscription')).body;
    expect(sub).toMatchObject({
      status: 'active',
      tierName: 'Free',
      effectiveTierName: 'Free',
      hasBillingAccount: false,
      trialEndsAt: null,
      trialDaysLeft: null,
      creditsRemaining: 0,
    });
  });

  it('another business can neither see nor complete someone else’s checkout (404)', async () => {
    const owner = await newBusiness(t);
    const { url } = (await owner.client.post('/api/billing/checkout', { tierId: await tierId('Pro') })).body;
    const stranger = await newBusiness(t);
    expect((await stranger.client.get(`/api/billing/test-checkout/${sessionIdOf(url)}`)).status).toBe(404);
    expect((await stranger.client.post(`/api/billing/test-checkout/${sessionIdOf(url)}/complete`)).status).toBe(404);
    expect((await billingState(t, owner.businessId)).business).toMatchObject({
      subscriptionStatus: 'active',
      trialEndsAt: null,
    });
    expect((await client(t.app).get(`/api/billing/test-checkout/${sessionIdOf(url)}`)).status).toBe(401);
  });
});

describe('POST /api/billing/checkout', () => {
  it('builds its own return URLs (relative for the built-in checkout) and ignores any the browser sends', async () => {
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
      successUrl: '/dashboard?payment=success',
      cancelUrl: '/dashboard?payment=cancelled',
      trialDays: 14,
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

  it('one trial per business: after a Pro trial, Agency is paid today and its credits come with that invoice', async () => {
    const b = await newBusiness(t, { tierName: 'Pro' });
    expect(b.me.business).toMatchObject({ subscriptionStatus: 'trial', tierName: 'Pro' });
    const { url } = (await b.client.post('/api/billing/checkout', { tierId: await tierId('Agency') })).body;
    const page = (await b.client.get(`/api/billing/test-checkout/${sessionIdOf(url)}`)).body;
    expect(page).toMatchObject({ tierName: 'Agency', priceMonthly: 149, trialEndsAt: null });
    await b.client.post(`/api/billing/test-checkout/${sessionIdOf(url)}/complete`);
    const sub = (await b.client.get('/api/billing/subscription')).body;
    expect(sub).toMatchObject({ status: 'active', tierName: 'Agency', trialDaysLeft: null, creditsRemaining: 1000 });
    expect(daysFromNow(sub.periodEnd)).toBe(30);
    // The Pro trial was never paid, so Pro's credits never came.
    const ledger = (await b.client.get('/api/billing/credits')).body.entries;
    expect(ledger.map((e: { delta: number }) => e.delta)).toEqual([1000]);
  });

  it('a trial cancelled in the portal is not given again: the next checkout charges today', async () => {
    const b = await newBusiness(t, { tierName: 'Pro' });
    await b.client.post('/api/billing/test-portal/cancel-subscription');
    expect((await b.client.get('/api/billing/subscription')).body).toMatchObject({
      status: 'canceled',
      tierName: 'Free',
      creditsRemaining: 0,
    });
    const { url } = (await b.client.post('/api/billing/checkout', { tierId: await tierId('Pro') })).body;
    expect((await b.client.get(`/api/billing/test-checkout/${sessionIdOf(url)}`)).body.trialEndsAt).toBeNull();
    await b.client.post(`/api/billing/test-checkout/${sessionIdOf(url)}/complete`);
    expect((await b.client.get('/api/billing/subscription')).body).toMatchObject({
      status: 'active',
      tierName: 'Pro',
      creditsRemaining: 100,
    });
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
    expect((await b.client.post('/api/billing/portal')).body).toEqual({ url: '/billing/test-portal' });
    const portal = (await b.client.get('/api/billing/test-portal')).body;
    expect(portal).toMatchObject({
      status: 'trial',
      tierName: 'Pro',
      hasSubscription: true,
      returnUrl: '/subscription',
    });

    const cancelled = await b.client.post('/api/billing/test-portal/cancel-subscription');
    expect(cancelled.body).toEqual({ url: '/subscription' });
    const sub = (await b.client.get('/api/billing/subscription')).body;
    expect(sub).toMatchObject({
      status: 'canceled',
      tierName: 'Free',
      effectiveTierName: 'Free',
      creditsRemaining: 0,
    });
    expect((await b.client.post('/api/billing/test-portal/cancel-subscription')).status).toBe(409);
  });
});

describe('trials', () => {
  it('a paid tier’s trial lasts TRIAL_DAYS from checkout, shown in /api/me', async () => {
    const b = await newBusiness(t, { tierName: 'Pro' });
    expect(daysFromNow(b.me.business.trialEndsAt)).toBe(14);
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
