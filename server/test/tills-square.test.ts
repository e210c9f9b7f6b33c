import { TILL_MESSAGES, type TTillSalesToClaim, type TTillState, tillCurrencyMismatch } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessAuditLog,
  businessKeys,
  customerConsents,
  customerProgramProgress,
  customers,
  platformSettings,
  tillConnections,
  tillEvents,
  tillSales,
  transactions,
} from '../src/db/schema/index.ts';
import { checkLedger } from '../src/loyalty/check-ledger.ts';
import { settleTillSale, type TTillSaleFacts } from '../src/tills/settle-till-sale.ts';
import { newCounterDevice } from './factories/counter.ts';
import { addCustomer } from './factories/customers.ts';
import { newLocation } from './factories/locations.ts';
import { newProgram } from './factories/programs.ts';
import { eventually, newBusiness, startIsolatedTestApp, type TClient, type TTestApp } from './harness.ts';
import { startSquareStub, type TSquareStub } from './stubs/square-stub.ts';

let t: TTestApp;
let stub: TSquareStub;
beforeAll(async () => {
  stub = await startSquareStub();
  // Its own database on PostgreSQL: apps sharing one would settle each other's Square events without Square set up.
  t = await startIsolatedTestApp('tills_square', {
    SQUARE_APPLICATION_ID: stub.applicationId,
    SQUARE_APPLICATION_SECRET: stub.applicationSecret,
    SQUARE_ACCESS_TOKEN: stub.appAccessToken,
    SQUARE_API_BASE: stub.url,
  });
});
afterAll(async () => {
  await t?.stop();
  await stub?.close();
});

const STATE = '/api/integrations/tills';
const NOTIFICATION_URL = 'http://localhost:3000/webhooks/square';

/** Clicks "Connect Square", then Allow (or Deny) on the stub's consent page; answers where the callback sent us. */
async function consent(c: TClient, merchantId: string, decision: 'allow' | 'deny' = 'allow'): Promise<string> {
  const start = await c.post('/api/integrations/square/connect');
  expect(start.status).toBe(200);
  stub.approveNext(merchantId);
  const page = await fetch(start.body.url);
  const html = await page.text();
  expect(html).toContain('Regulars would like to access your Square account');
  const consentId = /name="consent" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const decided = await fetch(`${stub.url}/oauth2/authorize/decide`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ consent: consentId, decision }).toString(),
    redirect: 'manual',
  });
  const back = new URL(decided.headers.get('location') ?? '');
  const callback = await c.get(`${back.pathname}${back.search}`);
  expect(callback.status).toBe(302);
  return callback.headers.get('location') ?? '';
}

/** A Pro business with a points program and a location named like the seller's first Square location. */
async function connectedCafe() {
  const business = await newBusiness(t, { tierName: 'Pro' });
  const program = await newProgram(business.client);
  const location = await newLocation(business.client, { name: 'Harbour Road' });
  const merchant = stub.addMerchant({ businessName: 'Blue Door Coffee', locations: ['Harbour Road', 'Market Stall'] });
  expect(await consent(business.client, merchant.id)).toBe('/settings?square=connected#tills');
  return { ...business, program, location, merchant };
}

/** Sends Square's event for a payment as Square would, signed with the subscription's key. */
async function deliver(
  merchantId: string,
  type: 'payment.created' | 'payment.updated' | 'refund.updated' | 'oauth.authorization.revoked',
  ids: { paymentId?: string; refundId?: string; eventId?: string },
  { forged = false } = {},
) {
  const body = stub.eventBody({ merchantId, type, ...ids });
  const [subscription] = stub.subscriptions();
  const signature = forged ? stub.sign(NOTIFICATION_URL, body, 'not-the-key') : stub.sign(NOTIFICATION_URL, body);
  expect(subscription?.notification_url).toBe(NOTIFICATION_URL);
  const res = await t.app.request('/webhooks/square', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-square-hmacsha256-signature': signature },
    body,
  });
  return { status: res.status, body: (await res.json()) as { received?: true; duplicate?: boolean } };
}

const salesOf = (businessId: string) => t.db.select().from(tillSales).where(eq(tillSales.businessId, businessId));

async function settledSale(
  businessId: string,
  paymentId: string,
  until: (s: typeof tillSales.$inferSelect) => boolean,
) {
  return eventually(async () => {
    const [sale] = await t.db
      .select()
      .from(tillSales)
      .where(and(eq(tillSales.businessId, businessId), eq(tillSales.externalId, paymentId)));
    return sale && until(sale) ? sale : null;
  });
}

async function eventsSettled(businessId: string) {
  await eventually(async () => {
    const rows = await t.db.select().from(tillEvents).where(eq(tillEvents.businessId, businessId));
    return rows.length > 0 && rows.every((r) => r.processedAt !== null);
  });
}

const pointsOf = async (customerId: string) =>
  (await t.db.select({ points: customers.totalPoints }).from(customers).where(eq(customers.id, customerId)))[0]?.points;

const ledgerOf = (businessId: string, customerId: string) =>
  t.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.businessId, businessId), eq(transactions.customerId, customerId)))
    .orderBy(transactions.seq);

describe('Connecting Square', () => {
  it('is refused on the Free plan with the upgrade message, and stores nothing', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const state = (await c.get<TTillState>(STATE)).body;
    expect(state).toMatchObject({ available: false, squareConfigured: true, square: null });
    const res = await c.post('/api/integrations/square/connect');
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(TILL_MESSAGES.upgrade);
    expect(await t.db.select().from(tillConnections).where(eq(tillConnections.businessId, businessId))).toEqual([]);
  });

  it('connects through the consent page: tokens sealed, locations linked by name, the webhook subscribed, audited', async () => {
    const { client: c, businessId, location, merchant } = await connectedCafe();
    const state = (await c.get<TTillState>(STATE)).body;
    expect(state.square?.accountName).toBe('Blue Door Coffee');
    expect(state.square?.amountBasis).toBe('subtotal');
    expect(state.square?.locations.map((l) => [l.name, l.locationId])).toEqual([
      ['Harbour Road', location.id],
      ['Market Stall', null],
    ]);
    const text = JSON.stringify(state);
    const [row] = await t.db.select().from(tillConnections).where(eq(tillConnections.businessId, businessId));
    const issued = stub.tokensOf(merchant.id).access;
    expect(issued.length).toBe(1);
    // Never sent to the browser, never stored in the clear.
    expect(text).not.toContain(issued[0]);
    expect(row?.accessTokenEncrypted).not.toContain(issued[0]);
    expect(await t.deps.secrets.decrypt(row?.accessTokenEncrypted ?? '')).toBe(issued[0]);
    expect(stub.subscriptions().map((s) => s.notification_url)).toEqual([NOTIFICATION_URL]);
    const audit = await t.db.select().from(businessAuditLog).where(eq(businessAuditLog.businessId, businessId));
    expect(audit.map((a) => a.action)).toContain('till.connect');
  });

  it('says so when the owner denies access, or the callback was not started in this browser', async () => {
    const { client: c, businessId } = await newBusiness(t, { tierName: 'Pro' });
    const merchant = stub.addMerchant({ businessName: 'Denied Deli', locations: ['Front'] });
    expect(await consent(c, merchant.id, 'deny')).toBe('/settings?square=denied#tills');
    const forged = await c.get('/api/integrations/square/callback?code=sq0cgp-made-up&state=made-up');
    expect(forged.headers.get('location')).toBe('/settings?square=expired#tills');
    expect(await t.db.select().from(tillConnections).where(eq(tillConnections.businessId, businessId))).toEqual([]);
  });

  it('refuses a Square account another business has connected, so no sale earns twice', async () => {
    const first = await connectedCafe();
    const other = await newBusiness(t, { tierName: 'Pro' });
    expect(await consent(other.client, first.merchant.id)).toBe('/settings?square=taken#tills');
    expect((await other.client.get<TTillState>(STATE)).body.square).toBeNull();
    const [key] = await t.db
      .select()
      .from(businessKeys)
      .where(and(eq(businessKeys.kind, 'square_merchant'), eq(businessKeys.key, first.merchant.id)));
    expect(key?.businessId).toBe(first.businessId);
  });

  it('changes the amount basis and location links; a location of another business changes nothing', async () => {
    const { client: c, merchant } = await connectedCafe();
    const stranger = await newBusiness(t, { tierName: 'Pro' });
    const theirs = await newLocation(stranger.client, { name: 'Elsewhere' });
    const [, stall] = merchant.locationIds;
    const refused = await c.patch('/api/integrations/square', {
      amountBasis: 'total',
      locations: [{ externalId: stall, locationId: theirs.id }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(TILL_MESSAGES.locationUnknown);
    expect((await c.get<TTillState>(STATE)).body.square?.amountBasis).toBe('subtotal');
    const mine = await newLocation(c, { name: 'Market' });
    const saved = await c.patch<TTillState>('/api/integrations/square', {
      amountBasis: 'total',
      locations: [{ externalId: stall, locationId: mine.id }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.square?.amountBasis).toBe('total');
    expect(saved.body.square?.locations.find((l) => l.externalId === stall)?.locationId).toBe(mine.id);
    // Another business can neither read nor change this connection.
    expect((await stranger.client.get<TTillState>(STATE)).body.square).toBeNull();
    expect((await stranger.client.patch('/api/integrations/square', { amountBasis: 'subtotal' })).status).toBe(400);
  });
});

describe('A sale at Square', () => {
  it('earns once for the customer Square knows, on the subtotal, at the linked location, however often it arrives', async () => {
    const { client: c, businessId, location, merchant } = await connectedCafe();
    const customer = await addCustomer(c, { email: 'maya@example.test' });
    const squareCustomer = stub.addCustomer(merchant.id, { givenName: 'Maya', email: 'Maya@Example.test' });
    const payment = stub.addPayment(merchant.id, {
      locationId: merchant.locationIds[0],
      customerId: squareCustomer,
      amount: 1200,
      tax: 100,
      tip: 300,
      lineItems: [{ name: 'Flat white', quantity: 2, unitPrice: 550, category: 'Coffee' }],
    });
    const first = await deliver(merchant.id, 'payment.created', { paymentId: payment.id, eventId: 'evt-created' });
    expect(first).toEqual({ status: 200, body: { received: true, duplicate: false } });
    // The same event again, and another event of the same payment.
    expect(
      (await deliver(merchant.id, 'payment.created', { paymentId: payment.id, eventId: 'evt-created' })).body,
    ).toEqual({ received: true, duplicate: true });
    await deliver(merchant.id, 'payment.updated', { paymentId: payment.id, eventId: 'evt-updated' });
    const sale = await settledSale(businessId, payment.id, (s) => s.actionId !== null);
    await eventsSettled(businessId);
    expect(sale).toMatchObject({
      customerId: customer.id,
      amountMinor: 1100,
      locationId: location.id,
      currency: 'USD',
    });
    // Each line as Square totals it (its share of the tax included), with its category from the item library.
    expect(sale.lineItems).toEqual([['Flat white', 2, 1200, 'Coffee']]);
    const rows = await ledgerOf(businessId, customer.id);
    const heads = rows.filter((r) => r.type === 'purchase');
    expect(heads.length).toBe(1);
    expect(heads[0]).toMatchObject({
      amountMinor: 1100,
      locationId: location.id,
      idempotencyKey: `till:square:${payment.id}`,
    });
    expect(heads[0]?.note).toBe(`Square sale · receipt ${payment.receipt_number}`);
    expect(await pointsOf(customer.id)).toBe(11);
    expect((await salesOf(businessId)).length).toBe(1);
    const state = (await c.get<TTillState>(STATE)).body;
    expect(state.square?.salesEarned30d).toBe(1);
    expect(state.square?.lastSaleAt).not.toBeNull();
  });

  it('takes back in proportion on refunds, whatever order the events come in, never below zero silently', async () => {
    const { client: c, businessId, merchant } = await connectedCafe();
    const customer = await addCustomer(c, { phone: '(415) 555-0199' });
    const squareCustomer = stub.addCustomer(merchant.id, { phone: '+1 415-555-0199' });
    const payment = stub.addPayment(merchant.id, {
      locationId: merchant.locationIds[1],
      customerId: squareCustomer,
      amount: 2000,
    });
    // The refund's event arrives first: reading the payment back, the sale earns, then half is taken back.
    const half = stub.refund(payment.id, 1000);
    await deliver(merchant.id, 'refund.updated', { refundId: half.id });
    const halfDone = await settledSale(businessId, payment.id, (s) => s.refundedMinor === 1000);
    expect(halfDone.locationId).toBeNull();
    await eventsSettled(businessId);
    expect(await pointsOf(customer.id)).toBe(10);
    const rest = stub.refund(payment.id, 1000);
    await deliver(merchant.id, 'refund.updated', { refundId: rest.id });
    await deliver(merchant.id, 'payment.updated', { paymentId: payment.id });
    await settledSale(businessId, payment.id, (s) => s.refundedMinor === 2000);
    await eventsSettled(businessId);
    expect(await pointsOf(customer.id)).toBe(0);
    const refunds = (await ledgerOf(businessId, customer.id)).filter((r) => r.type === 'refund');
    expect(refunds.map((r) => r.points)).toEqual([-10, -10]);
    expect(refunds[1]?.note).toContain('Refund at Square: $20.00 of $20.00');
  });

  it('says what a refund could not take back when the points were already spent', async () => {
    const { client: c, businessId, merchant } = await connectedCafe();
    const customer = await addCustomer(c, { email: 'spent@example.test' });
    const payment = stub.addPayment(merchant.id, {
      locationId: merchant.locationIds[0],
      customerId: stub.addCustomer(merchant.id, { email: 'spent@example.test' }),
      amount: 1500,
    });
    await deliver(merchant.id, 'payment.updated', { paymentId: payment.id });
    await settledSale(businessId, payment.id, (s) => s.actionId !== null);
    expect(await pointsOf(customer.id)).toBe(15);
    // Spent meanwhile (as a redemption would): 10 of the 15 points are gone.
    await t.db
      .update(customerProgramProgress)
      .set({ pointsBalance: 5 })
      .where(
        and(eq(customerProgramProgress.businessId, businessId), eq(customerProgramProgress.customerId, customer.id)),
      );
    await t.db.update(customers).set({ totalPoints: 5 }).where(eq(customers.id, customer.id));
    stub.refund(payment.id, 1500);
    await deliver(merchant.id, 'payment.updated', { paymentId: payment.id });
    await settledSale(businessId, payment.id, (s) => s.refundedMinor === 1500);
    await eventsSettled(businessId);
    expect(await pointsOf(customer.id)).toBe(0);
    const [refund] = (await ledgerOf(businessId, customer.id)).filter((r) => r.type === 'refund');
    expect(refund?.points).toBe(-5);
    expect(refund?.note).toContain('10 points not taken back: already used');
  });

  it('keeps a sale of a customer Regulars does not know, waiting, without earning', async () => {
    const { client: c, businessId, merchant } = await connectedCafe();
    const payment = stub.addPayment(merchant.id, { locationId: merchant.locationIds[0], amount: 900 });
    await deliver(merchant.id, 'payment.updated', { paymentId: payment.id });
    const sale = await settledSale(businessId, payment.id, () => true);
    await eventsSettled(businessId);
    expect(sale).toMatchObject({ customerId: null, actionId: null, amountMinor: 900 });
    expect((await c.get<TTillState>(STATE)).body.square?.salesWaiting).toBe(1);
  });

  it('never adds a customer from a Square sale: Square does not say they agreed to marketing', async () => {
    const { client: c, businessId, merchant } = await connectedCafe();
    const on = await c.patch<TTillState>('/api/integrations/square', { createCustomers: true });
    expect(on.body.square?.createCustomers).toBe(true);
    const ada = stub.addCustomer(merchant.id, { givenName: 'Ada', email: 'ada@example.test' });
    const paid = stub.addPayment(merchant.id, { locationId: merchant.locationIds[0], customerId: ada, amount: 1200 });
    await deliver(merchant.id, 'payment.updated', { paymentId: paid.id });
    expect(await settledSale(businessId, paid.id, () => true)).toMatchObject({ customerId: null, actionId: null });
    await eventsSettled(businessId);
    expect(await t.db.select().from(customers).where(eq(customers.businessId, businessId))).toEqual([]);
  });

  it('adds one customer when two workers settle the same new sale at once', async () => {
    const { client: c, businessId } = await connectedCafe();
    await c.patch('/api/integrations/square', { createCustomers: true });
    const [connection] = await t.db.select().from(tillConnections).where(eq(tillConnections.businessId, businessId));
    // Both workers have read the sale's customer, and matched no one, before either adds them.
    let release = () => {};
    const bothRead = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reading = 0;
    const contact = { email: 'ray@example.test', phone: null, firstName: 'Ray', lastName: null };
    const facts: TTillSaleFacts = {
      provider: 'square',
      externalId: `race-${businessId}`,
      completed: true,
      currency: 'USD',
      paid: 800,
      refunded: 0,
      externalLocationId: null,
      receiptNumber: null,
      occurredAt: new Date(),
      details: async () => {
        if (++reading === 2) release();
        await bothRead;
        return { subtotal: 800, lineItems: [], contact: { ...contact, marketing: { email: true, sms: false } } };
      },
    };
    const region = t.deps.config.defaultPhoneRegion;
    const settle = () =>
      settleTillSale({ db: t.db, queue: t.deps.queue, connection: connection!, facts, region, canEarn: true });
    const [first, second] = await Promise.all([settle(), settle()]);
    const added = await t.db.select().from(customers).where(eq(customers.businessId, businessId));
    expect(added.map((a) => a.id)).toEqual([first?.customerId]);
    expect(second?.customerId).toBe(first?.customerId);
    const consents = await t.db.select().from(customerConsents).where(eq(customerConsents.businessId, businessId));
    expect(consents.length).toBe(1);
    expect(await pointsOf(added[0]?.id ?? '')).toBe(8);
  });

  it('keeps a sale in another currency than the business’s without earning, and says why', async () => {
    const { client: c, businessId, merchant } = await connectedCafe();
    const customer = await addCustomer(c, { email: 'euro@example.test' });
    const payment = stub.addPayment(merchant.id, {
      locationId: merchant.locationIds[0],
      customerId: stub.addCustomer(merchant.id, { email: 'euro@example.test' }),
      amount: 1000,
      currency: 'EUR',
    });
    await deliver(merchant.id, 'payment.updated', { paymentId: payment.id });
    const sale = await settledSale(businessId, payment.id, () => true);
    await eventsSettled(businessId);
    expect(sale).toMatchObject({ customerId: customer.id, actionId: null, currency: 'EUR' });
    expect(await ledgerOf(businessId, customer.id)).toEqual([]);
    const message = tillCurrencyMismatch('EUR', 'USD');
    expect((await c.get<TTillState>(STATE)).body.square?.lastError?.message).toBe(message);
    const claim = await c.post(`/api/till-sales/${sale.id}/claim`, { customerId: customer.id });
    expect(claim.status).toBe(409);
    expect(claim.body.error.message).toBe(message);
  });

  it('refuses a forged signature with 401 and writes nothing', async () => {
    const { businessId, merchant } = await connectedCafe();
    const payment = stub.addPayment(merchant.id, { locationId: merchant.locationIds[0], amount: 500 });
    const forged = await deliver(merchant.id, 'payment.updated', { paymentId: payment.id }, { forged: true });
    expect(forged.status).toBe(401);
    expect(await t.db.select().from(tillEvents).where(eq(tillEvents.businessId, businessId))).toEqual([]);
  });

  it('stores a burst of webhooks once each: the same event twice in it is a duplicate, and every sale earns once', async () => {
    const { client: c, businessId, merchant } = await connectedCafe();
    const payments = [];
    for (let i = 0; i < 12; i++) {
      const email = `burst-${i}@example.test`;
      await addCustomer(c, { email });
      const squareCustomer = stub.addCustomer(merchant.id, { email });
      payments.push(
        stub.addPayment(merchant.id, { locationId: merchant.locationIds[0], customerId: squareCustomer, amount: 800 }),
      );
    }
    // All at once, as a busy seller's webhooks arrive: they share the stores in flight.
    const answers = await Promise.all([
      ...payments.map((p, i) =>
        deliver(merchant.id, 'payment.updated', { paymentId: p.id, eventId: `evt-burst-${i}` }),
      ),
      deliver(merchant.id, 'payment.updated', { paymentId: payments[3]?.id, eventId: 'evt-burst-3' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual(Array(13).fill(200));
    expect(answers.filter((a) => a.body.duplicate).length).toBe(1);
    await eventsSettled(businessId);
    expect((await t.db.select().from(tillEvents).where(eq(tillEvents.businessId, businessId))).length).toBe(12);
    const sales = await eventually(async () => {
      const rows = await salesOf(businessId);
      return rows.length === 12 && rows.every((r) => r.actionId !== null) ? rows : null;
    });
    expect(new Set(sales.map((s) => s.externalId))).toEqual(new Set(payments.map((p) => p.id)));
    const heads = await t.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.businessId, businessId), eq(transactions.type, 'purchase')));
    expect(heads.length).toBe(12);
  });

  it('stores the other events of a burst when one of them cannot be stored', async () => {
    const { businessId, merchant } = await connectedCafe();
    const payments = Array.from({ length: 4 }, () =>
      stub.addPayment(merchant.id, { locationId: merchant.locationIds[0], amount: 500 }),
    );
    // A NUL character is valid JSON and signed, but no PostgreSQL text can hold it: that one store fails.
    const answers = await Promise.all(
      payments.map((p, i) =>
        deliver(merchant.id, 'payment.updated', { paymentId: p.id, eventId: i === 1 ? 'evt-\u0000' : `evt-ok-${i}` }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 500, 200, 200]);
    const stored = await t.db.select().from(tillEvents).where(eq(tillEvents.businessId, businessId));
    expect(stored.map((e) => e.eventId).sort()).toEqual(['evt-ok-0', 'evt-ok-2', 'evt-ok-3']);
  });

  it('checks webhooks against a signature key Square gave since, at once', async () => {
    const { businessId, merchant } = await connectedCafe();
    const payment = stub.addPayment(merchant.id, { locationId: merchant.locationIds[0], amount: 500 });
    // The current key is now the one this process checks with.
    expect((await deliver(merchant.id, 'payment.updated', { paymentId: payment.id })).status).toBe(200);
    const where = eq(platformSettings.key, 'square.webhook_subscription');
    const [before] = await t.db.select().from(platformSettings).where(where);
    const stored = JSON.parse(before?.value ?? '{}');
    const value = JSON.stringify({ ...stored, signatureKeySealed: await t.deps.secrets.encrypt('a-newer-key') });
    await t.db.update(platformSettings).set({ value }).where(where);
    try {
      const body = stub.eventBody({ merchantId: merchant.id, type: 'payment.updated', paymentId: payment.id });
      const res = await t.app.request('/webhooks/square', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-square-hmacsha256-signature': stub.sign(NOTIFICATION_URL, body, 'a-newer-key'),
        },
        body,
      });
      expect(res.status).toBe(200);
      expect((await t.db.select().from(tillEvents).where(eq(tillEvents.businessId, businessId))).length).toBe(2);
    } finally {
      await t.db
        .update(platformSettings)
        .set({ value: before?.value ?? '' })
        .where(where);
    }
  });

  it('records on the state screen when Square revokes access from its side', async () => {
    const { client: c, merchant } = await connectedCafe();
    await deliver(merchant.id, 'oauth.authorization.revoked', {});
    const state = await eventually(async () => {
      const body = (await c.get<TTillState>(STATE)).body;
      return body.square?.lastError ? body : null;
    });
    expect(state.square?.lastError?.message).toBe(TILL_MESSAGES.tokenRefused);
  });
});

describe('A saved access that can no longer be read', () => {
  it('says so on the state screen (the server’s key changed) and earns nothing from the sale', async () => {
    const { client: c, businessId, merchant } = await connectedCafe();
    // Sealed with a key this server no longer has: what a lost or rotated SECRETS key leaves behind.
    await t.db
      .update(tillConnections)
      .set({ accessTokenEncrypted: 'v1:c2VhbGVkIGJ5IGFub3RoZXIga2V5:bm9uY2U=' })
      .where(and(eq(tillConnections.businessId, businessId), eq(tillConnections.provider, 'square')));
    const payment = stub.addPayment(merchant.id, { locationId: merchant.locationIds[0], amount: 900 });
    expect((await deliver(merchant.id, 'payment.updated', { paymentId: payment.id })).status).toBe(200);
    const state = await eventually(async () => {
      const body = (await c.get<TTillState>(STATE)).body;
      return body.square?.lastError ? body : null;
    });
    expect(state.square?.lastError?.message).toBe(TILL_MESSAGES.tokenUnreadable);
    expect(await salesOf(businessId)).toEqual([]);
  });
});

describe('Till sales to claim at the counter', () => {
  /** A connected café with one sale from someone Square does not know, settled and waiting. */
  async function waitingSale() {
    const cafe = await connectedCafe();
    const payment = stub.addPayment(cafe.merchant.id, { locationId: cafe.merchant.locationIds[0], amount: 900 });
    await deliver(cafe.merchant.id, 'payment.updated', { paymentId: payment.id });
    const sale = await settledSale(cafe.businessId, payment.id, () => true);
    await eventsSettled(cafe.businessId);
    return { ...cafe, payment, sale };
  }

  it('lists the sale, and a counter device claims it for a customer in one tap: it earns once, with who claimed it', async () => {
    const { client: c, businessId, location, payment, sale } = await waitingSale();
    const customer = await addCustomer(c);
    const staff = await c.post('/api/counter/staff', { name: 'Kim Barista', pin: '4821' });
    expect(staff.status).toBe(201);
    const { device } = await newCounterDevice(t, c, { name: 'Front till', locationId: location.id });
    expect((await device.post('/api/counter/shift', { staffId: staff.body.staff.id, pin: '4821' })).status).toBe(200);
    const listed = (await device.get<TTillSalesToClaim>('/api/till-sales')).body.sales;
    expect(listed).toEqual([
      expect.objectContaining({
        id: sale.id,
        amount: 9,
        currency: 'USD',
        receiptNumber: payment.receipt_number,
        locationName: 'Harbour Road',
      }),
    ]);
    const claimed = await device.post(`/api/till-sales/${sale.id}/claim`, { customerId: customer.id });
    expect(claimed.status).toBe(201);
    expect(claimed.body.standing.customer.totalPoints).toBe(9);
    const [head] = (await ledgerOf(businessId, customer.id)).filter((r) => r.type === 'purchase');
    expect(head).toMatchObject({ counterStaffId: staff.body.staff.id, locationId: location.id, amountMinor: 900 });
    expect((await device.get<TTillSalesToClaim>('/api/till-sales')).body.sales).toEqual([]);
    // The same claim again answers the first; another customer is refused; nothing earns twice.
    const again = await device.post(`/api/till-sales/${sale.id}/claim`, { customerId: customer.id });
    expect(again.body.replayed).toBe(true);
    const other = await addCustomer(c);
    const refused = await device.post(`/api/till-sales/${sale.id}/claim`, { customerId: other.id });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(TILL_MESSAGES.saleClaimed);
    expect(await pointsOf(customer.id)).toBe(9);
    expect(await pointsOf(other.id)).toBe(0);
  });

  it('earns with the multipliers of when the sale happened at the till, not of when it is claimed', async () => {
    const { client: c, businessId, sale } = await waitingSale();
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
    await t.db.update(tillSales).set({ occurredAt: threeDaysAgo }).where(eq(tillSales.id, sale.id));
    const day = threeDaysAgo.toISOString().slice(0, 10);
    const rule = { kind: 'double_days', name: 'Double points', factor: 2, startsOn: day, endsOn: day };
    expect((await c.post('/api/multipliers', rule)).status).toBe(201);
    const customer = await addCustomer(c);
    const claimed = await c.post(`/api/till-sales/${sale.id}/claim`, { customerId: customer.id });
    expect(claimed.status).toBe(201);
    expect(claimed.body.changes).toEqual(['+18 points (×2 Double points)']);
    // Today is not a double-points day: the standing shows none.
    expect(claimed.body.standing.multipliers).toBeNull();
    expect(await pointsOf(customer.id)).toBe(18);
    expect(await checkLedger({ db: t.db, businessId })).toEqual([]);
  });

  it("gives a category bonus on the share of the sale its category's lines came to", async () => {
    const cafe = await connectedCafe();
    const rule = { kind: 'category', name: 'Coffee bonus', factor: 2, category: 'coffee' };
    expect((await cafe.client.post('/api/multipliers', rule)).status).toBe(201);
    const payment = stub.addPayment(cafe.merchant.id, {
      locationId: cafe.merchant.locationIds[0] ?? '',
      amount: 1000,
      lineItems: [
        { name: 'Latte', quantity: 2, unitPrice: 300, category: 'Coffee' },
        { name: 'Muffin', quantity: 1, unitPrice: 400 },
      ],
    });
    await deliver(cafe.merchant.id, 'payment.updated', { paymentId: payment.id });
    const sale = await settledSale(cafe.businessId, payment.id, () => true);
    await eventsSettled(cafe.businessId);
    const customer = await addCustomer(cafe.client);
    const claimed = await cafe.client.post(`/api/till-sales/${sale.id}/claim`, { customerId: customer.id });
    expect(claimed.status).toBe(201);
    // $6 of coffee at ×2 and $4 of the rest: 12 + 4 points.
    expect(claimed.body.changes).toEqual(['+16 points (×2 Coffee bonus on $6.00)']);
    expect(await pointsOf(customer.id)).toBe(16);
  });

  it('never shows or claims another business’s sales, and needs a customer', async () => {
    const { client: c, sale } = await waitingSale();
    const stranger = await newBusiness(t, { tierName: 'Pro' });
    const theirCustomer = await addCustomer(stranger.client);
    expect((await stranger.client.get<TTillSalesToClaim>('/api/till-sales')).body.sales).toEqual([]);
    const taken = await stranger.client.post(`/api/till-sales/${sale.id}/claim`, { customerId: theirCustomer.id });
    expect(taken.status).toBe(404);
    expect(taken.body.error.message).toBe(TILL_MESSAGES.saleNotFound);
    // Nor can this business claim it for the other business's customer.
    expect((await c.post(`/api/till-sales/${sale.id}/claim`, { customerId: theirCustomer.id })).status).toBe(404);
    const missing = await c.post(`/api/till-sales/${sale.id}/claim`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Choose the customer this sale belongs to');
    expect((await c.get<TTillSalesToClaim>('/api/till-sales')).body.sales.map((s) => s.id)).toEqual([sale.id]);
  });

  it('refuses a sale refunded at the till or older than 7 days', async () => {
    const { client: c, businessId, merchant, payment, sale } = await waitingSale();
    const customer = await addCustomer(c);
    await t.db
      .update(tillSales)
      .set({ occurredAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(and(eq(tillSales.businessId, businessId), eq(tillSales.id, sale.id)));
    const old = await c.post(`/api/till-sales/${sale.id}/claim`, { customerId: customer.id });
    expect(old.status).toBe(409);
    expect(old.body.error.message).toBe(TILL_MESSAGES.saleExpired);
    stub.refund(payment.id, 900);
    await deliver(merchant.id, 'payment.updated', { paymentId: payment.id });
    await settledSale(businessId, payment.id, (s) => s.refundedMinor === 900);
    const refunded = await c.post(`/api/till-sales/${sale.id}/claim`, { customerId: customer.id });
    expect(refunded.body.error.message).toBe(TILL_MESSAGES.saleRefunded);
    expect(await pointsOf(customer.id)).toBe(0);
  });
});

describe('The 30 days before connecting', () => {
  it('earn once for the customers Regulars knows, marked as brought in, and not again on reconnecting', async () => {
    const { client: c, businessId } = await newBusiness(t, { tierName: 'Pro' });
    await newProgram(c);
    const known = await addCustomer(c, { email: 'before@example.test' });
    const merchant = stub.addMerchant({ businessName: 'Old Mill Bakery', locations: ['Mill'] });
    const [mill] = merchant.locationIds;
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    const theirs = stub.addCustomer(merchant.id, { email: 'before@example.test' });
    const stranger = stub.addCustomer(merchant.id, { email: 'nobody@example.test' });
    const recent = stub.addPayment(merchant.id, {
      locationId: mill,
      customerId: theirs,
      amount: 800,
      createdAt: daysAgo(10),
    });
    stub.addPayment(merchant.id, { locationId: mill, customerId: theirs, amount: 900, createdAt: daysAgo(40) });
    stub.addPayment(merchant.id, { locationId: mill, customerId: stranger, amount: 700, createdAt: daysAgo(5) });
    stub.addPayment(merchant.id, { locationId: mill, amount: 600, createdAt: daysAgo(3) });
    expect(await consent(c, merchant.id)).toBe('/settings?square=connected#tills');
    const state = await eventually(async () => {
      const body = (await c.get<TTillState>(STATE)).body;
      return body.square?.backfill.at ? body : null;
    });
    expect(state.square?.backfill.salesEarned).toBe(1);
    // Only the known customer's sale of the last 30 days: not the older one, not a stranger's, not an anonymous one.
    expect((await salesOf(businessId)).map((s) => [s.externalId, s.backfilled])).toEqual([[recent.id, true]]);
    expect(await pointsOf(known.id)).toBe(8);
    const [head] = (await ledgerOf(businessId, known.id)).filter((r) => r.type === 'purchase');
    expect(head?.note).toBe(`Square sale before connecting · receipt ${recent.receipt_number}`);
    expect(state.square?.salesWaiting).toBe(0);
    // Reconnecting the same account queues nothing: the backfill stays done, its sale earned once.
    expect(await consent(c, merchant.id)).toBe('/settings?square=connected#tills');
    const again = (await c.get<TTillState>(STATE)).body;
    expect(again.square?.backfill).toEqual(state.square?.backfill);
    expect(await pointsOf(known.id)).toBe(8);
  });
});

describe('Disconnecting Square', () => {
  it('revokes the access at Square, forgets the connection, and ignores the seller’s later sales', async () => {
    const { client: c, businessId, merchant } = await connectedCafe();
    expect((await c.delete('/api/integrations/square')).status).toBe(204);
    expect(stub.tokensOf(merchant.id).revoked.length).toBe(1);
    expect((await c.get<TTillState>(STATE)).body.square).toBeNull();
    const key = await t.db
      .select()
      .from(businessKeys)
      .where(and(eq(businessKeys.kind, 'square_merchant'), eq(businessKeys.key, merchant.id)));
    expect(key).toEqual([]);
    const payment = stub.addPayment(merchant.id, { locationId: merchant.locationIds[0], amount: 700 });
    const later = await deliver(merchant.id, 'payment.updated', { paymentId: payment.id });
    expect(later).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(await t.db.select().from(tillEvents).where(eq(tillEvents.businessId, businessId))).toEqual([]);
    const audit = await t.db.select().from(businessAuditLog).where(eq(businessAuditLog.businessId, businessId));
    expect(audit.map((a) => a.action)).toContain('till.disconnect');
  });
});
