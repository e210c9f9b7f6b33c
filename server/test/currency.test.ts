import { randomUUID } from 'node:crypto';
import { MONEY_MESSAGES } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessAuditLog, businesses, transactions } from '../src/db/schema/index.ts';
import { bearerClient } from './api-v1-client.ts';
import { addCustomer } from './factories/customers.ts';
import { newProgram } from './factories/programs.ts';
import { eventually, newBusiness, startTestApp, type TClient, type TTestApp } from './harness.ts';

/** A business's own currency (issue 35): amounts in minor units with the currency they were recorded in. */
let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const key = () => randomUUID();

/** A Pro business with a points program (1 point per unit of its money) and a customer. */
async function shop(money?: { currency: string; locale: string }) {
  const business = await newBusiness(t, { tierName: 'Pro' });
  const c = business.client;
  if (money) expect((await c.patch('/api/settings/money', money)).status).toBe(200);
  await newProgram(c, { type: 'points', config: { pointsPerDollar: 1, dailyPointsCap: 0, minimumRedemption: 10 } });
  const customer = await addCustomer(c);
  return { ...business, c, customer };
}

const purchase = (c: TClient, customerId: string, amount: number) =>
  c.post(`/api/customers/${customerId}/purchases`, { idempotencyKey: key(), amount });

const purchaseRows = (businessId: string) =>
  t.db
    .select({ amountMinor: transactions.amountMinor, currency: transactions.currency })
    .from(transactions)
    .where(and(eq(transactions.businessId, businessId), eq(transactions.type, 'purchase')))
    .orderBy(transactions.seq);

const spendOf = async (c: TClient) => {
  const res = await c.get('/api/analytics?period=7d');
  expect(res.status).toBe(200);
  return {
    currency: res.body.range.currency as string,
    avgSpendPerVisit: res.body.engagement.avgSpendPerVisit.current as number | null,
    purchasesWithAmount: res.body.engagement.purchasesWithAmount.current as number,
  };
};

describe('a business in euros', () => {
  it('records €12.50 as 1250 cents in EUR and answers 12.5 EUR in the ledger, the v1 API, the export and analytics', async () => {
    const { c, businessId, customer } = await shop({ currency: 'EUR', locale: 'en-IE' });
    const res = await purchase(c, customer.id, 12.5);
    expect(res.status).toBe(201);
    // 1 point per €1: floor(12.5) points.
    expect(res.body.changes).toContain('+12 points');
    expect(res.body.standing.programs[0].description).toMatch(/^Earn 1 point per €1 /);
    expect(await purchaseRows(businessId)).toEqual([{ amountMinor: 1250, currency: 'EUR' }]);

    const ledger = (await c.get(`/api/customers/${customer.id}/ledger`)).body.entries;
    expect(ledger.find((e: { kind: string }) => e.kind === 'purchase')).toMatchObject({
      amount: 12.5,
      currency: 'EUR',
    });

    const keyRes = await c.post('/api/settings/api-keys', { name: 'Till', scopes: ['loyalty:read', 'loyalty:write'] });
    const till = bearerClient(t.app, keyRes.body.secret as string);
    const v1 = await till.get(`/api/v1/customers/${customer.id}/ledger`);
    expect(v1.status).toBe(200);
    expect(v1.body.data.find((e: { kind: string }) => e.kind === 'purchase')).toMatchObject({
      amount: 12.5,
      currency: 'EUR',
    });
    // The v1 purchase takes major units of the business's currency too.
    const viaApi = await till.post(
      `/api/v1/customers/${customer.id}/purchases`,
      { amount: 7.25 },
      { 'idempotency-key': key() },
    );
    expect(viaApi.status).toBe(201);
    expect((await purchaseRows(businessId)).at(-1)).toEqual({ amountMinor: 725, currency: 'EUR' });

    const exported = await c.get(`/api/customers/${customer.id}/data`);
    expect(exported.status).toBe(200);
    const amounts = exported.body.ledger.filter((r: { type: string }) => r.type === 'purchase');
    expect(amounts.map((r: { amount: number; currency: string }) => [r.amount, r.currency])).toEqual([
      [12.5, 'EUR'],
      [7.25, 'EUR'],
    ]);

    expect(await spendOf(c)).toEqual({ currency: 'EUR', avgSpendPerVisit: 9.88, purchasesWithAmount: 2 });
    const me = (await c.get('/api/me')).body;
    expect([me.business.currency, me.business.locale]).toEqual(['EUR', 'en-IE']);
  });

  it('says the limits in euros, written the business’s way, and writes nothing', async () => {
    const { c, businessId, customer } = await shop({ currency: 'EUR', locale: 'de-DE' });
    const zero = await purchase(c, customer.id, 0);
    expect(zero.status).toBe(400);
    expect(zero.body.error.message).toBe('The amount must be more than 0\u00a0€');
    const big = await purchase(c, customer.id, 2_000_000);
    expect(big.body.error.message).toBe('The amount must be at most 1.000.000\u00a0€');
    expect(await purchaseRows(businessId)).toEqual([]);
  });
});

describe('a business in yen', () => {
  it('refuses decimals (yen have none) with a clear message and records whole yen', async () => {
    const { c, businessId, customer } = await shop({ currency: 'JPY', locale: 'ja-JP' });
    const res = await purchase(c, customer.id, 12.5);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('The amount must be a whole number: JPY has no decimal places');
    expect(res.body.error.details).toEqual({
      amount: ['The amount must be a whole number: JPY has no decimal places'],
    });
    expect(await purchaseRows(businessId)).toEqual([]);
    expect((await purchase(c, customer.id, 1250)).status).toBe(201);
    expect(await purchaseRows(businessId)).toEqual([{ amountMinor: 1250, currency: 'JPY' }]);
  });
});

describe('changing the currency', () => {
  it('starts in US dollars; with no purchases it changes at once, in the audit trail', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const before = await c.get('/api/settings');
    expect(before.body.money).toEqual({ currency: 'USD', locale: 'en-US', hasPurchases: false });
    const res = await c.patch('/api/settings/money', { currency: 'gbp', locale: 'en-gb' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ currency: 'GBP', locale: 'en-GB', hasPurchases: false });
    const audit = await t.db.select().from(businessAuditLog).where(eq(businessAuditLog.businessId, businessId));
    expect(audit.map((a) => [a.action, a.details])).toEqual([
      ['settings.money', { before: { currency: 'USD', locale: 'en-US' }, after: { currency: 'GBP', locale: 'en-GB' } }],
    ]);
  });

  it('refuses an unknown currency or locale with a clear message, changing nothing', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const bad = await c.patch('/api/settings/money', { currency: 'EURO', locale: 'en-US' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(MONEY_MESSAGES.invalidCurrency);
    const badLocale = await c.patch('/api/settings/money', { currency: 'EUR', locale: 'not a locale!' });
    expect(badLocale.status).toBe(400);
    expect(badLocale.body.error.message).toBe(MONEY_MESSAGES.invalidLocale);
    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, businessId));
    expect([row?.currency, row?.locale]).toEqual(['USD', 'en-US']);
  });

  it('asks first when purchases exist (409, nothing changed), then keeps old amounts in USD and counts only euros', async () => {
    const { c, businessId, customer } = await shop();
    expect((await purchase(c, customer.id, 10)).status).toBe(201);
    expect(await spendOf(c)).toEqual({ currency: 'USD', avgSpendPerVisit: 10, purchasesWithAmount: 1 });

    const refused = await c.patch('/api/settings/money', { currency: 'EUR', locale: 'en-IE' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'You have purchases recorded in USD. They keep their amounts in USD; new purchases will be recorded in EUR. Confirm to change the currency.',
    );
    const [unchanged] = await t.db.select().from(businesses).where(eq(businesses.id, businessId));
    expect([unchanged?.currency, unchanged?.locale]).toEqual(['USD', 'en-US']);
    // The locale alone needs no confirmation.
    expect((await c.patch('/api/settings/money', { currency: 'USD', locale: 'en-GB' })).status).toBe(200);

    const done = await c.patch('/api/settings/money', {
      currency: 'EUR',
      locale: 'en-IE',
      confirmCurrencyChange: true,
    });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ currency: 'EUR', locale: 'en-IE', hasPurchases: true });
    expect((await purchase(c, customer.id, 4)).status).toBe(201);
    expect(await purchaseRows(businessId)).toEqual([
      { amountMinor: 1000, currency: 'USD' },
      { amountMinor: 400, currency: 'EUR' },
    ]);
    const ledger = (await c.get(`/api/customers/${customer.id}/ledger`)).body.entries;
    expect(
      ledger
        .filter((e: { kind: string }) => e.kind === 'purchase')
        .map((e: { amount: number; currency: string }) => [e.amount, e.currency]),
    ).toEqual([
      [4, 'EUR'],
      [10, 'USD'],
    ]);
    // After the rebuild job: the dollars are a purchase without an amount in euros' analytics.
    const after = await eventually(async () => {
      const spend = await spendOf(c);
      return spend.purchasesWithAmount === 1 ? spend : null;
    });
    expect(after).toEqual({ currency: 'EUR', avgSpendPerVisit: 4, purchasesWithAmount: 1 });
    // The money settings' rows (the program made above has its own).
    const audit = await t.db
      .select()
      .from(businessAuditLog)
      .where(and(eq(businessAuditLog.businessId, businessId), eq(businessAuditLog.action, 'settings.money')))
      .orderBy(businessAuditLog.createdAt);
    expect(audit.map((a) => a.details)).toEqual([
      { before: { locale: 'en-US' }, after: { locale: 'en-GB' } },
      { before: { currency: 'USD', locale: 'en-GB' }, after: { currency: 'EUR', locale: 'en-IE' } },
    ]);
  });

  it('is each business’s own: another business’s change leaves it as it was', async () => {
    const a = await newBusiness(t);
    const b = await newBusiness(t);
    expect((await b.client.patch('/api/settings/money', { currency: 'CHF', locale: 'de-CH' })).status).toBe(200);
    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, a.businessId));
    expect([row?.currency, row?.locale]).toEqual(['USD', 'en-US']);
    expect((await a.client.get('/api/settings')).body.money.currency).toBe('USD');
  });
});

describe('sign-up', () => {
  it('keeps the currency and locale the browser proposed, and ignores unknown ones', async () => {
    const c = (await newBusiness(t)).client;
    const tiers = (await c.get('/api/tiers')).body.tiers as { id: string; name: string }[];
    const free = tiers.find((x) => x.name === 'Free')?.id;
    const signUp = async (money: { currency: string; locale: string }) => {
      const email = `money-${randomUUID()}@example.test`;
      const res = await t.app.request('/api/signup', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: new URL(t.deps.config.appUrl).origin },
        body: JSON.stringify({ companyName: 'Café', email, password: 'correct-horse-1', tierId: free, ...money }),
      });
      expect(res.status).toBe(201);
      const [row] = await t.db.select().from(businesses).where(eq(businesses.email, email));
      return [row?.currency, row?.locale];
    };
    expect(await signUp({ currency: 'EUR', locale: 'de-DE' })).toEqual(['EUR', 'de-DE']);
    expect(await signUp({ currency: 'XYZ', locale: '!!' })).toEqual(['USD', 'en-US']);
  });
});
