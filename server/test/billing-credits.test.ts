import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { effectiveTier } from '../src/billing/index.ts';
import { readSendState } from '../src/billing/read-send-state.ts';
import { recordSpend } from '../src/billing/record-spend.ts';
import { chargeFor, type TChannel, usageMonth } from '../src/billing/send-charge.ts';
import { businesses, creditLedger } from '../src/db/schema/index.ts';
import { AppError } from '../src/platform/errors.ts';
import { paidBusiness } from './factories/billing.ts';
import { newBusiness, startTestApp, superAdminClient, type TTestApp } from './harness.ts';

/** What a send on `channel` would cost the business now (403 PLAN_LIMIT when nothing covers it); changes nothing. */
async function chargeOfNextSend(opts: { db: TTestApp['db']; businessId: string; channel: TChannel }) {
  const tier = await effectiveTier(opts);
  const state = await readSendState({ ...opts, lock: false });
  return chargeFor(opts.channel, tier, state, 1);
}

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

const balance = async (businessId: string) =>
  (await t.db.select({ c: businesses.creditsRemaining }).from(businesses).where(eq(businesses.id, businessId)))[0].c;
const spend = (businessId: string, channel: 'sms' | 'email' = 'sms') =>
  t.db.transaction((tx) => recordSpend({ tx, businessId, channel, description: 'SMS to +15550100' }));
const errorOf = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: AppError) => e,
  );

describe('credits', () => {
  it("grants a paid tier's initial credits when its payment is confirmed, as a ledger row", async () => {
    const b = await paidBusiness(t, 'Agency');
    expect(await balance(b.businessId)).toBe(1000);
    const { entries } = (await b.client.get('/api/billing/credits')).body;
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'initial_grant',
        delta: 1000,
        balanceAfter: 1000,
        reason: 'Initial credits of the Agency plan',
      }),
    ]);
    const free = await newBusiness(t);
    expect((await free.client.get('/api/billing/credits')).body.entries).toEqual([]);
  });

  it('the super admin allocates credits with a reason and reads the log', async () => {
    const b = await newBusiness(t, { companyName: 'Credit Café' });
    const admin = await superAdminClient(t);
    const res = await admin.post('/api/admin/credits', {
      businessId: b.businessId,
      amount: 25,
      reason: 'Goodwill for the outage',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ businessId: b.businessId, balance: 25 });
    const log = (await admin.get(`/api/admin/credits?businessId=${b.businessId}`)).body.entries;
    expect(log).toEqual([
      expect.objectContaining({
        companyName: 'Credit Café',
        kind: 'admin_allocation',
        delta: 25,
        balanceAfter: 25,
        reason: 'Goodwill for the outage',
      }),
    ]);
    const [row] = await t.db.select().from(creditLedger).where(eq(creditLedger.businessId, b.businessId));
    expect(row.actorUserId).not.toBeNull();
  });

  it('refuses bad allocations with a clear message and changes nothing', async () => {
    const b = await newBusiness(t);
    const admin = await superAdminClient(t);
    const noReason = await admin.post('/api/admin/credits', { businessId: b.businessId, amount: 5, reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.message).toBe('A reason is required');
    expect(
      (await admin.post('/api/admin/credits', { businessId: b.businessId, amount: 0, reason: 'x' })).body.error.message,
    ).toBe('Amount must not be zero');
    expect(
      (await admin.post('/api/admin/credits', { businessId: b.businessId, amount: 1.5, reason: 'x' })).status,
    ).toBe(400);
    const overdraw = await admin.post('/api/admin/credits', {
      businessId: b.businessId,
      amount: -1,
      reason: 'Correction',
    });
    expect(overdraw.status).toBe(409);
    expect(overdraw.body.error.message).toBe('Not enough credits: the balance is 0 and this would take 1');
    expect(
      (await admin.post('/api/admin/credits', { businessId: 'no-such-business', amount: 5, reason: 'x' })).status,
    ).toBe(404);
    expect(await balance(b.businessId)).toBe(0);
    expect(await t.db.select().from(creditLedger).where(eq(creditLedger.businessId, b.businessId))).toHaveLength(0);
  });

  it('only the super admin may allocate or read the credit log', async () => {
    const b = await newBusiness(t);
    expect(
      (await b.client.post('/api/admin/credits', { businessId: b.businessId, amount: 100, reason: 'me' })).status,
    ).toBe(403);
    expect((await b.client.get('/api/admin/credits')).status).toBe(403);
    expect(await balance(b.businessId)).toBe(0);
  });

  it('a business reads only its own credit log', async () => {
    const rich = await paidBusiness(t, 'Agency');
    const other = await newBusiness(t);
    const entries = (await other.client.get('/api/billing/credits')).body.entries as { businessId: string }[];
    expect(entries.every((e) => e.businessId === other.businessId)).toBe(true);
    expect(entries.some((e) => e.businessId === rich.businessId)).toBe(false);
  });
});

describe('SMS and email allowance', () => {
  it('SMS are free within the monthly allowance, then cost credits, then are refused with the upgrade link', async () => {
    const b = await newBusiness(t);
    await t.db
      .update(businesses)
      .set({ usageSmsMonthly: 49, usageSmsMonth: usageMonth() })
      .where(eq(businesses.id, b.businessId));
    expect(await chargeOfNextSend({ db: t.db, businessId: b.businessId, channel: 'sms' })).toEqual({
      source: 'allowance',
      credits: 0,
    });
    expect(await spend(b.businessId)).toMatchObject({ source: 'allowance', balance: 0 });

    const refused = await errorOf(chargeOfNextSend({ db: t.db, businessId: b.businessId, channel: 'sms' }));
    expect(refused).toBeInstanceOf(AppError);
    expect(refused?.code).toBe('PLAN_LIMIT');
    expect(refused?.message).toBe(
      'You have used all 50 SMS included in your plan this month and have no credits left. Upgrade your plan or add credits to send more.',
    );
    expect(refused?.details).toEqual({ limit: 50, current: 50, upgradeUrl: '/subscription' });

    const admin = await superAdminClient(t);
    await admin.post('/api/admin/credits', { businessId: b.businessId, amount: 2, reason: 'Top-up' });
    expect(await chargeOfNextSend({ db: t.db, businessId: b.businessId, channel: 'sms' })).toEqual({
      source: 'credits',
      credits: 1,
    });
    expect(await spend(b.businessId)).toMatchObject({ source: 'credits', credits: 1, balance: 1 });
    expect(await spend(b.businessId)).toMatchObject({ source: 'credits', balance: 0 });
    expect((await errorOf(spend(b.businessId)))?.code).toBe('PLAN_LIMIT');

    expect(await balance(b.businessId)).toBe(0);
    const spends = await t.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.businessId, b.businessId), eq(creditLedger.kind, 'sms_spend')));
    expect(spends.map((s) => [s.delta, s.balanceAfter, s.reason])).toEqual([
      [-1, 1, 'SMS to +15550100'],
      [-1, 0, 'SMS to +15550100'],
    ]);
    const [{ usage }] = await t.db
      .select({ usage: businesses.usageSmsMonthly })
      .from(businesses)
      .where(eq(businesses.id, b.businessId));
    expect(usage).toBe(52);
  });

  it('concurrent sends never take more credits than there are', async () => {
    const b = await newBusiness(t);
    await t.db
      .update(businesses)
      .set({ usageSmsMonthly: 50, usageSmsMonth: usageMonth() })
      .where(eq(businesses.id, b.businessId));
    const admin = await superAdminClient(t);
    await admin.post('/api/admin/credits', { businessId: b.businessId, amount: 3, reason: 'Top-up' });
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => spend(b.businessId)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await balance(b.businessId)).toBe(0);
  });

  it('the allowance starts over each month: last month’s count reads as 0 and the next send restarts it', async () => {
    const b = await newBusiness(t);
    await t.db
      .update(businesses)
      .set({ usageSmsMonthly: 50, usageSmsMonth: '2020-01' })
      .where(eq(businesses.id, b.businessId));
    expect(await chargeOfNextSend({ db: t.db, businessId: b.businessId, channel: 'sms' })).toEqual({
      source: 'allowance',
      credits: 0,
    });
    expect((await b.client.get('/api/billing/subscription')).body.usage.smsMonthly).toBe(0);
    expect((await spend(b.businessId)).source).toBe('allowance');
    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, b.businessId));
    expect([row.usageSmsMonthly, row.usageSmsMonth]).toEqual([1, usageMonth()]);
  });

  it('emails cost credit_cost_email credits (0 on the default tiers: free)', async () => {
    const b = await newBusiness(t);
    expect(await chargeOfNextSend({ db: t.db, businessId: b.businessId, channel: 'email' })).toEqual({
      source: 'free',
      credits: 0,
    });
    expect(await spend(b.businessId, 'email')).toMatchObject({ source: 'free', balance: 0 });
  });

  it('Agency has 5,000 SMS a month before credits are needed', async () => {
    const b = await paidBusiness(t, 'Agency');
    await t.db
      .update(businesses)
      .set({ usageSmsMonthly: 4999, usageSmsMonth: usageMonth() })
      .where(eq(businesses.id, b.businessId));
    expect((await spend(b.businessId)).source).toBe('allowance');
    expect(await spend(b.businessId)).toMatchObject({ source: 'credits', balance: 999 });
  });
});
