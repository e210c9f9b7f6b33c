import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountWithBusiness } from '../src/auth/create-account.ts';
import { billingEvents, businesses, creditLedger, subscriptionTiers } from '../src/db/schema/index.ts';
import {
  billingState,
  paidBusiness,
  sendSigned,
  stripeEvent,
  subscriptionObject,
  testId,
  WEBHOOK_SECRET,
} from './factories/billing.ts';
import { client, newBusiness, startTestApp, type TTestApp, uniqueEmail } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  // The test checkout signs its events with this secret, so a test can replay them as Stripe would.
  t = await startTestApp({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
});
afterAll(() => t.stop());

const now = () => Math.floor(Date.now() / 1000);
const sessionIdOf = (url: string) => url.split('/').pop() as string;

async function tierId(name: string) {
  const tiers = (await client(t.app).get('/api/tiers')).body.tiers as { id: string; name: string }[];
  return tiers.find((x) => x.name === name)?.id as string;
}

const grants = (businessId: string) =>
  t.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.businessId, businessId), eq(creditLedger.kind, 'initial_grant')));
const credits = async (businessId: string) => (await billingState(t, businessId)).business.creditsRemaining;

describe('paid-tier credits come with the first paid invoice', () => {
  it('a Pro sign-up has no credits before paying, and none after abandoning the checkout', async () => {
    const c = client(t.app);
    const signup = await c.post('/api/signup', {
      companyName: 'Not Yet Paid',
      email: uniqueEmail(),
      password: 'secret1',
      tierId: await tierId('Pro'),
    });
    expect(signup.status).toBe(201);
    const businessId = (await c.get('/api/me')).body.business.id as string;
    expect((await c.get('/api/billing/subscription')).body).toMatchObject({ tierName: 'Free', creditsRemaining: 0 });
    expect((await c.get('/api/billing/credits')).body.entries).toEqual([]);
    expect(await grants(businessId)).toHaveLength(0);

    await c.post(`/api/billing/test-checkout/${sessionIdOf(signup.body.redirectTo)}/cancel`);
    expect((await c.get('/api/billing/subscription')).body).toMatchObject({ status: 'active', creditsRemaining: 0 });
    expect(await grants(businessId)).toHaveLength(0);
  });

  it('the $0 trial start grants nothing; the first paid invoice grants the credits once; replays and repeats nothing', async () => {
    const c = client(t.app);
    const signup = await c.post('/api/signup', {
      companyName: 'Paying Agency',
      email: uniqueEmail(),
      password: 'secret1',
      tierId: await tierId('Agency'),
    });
    const businessId = (await c.get('/api/me')).body.business.id as string;
    expect(await credits(businessId)).toBe(0);
    expect((await c.post(`/api/billing/test-checkout/${sessionIdOf(signup.body.redirectTo)}/complete`)).status).toBe(
      200,
    );
    // The trial started with the card on file and a $0 invoice: nothing paid, so no credits yet.
    expect((await billingState(t, businessId)).business.subscriptionStatus).toBe('trial');
    expect(await credits(businessId)).toBe(0);

    // Stripe delivers at least once: the very same events again are stored once and change nothing.
    const events = await t.db.select().from(billingEvents).where(eq(billingEvents.businessId, businessId));
    expect(events.map((e) => e.type).sort()).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ]);
    for (const e of events) {
      expect((await sendSigned(t, e.payload)).body).toEqual({ received: true, duplicate: true });
    }
    expect(await credits(businessId)).toBe(0);

    // The trial ends as Stripe ends it: the subscription turns active (nothing paid yet), then the first invoice is.
    const { account } = await billingState(t, businessId);
    const customer = account?.stripeCustomerId as string;
    const subscription = account?.stripeSubscriptionId as string;
    const active = subscriptionObject({
      id: subscription,
      customer,
      businessId,
      status: 'active',
      priceId: 'price_test_agency',
    });
    await sendSigned(t, stripeEvent('customer.subscription.updated', active, now() + 5));
    expect(await credits(businessId)).toBe(0);
    const invoice = () => ({ id: testId('in'), customer, subscription, amount_paid: 14_900 });
    await sendSigned(t, stripeEvent('invoice.paid', invoice(), now() + 6));
    expect((await billingState(t, businessId)).business.subscriptionStatus).toBe('active');
    expect(await credits(businessId)).toBe(1000);
    const [grant, ...more] = await grants(businessId);
    expect(more).toHaveLength(0);
    expect(grant).toMatchObject({ delta: 1000, balanceAfter: 1000, reason: 'Initial credits of the Agency plan' });

    // The next month's invoice (another event id) does not grant them again.
    const renewed = await sendSigned(t, stripeEvent('invoice.paid', invoice(), now() + 7));
    expect(renewed.body.duplicate).toBe(false);
    expect(await credits(businessId)).toBe(1000);
    expect(await grants(businessId)).toHaveLength(1);
  });

  it('cancelling the subscription afterwards keeps the credits and grants nothing new', async () => {
    const b = await paidBusiness(t, 'Pro');
    expect(await credits(b.businessId)).toBe(100);
    expect((await b.client.post('/api/billing/test-portal/cancel-subscription')).status).toBe(200);
    const { business } = await billingState(t, b.businessId);
    expect(business).toMatchObject({ subscriptionStatus: 'canceled', tierId: await tierId('Free') });
    expect(business.creditsRemaining).toBe(100);
    expect(await grants(b.businessId)).toHaveLength(1);
  });

  it('Stripe: an unpaid checkout, a trialing subscription or its turning active grant nothing; a paid invoice does', async () => {
    const b = await newBusiness(t);
    const customer = testId('cus');
    const subscription = testId('sub');
    const checkout = stripeEvent('checkout.session.completed', {
      id: testId('cs'),
      mode: 'subscription',
      payment_status: 'unpaid',
      client_reference_id: b.businessId,
      customer,
      subscription,
      metadata: { businessId: b.businessId, tierId: await tierId('Pro') },
    });
    expect((await sendSigned(t, checkout)).status).toBe(200);
    const sub = (status: string) =>
      subscriptionObject({ id: subscription, customer, businessId: b.businessId, status, priceId: 'price_test_pro' });
    await sendSigned(t, stripeEvent('customer.subscription.created', sub('trialing'), now() + 1));
    await sendSigned(
      t,
      stripeEvent('invoice.paid', { id: testId('in'), customer, subscription, amount_paid: 0 }, now() + 2),
    );
    expect(await credits(b.businessId)).toBe(0);
    expect(await grants(b.businessId)).toHaveLength(0);

    await sendSigned(t, stripeEvent('customer.subscription.updated', sub('active'), now() + 3));
    expect(await credits(b.businessId)).toBe(0);
    await sendSigned(
      t,
      stripeEvent('invoice.paid', { id: testId('in'), customer, subscription, amount_paid: 4_900 }, now() + 4),
    );
    expect(await credits(b.businessId)).toBe(100);
    expect(await grants(b.businessId)).toHaveLength(1);
  });
});

describe('a tier with nothing to pay', () => {
  it('grants its initial credits at sign-up', async () => {
    // A free tier with credits exists only inside this rolled-back transaction, so other test files never see it.
    const seen = await t.db
      .transaction(async (tx) => {
        const [starter] = await tx
          .insert(subscriptionTiers)
          .values({
            name: `Starter ${Date.now()}`,
            maxCustomers: 10,
            maxPrograms: 1,
            maxSmsMonthly: 0,
            initialCredits: 25,
          })
          .returning();
        const { userId } = await createAccountWithBusiness({
          db: tx as unknown as typeof t.db,
          input: { companyName: 'Free Start', email: uniqueEmail(), password: 'secret1', tierId: starter.id },
        });
        const [business] = await tx
          .select({ credits: businesses.creditsRemaining })
          .from(businesses)
          .where(eq(businesses.id, userId));
        const ledger = await tx
          .select({ delta: creditLedger.delta, reason: creditLedger.reason })
          .from(creditLedger)
          .where(eq(creditLedger.businessId, userId));
        throw Object.assign(new Error('rollback'), { seen: { credits: business.credits, ledger, name: starter.name } });
      })
      .catch((e: { seen?: unknown }) => e.seen);
    expect(seen).toMatchObject({ credits: 25, ledger: [{ delta: 25 }] });
    const { ledger, name } = seen as { ledger: { reason: string }[]; name: string };
    expect(ledger[0].reason).toBe(`Initial credits of the ${name} plan`);
  });
});
