import {
  PORTAL_TILL_CLAIM_TRIES,
  TILL_MESSAGES,
  type TPortalDashboard,
  type TPortalTillClaimed,
  type TTillState,
} from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessAuditLog, customers, tillEvents, tillSales, transactions } from '../src/db/schema/index.ts';
import { addCustomer } from './factories/customers.ts';
import { randomPhone } from './factories/enrolment.ts';
import { newLocation } from './factories/locations.ts';
import { newProgram } from './factories/programs.ts';
import { client, eventually, newBusiness, startIsolatedTestApp, type TClient, type TTestApp } from './harness.ts';
import { startSquareStub, type TSquareStub } from './stubs/square-stub.ts';

let t: TTestApp;
let stub: TSquareStub;
beforeAll(async () => {
  stub = await startSquareStub();
  // Its own database on PostgreSQL: apps sharing one would settle each other's Square events without Square set up.
  t = await startIsolatedTestApp('tills_portal_claims', {
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

const CLAIM = '/api/portal/till-sales/claim';
const NOTIFICATION_URL = 'http://localhost:3000/webhooks/square';
const DAY_MS = 86_400_000;

/** Clicks "Connect Square", then Allow on the stub's consent page (as tills-square.test.ts does). */
async function consent(c: TClient, merchantId: string) {
  const start = await c.post('/api/integrations/square/connect');
  expect(start.status).toBe(200);
  stub.approveNext(merchantId);
  const html = await (await fetch(start.body.url)).text();
  const consentId = /name="consent" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const decided = await fetch(`${stub.url}/oauth2/authorize/decide`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ consent: consentId, decision: 'allow' }).toString(),
    redirect: 'manual',
  });
  const back = new URL(decided.headers.get('location') ?? '');
  const callback = await c.get(`${back.pathname}${back.search}`);
  expect(callback.headers.get('location')).toBe('/settings?square=connected#tills');
}

/** A Pro business with a points program (a point per dollar) and Square connected. */
async function connectedCafe(name = 'Blue Door Coffee') {
  const business = await newBusiness(t, { tierName: 'Pro', companyName: name });
  await newProgram(business.client);
  await newLocation(business.client, { name: 'Harbour Road' });
  const merchant = stub.addMerchant({ businessName: name, locations: ['Harbour Road'] });
  await consent(business.client, merchant.id);
  return { ...business, merchant };
}

/** Sends Square's event for a payment as Square would, signed with the subscription's key. */
async function deliver(merchantId: string, paymentId: string) {
  const body = stub.eventBody({ merchantId, type: 'payment.updated', paymentId });
  const res = await t.app.request('/webhooks/square', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-square-hmacsha256-signature': stub.sign(NOTIFICATION_URL, body) },
    body,
  });
  expect(res.status).toBe(200);
}

/** A sale of someone Square does not know, settled and waiting for its customer. */
async function waitingSale(cafe: Awaited<ReturnType<typeof connectedCafe>>, amount = 900) {
  const payment = stub.addPayment(cafe.merchant.id, { locationId: cafe.merchant.locationIds[0], amount });
  await deliver(cafe.merchant.id, payment.id);
  const sale = await eventually(async () => {
    const [row] = await t.db
      .select()
      .from(tillSales)
      .where(and(eq(tillSales.businessId, cafe.businessId), eq(tillSales.externalId, payment.id)));
    return row;
  });
  await eventually(async () => {
    const rows = await t.db.select().from(tillEvents).where(eq(tillEvents.businessId, cafe.businessId));
    return rows.every((r) => r.processedAt !== null);
  });
  expect(sale).toMatchObject({ customerId: null, actionId: null, receiptNumber: payment.receipt_number });
  return { payment, sale, receipt: payment.receipt_number };
}

/** A customer of the business with a portal PIN, signed in to the portal from a browser of their own. */
async function portalCustomer(business: { client: TClient }) {
  const phone = randomPhone();
  const customer = await addCustomer(business.client, { phone: phone.typed });
  expect((await business.client.put(`/api/customers/${customer.id}/pin`, { pin: '4821' })).status).toBe(204);
  const portal = client(t.app);
  const login = await portal.post('/api/portal/login', { phone: phone.typed, pin: '4821' });
  expect(login.body.status).toBe('signed_in');
  return { ...customer, portal };
}

const turnOn = (c: TClient, portalClaims = true) => c.patch<TTillState>('/api/integrations/square', { portalClaims });

const pointsOf = async (customerId: string) =>
  (await t.db.select({ points: customers.totalPoints }).from(customers).where(eq(customers.id, customerId)))[0]?.points;

const purchasesOf = async (businessId: string) =>
  (await t.db.select().from(transactions).where(eq(transactions.businessId, businessId))).filter(
    (r) => r.type === 'purchase',
  );

const saleRow = async (id: string) => (await t.db.select().from(tillSales).where(eq(tillSales.id, id)))[0];

function expectNotFound(res: { status: number; body: any }) {
  expect(res.status).toBe(404);
  expect(res.body.error.message).toBe(TILL_MESSAGES.portalSaleNotFound);
}

describe('Claiming a till sale in the portal', () => {
  it('is off until the owner turns it on for the till, audited; then the customer claims it by its receipt number', async () => {
    const cafe = await connectedCafe();
    const { sale, receipt } = await waitingSale(cafe);
    const maya = await portalCustomer(cafe);
    expect((await cafe.client.get<TTillState>('/api/integrations/tills')).body.square?.portalClaims).toBe(false);
    expect((await maya.portal.get<TPortalDashboard>('/api/portal/dashboard')).body.tillClaims).toBe(false);
    expectNotFound(await maya.portal.post(CLAIM, { receiptNumber: receipt }));

    const on = await turnOn(cafe.client);
    expect(on.status).toBe(200);
    expect(on.body.square?.portalClaims).toBe(true);
    const audit = await t.db.select().from(businessAuditLog).where(eq(businessAuditLog.businessId, cafe.businessId));
    expect(audit.find((a) => a.action === 'till.update')?.details).toMatchObject({ portalClaims: true });
    expect((await maya.portal.get<TPortalDashboard>('/api/portal/dashboard')).body.tillClaims).toBe(true);

    // As printed on the receipt, give or take: another case, a '#', spaces.
    const typed = `# ${receipt.slice(0, 2).toLowerCase()} ${receipt.slice(2).toUpperCase()} `;
    const claimed = await maya.portal.post<TPortalTillClaimed>(CLAIM, { receiptNumber: typed });
    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({
      provider: 'square',
      receiptNumber: receipt,
      amount: 9,
      currency: 'USD',
      gains: { points: 9, stamps: 0, rewardsEarned: [], redeemed: null },
    });
    expect(await pointsOf(maya.id)).toBe(9);
    const [head] = await purchasesOf(cafe.businessId);
    expect(head).toMatchObject({
      customerId: maya.id,
      amountMinor: 900,
      idempotencyKey: `till:square:${sale.externalId}`,
      staffUserId: null,
      counterStaffId: null,
    });
    expect(await saleRow(sale.id)).toMatchObject({ customerId: maya.id, actionId: head?.id });
    // It shows as her latest purchase, and no longer at the counter.
    const dashboard = (await maya.portal.get<TPortalDashboard>('/api/portal/dashboard')).body;
    expect(dashboard.recentActivity[0]).toMatchObject({
      kind: 'purchase',
      amount: 9,
      gains: { points: 9, stamps: 0, rewardsEarned: [], redeemed: null },
    });
    expect((await cafe.client.get('/api/till-sales')).body.sales).toEqual([]);
  });

  it('earns once: a second claim, by her or anyone else, and the counter after her, earn nothing more', async () => {
    const cafe = await connectedCafe();
    await turnOn(cafe.client);
    const { sale, receipt } = await waitingSale(cafe);
    const maya = await portalCustomer(cafe);
    const sam = await portalCustomer(cafe);
    expect((await maya.portal.post(CLAIM, { receiptNumber: receipt })).status).toBe(200);
    expectNotFound(await maya.portal.post(CLAIM, { receiptNumber: receipt }));
    expectNotFound(await sam.portal.post(CLAIM, { receiptNumber: `#${receipt}` }));
    const counter = await cafe.client.post(`/api/till-sales/${sale.id}/claim`, { customerId: sam.id });
    expect(counter.status).toBe(409);
    expect(counter.body.error.message).toBe(TILL_MESSAGES.saleClaimed);
    expect(await pointsOf(maya.id)).toBe(9);
    expect(await pointsOf(sam.id)).toBe(0);
    expect((await purchasesOf(cafe.businessId)).length).toBe(1);
  });

  it('earns once when two customers claim one sale at the same moment, or the counter got there first', async () => {
    const cafe = await connectedCafe();
    await turnOn(cafe.client);
    const { receipt } = await waitingSale(cafe);
    const maya = await portalCustomer(cafe);
    const sam = await portalCustomer(cafe);
    const answers = await Promise.all([
      maya.portal.post(CLAIM, { receiptNumber: receipt }),
      sam.portal.post(CLAIM, { receiptNumber: receipt }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
    expect((await pointsOf(maya.id)) + (await pointsOf(sam.id))).toBe(9);
    expect((await purchasesOf(cafe.businessId)).length).toBe(1);

    const second = await waitingSale(cafe, 1500);
    const staffClaim = await cafe.client.post(`/api/till-sales/${second.sale.id}/claim`, { customerId: sam.id });
    expect(staffClaim.status).toBe(201);
    expectNotFound(await maya.portal.post(CLAIM, { receiptNumber: second.receipt }));
    expect((await purchasesOf(cafe.businessId)).length).toBe(2);
  });

  it('never claims another business’s sale, even with claims on there and here', async () => {
    const cafe = await connectedCafe();
    await turnOn(cafe.client);
    const { sale, receipt } = await waitingSale(cafe);
    const other = await connectedCafe('Far Bakery');
    await turnOn(other.client);
    const stranger = await portalCustomer(other);
    expectNotFound(await stranger.portal.post(CLAIM, { receiptNumber: receipt }));
    expect(await saleRow(sale.id)).toMatchObject({ customerId: null, actionId: null });
    expect(await pointsOf(stranger.id)).toBe(0);
  });

  it('refuses a sale over 7 days old in plain words, and a refunded one as not found', async () => {
    const cafe = await connectedCafe();
    await turnOn(cafe.client);
    const maya = await portalCustomer(cafe);
    const old = await waitingSale(cafe);
    await t.db
      .update(tillSales)
      .set({ occurredAt: new Date(Date.now() - 8 * DAY_MS) })
      .where(eq(tillSales.id, old.sale.id));
    const tooOld = await maya.portal.post(CLAIM, { receiptNumber: old.receipt });
    expect(tooOld.status).toBe(409);
    expect(tooOld.body.error.message).toBe(TILL_MESSAGES.saleExpired);

    const refunded = await waitingSale(cafe, 1200);
    stub.refund(refunded.payment.id, 1200);
    await deliver(cafe.merchant.id, refunded.payment.id);
    await eventually(async () => (await saleRow(refunded.sale.id))?.refundedMinor === 1200);
    expectNotFound(await maya.portal.post(CLAIM, { receiptNumber: refunded.receipt }));
    expect(await pointsOf(maya.id)).toBe(0);
    // Turned off again: the waiting sale is the counter's alone.
    const fresh = await waitingSale(cafe, 700);
    await turnOn(cafe.client, false);
    expectNotFound(await maya.portal.post(CLAIM, { receiptNumber: fresh.receipt }));
  });

  it('tells two waiting sales of one number apart by its case, else sends the customer to the counter', async () => {
    const cafe = await connectedCafe();
    await turnOn(cafe.client);
    const maya = await portalCustomer(cafe);
    const first = await waitingSale(cafe, 800);
    const second = await waitingSale(cafe, 1100);
    const third = await waitingSale(cafe, 600);
    for (const [{ sale }, receiptNumber] of [
      [first, 'Ab12'],
      [second, 'aB12'],
      [third, 'aB12'],
    ] as const) {
      await t.db.update(tillSales).set({ receiptNumber }).where(eq(tillSales.id, sale.id));
    }
    const ambiguous = await maya.portal.post(CLAIM, { receiptNumber: 'ab12' });
    expect(ambiguous.status).toBe(409);
    expect(ambiguous.body.error.message).toBe(TILL_MESSAGES.portalSaleAmbiguous);
    const exact = await maya.portal.post<TPortalTillClaimed>(CLAIM, { receiptNumber: '#Ab12' });
    expect(exact.status).toBe(200);
    expect(exact.body.amount).toBe(8);
    expect(await saleRow(first.sale.id)).toMatchObject({ customerId: maya.id });
  });

  it('allows a few wrong numbers an hour, then refuses even the right one; an earning claim uses no try', async () => {
    const cafe = await connectedCafe();
    await turnOn(cafe.client);
    const maya = await portalCustomer(cafe);
    const first = await waitingSale(cafe);
    const second = await waitingSale(cafe, 500);
    expect((await maya.portal.post(CLAIM, { receiptNumber: first.receipt })).status).toBe(200);
    for (let i = 0; i < PORTAL_TILL_CLAIM_TRIES; i++) {
      expectNotFound(await maya.portal.post(CLAIM, { receiptNumber: `NOPE${i}` }));
    }
    const limited = await maya.portal.post(CLAIM, { receiptNumber: second.receipt });
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toBe(TILL_MESSAGES.portalTooManyTries);
    expect(await saleRow(second.sale.id)).toMatchObject({ actionId: null });
    // Her count is hers: another customer of the business still claims it.
    const sam = await portalCustomer(cafe);
    expect((await sam.portal.post(CLAIM, { receiptNumber: second.receipt })).status).toBe(200);
    expect(await pointsOf(maya.id)).toBe(9);
    expect(await pointsOf(sam.id)).toBe(5);
  });

  it('needs a portal session and a receipt number', async () => {
    const anonymous = await client(t.app).post(CLAIM, { receiptNumber: '1001' });
    expect(anonymous.status).toBe(401);
    const cafe = await connectedCafe();
    const maya = await portalCustomer(cafe);
    for (const receiptNumber of ['', ' # ']) {
      const empty = await maya.portal.post(CLAIM, { receiptNumber });
      expect(empty.status).toBe(400);
      expect(empty.body.error.message).toBe(TILL_MESSAGES.receiptNumberRequired);
    }
  });
});
