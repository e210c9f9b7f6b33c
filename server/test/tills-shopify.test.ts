import { SHOPIFY_MESSAGES, TILL_MESSAGES, type TTillState } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessAuditLog,
  businessKeys,
  customerConsents,
  customers,
  tillConnections,
  tillEvents,
  tillSales,
  transactions,
} from '../src/db/schema/index.ts';
import { addCustomer } from './factories/customers.ts';
import { newLocation } from './factories/locations.ts';
import { newProgram } from './factories/programs.ts';
import { eventually, newBusiness, startIsolatedTestApp, type TClient, type TTestApp } from './harness.ts';
import { startShopifyStub, type TShopifyStub, type TStubShop } from './stubs/shopify-stub.ts';

let t: TTestApp;
let stub: TShopifyStub;
beforeAll(async () => {
  stub = await startShopifyStub();
  // Its own database on PostgreSQL: apps sharing one would settle each other's Shopify events without Shopify set up.
  t = await startIsolatedTestApp('tills_shopify', {
    SHOPIFY_API_KEY: stub.apiKey,
    SHOPIFY_API_SECRET: stub.apiSecret,
    SHOPIFY_API_BASE: stub.url,
  });
});
afterAll(async () => {
  await t?.stop();
  await stub?.close();
});

const STATE = '/api/integrations/tills';
const WEBHOOK_URL = 'http://localhost:3000/webhooks/shopify';
/** Hands a webhook Shopify would POST to WEBHOOK_URL to the app in this process. */
const toApp = (url: string, init: RequestInit) => t.app.request(new URL(url).pathname, init);

/** Clicks "Connect Shopify" for the store, then "Install app" on the stub's page; answers where the callback sent us. */
async function install(c: TClient, shop: string): Promise<string> {
  const start = await c.post('/api/integrations/shopify/connect', { shop });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const page = await fetch(start.body.url);
  const html = await page.text();
  expect(html).toContain('Regulars would like to access your Shopify store');
  const consentId = /name="consent" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const decided = await fetch(`${stub.url}/${shop}/admin/oauth/authorize/decide`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ consent: consentId }).toString(),
    redirect: 'manual',
  });
  const back = new URL(decided.headers.get('location') ?? '');
  const callback = await c.get(`${back.pathname}${back.search}`);
  expect(callback.status).toBe(302);
  return callback.headers.get('location') ?? '';
}

/** A Pro business with a points program and a location named like the store's first Shopify location. */
async function connectedStore() {
  const business = await newBusiness(t, { tierName: 'Pro' });
  const program = await newProgram(business.client);
  const location = await newLocation(business.client, { name: 'Harbour Road' });
  const shop = stub.addShop({ name: 'Blue Door Goods', locations: ['Harbour Road', 'Market Stall'] });
  expect(await install(business.client, shop.domain)).toBe('/settings?shopify=connected#tills');
  return { ...business, program, location, shop };
}

/** Shopify's orders/paid for the order, signed as Shopify signs it. */
const orderPaid = (shop: TStubShop, orderId: string, webhookId?: string) =>
  stub.deliverToSubscribers({
    topic: 'orders/paid',
    domain: shop.domain,
    body: stub.orderWebhookBody(shop.domain, orderId),
    webhookId,
    send: toApp,
  });

const refunded = (shop: TStubShop, refund: { id: string }) =>
  stub.deliverToSubscribers({
    topic: 'refunds/create',
    domain: shop.domain,
    body: stub.refundWebhookBody(shop.domain, refund),
    send: toApp,
  });

async function settledSale(businessId: string, orderId: string, until: (s: typeof tillSales.$inferSelect) => boolean) {
  return eventually(async () => {
    const [sale] = await t.db
      .select()
      .from(tillSales)
      .where(
        and(eq(tillSales.businessId, businessId), eq(tillSales.provider, 'shopify'), eq(tillSales.externalId, orderId)),
      );
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

const purchasesOf = async (businessId: string, customerId: string) =>
  (
    await t.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.businessId, businessId), eq(transactions.customerId, customerId)))
      .orderBy(transactions.seq)
  ).filter((r) => r.type === 'purchase');

const auditOf = async (businessId: string) =>
  (await t.db.select().from(businessAuditLog).where(eq(businessAuditLog.businessId, businessId))).map((a) => a.action);

describe('Connecting Shopify', () => {
  it('checks the store address and the plan, and stores nothing when refused', async () => {
    const free = await newBusiness(t);
    const state = (await free.client.get<TTillState>(STATE)).body;
    expect(state).toMatchObject({ available: false, shopifyConfigured: true, shopify: null });
    const refused = await free.client.post('/api/integrations/shopify/connect', { shop: 'blue-door.myshopify.com' });
    expect(refused.status).toBe(403);
    const pro = await newBusiness(t, { tierName: 'Pro' });
    for (const shop of ['', 'blue door', 'https://example.com/shop', 'evil.com']) {
      const bad = await pro.client.post('/api/integrations/shopify/connect', { shop });
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toBe(SHOPIFY_MESSAGES.shopInvalid);
    }
    // Just the store's name, or its address with https:// and a slash, is its myshopify.com address.
    const named = await pro.client.post('/api/integrations/shopify/connect', { shop: 'Blue-Door' });
    expect(named.status).toBe(200);
    expect(new URL(named.body.url).pathname).toBe('/blue-door.myshopify.com/admin/oauth/authorize');
    expect(await t.db.select().from(tillConnections).where(eq(tillConnections.businessId, pro.businessId))).toEqual([]);
  });

  it('installs through the store’s page: token sealed, locations linked by name, webhooks subscribed, audited', async () => {
    const { client: c, businessId, location, shop } = await connectedStore();
    const state = (await c.get<TTillState>(STATE)).body;
    expect(state.shopify).toMatchObject({
      provider: 'shopify',
      accountName: 'Blue Door Goods',
      amountBasis: 'subtotal',
    });
    expect(state.shopify?.locations.map((l) => [l.name, l.locationId])).toEqual([
      ['Harbour Road', location.id],
      ['Market Stall', null],
    ]);
    expect(state.square).toBeNull();
    const [row] = await t.db.select().from(tillConnections).where(eq(tillConnections.businessId, businessId));
    const token = await t.deps.secrets.decrypt(row?.accessTokenEncrypted ?? '');
    expect(token).toMatch(/^shpat_/);
    expect(JSON.stringify(state)).not.toContain(token);
    expect(row?.accessTokenEncrypted).not.toContain(token);
    expect(
      stub
        .subscriptions(shop.domain)
        .map((s) => [s.topic, s.uri])
        .sort(),
    ).toEqual([
      ['APP_UNINSTALLED', WEBHOOK_URL],
      ['ORDERS_PAID', WEBHOOK_URL],
      ['REFUNDS_CREATE', WEBHOOK_URL],
    ]);
    expect(await auditOf(businessId)).toContain('till.connect');
    // The card's history is the audit trail's, in plain words.
    expect(state.shopify?.history).toEqual([
      { at: expect.any(String), what: 'Connected Shopify as Blue Door Goods', by: expect.any(String) },
    ]);
  });

  it('refuses a callback not started in this browser, and a store another business has connected', async () => {
    const first = await connectedStore();
    const other = await newBusiness(t, { tierName: 'Pro' });
    const forged = await other.client.get(
      `/api/integrations/shopify/callback?code=made-up&shop=${first.shop.domain}&state=made-up&timestamp=1&hmac=00`,
    );
    expect(forged.headers.get('location')).toBe('/settings?shopify=expired#tills');
    expect(await install(other.client, first.shop.domain)).toBe('/settings?shopify=taken#tills');
    expect((await other.client.get<TTillState>(STATE)).body.shopify).toBeNull();
    const [key] = await t.db
      .select()
      .from(businessKeys)
      .where(and(eq(businessKeys.kind, 'shopify_shop'), eq(businessKeys.key, first.shop.domain)));
    expect(key?.businessId).toBe(first.businessId);
  });

  it('changes the amount basis and location links; another business can neither read nor change them', async () => {
    const { client: c, shop } = await connectedStore();
    const stranger = await newBusiness(t, { tierName: 'Pro' });
    const theirs = await newLocation(stranger.client, { name: 'Elsewhere' });
    const stall = shop.locationIds[1] ?? '';
    const refused = await c.patch('/api/integrations/shopify', {
      amountBasis: 'total',
      locations: [{ externalId: stall, locationId: theirs.id }],
    });
    expect(refused.status).toBe(400);
    const unknown = await c.patch('/api/integrations/shopify', { locations: [{ externalId: '1', locationId: null }] });
    expect(unknown.body.error.message).toBe(SHOPIFY_MESSAGES.tillLocationUnknown);
    const mine = await newLocation(c, { name: 'Market' });
    const saved = await c.patch<TTillState>('/api/integrations/shopify', {
      amountBasis: 'total',
      locations: [{ externalId: stall, locationId: mine.id }],
    });
    expect(saved.body.shopify?.amountBasis).toBe('total');
    expect(saved.body.shopify?.locations.find((l) => l.externalId === stall)?.locationId).toBe(mine.id);
    expect((await stranger.client.get<TTillState>(STATE)).body.shopify).toBeNull();
    const theirPatch = await stranger.client.patch('/api/integrations/shopify', { amountBasis: 'subtotal' });
    expect(theirPatch.status).toBe(400);
    expect(theirPatch.body.error.message).toBe(SHOPIFY_MESSAGES.notConnected);
  });
  it('adds a Regulars location named like a Shopify location and counts its sales there, once', async () => {
    const { client: c, businessId, shop } = await connectedStore();
    const stall = shop.locationIds[1] ?? '';
    const path = `/api/integrations/shopify/locations/${stall}/location`;
    const made = await c.post<TTillState>(path);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const linked = made.body.shopify?.locations.find((l) => l.externalId === stall);
    const ours = (await c.get('/api/locations')).body.locations as { id: string; name: string }[];
    expect(ours.find((l) => l.id === linked?.locationId)?.name).toBe('Market Stall');
    expect(made.body.shopify?.history[0]?.what).toBe('Added “Market Stall” as one of your locations');
    // Again: the name is taken, and nothing changes.
    const again = await c.post(path);
    expect(again.status).toBe(409);
    expect((await c.get('/api/locations')).body.locations.length).toBe(ours.length);
    // Not this connection's location, or another business's: refused, nothing added.
    expect((await c.post('/api/integrations/shopify/locations/999/location')).status).toBe(400);
    const stranger = await newBusiness(t, { tierName: 'Pro' });
    const theirs = await stranger.client.post(path);
    expect(theirs.status).toBe(400);
    expect((await stranger.client.get('/api/locations')).body.locations).toEqual([]);
    expect(await auditOf(businessId)).toContain('location.create');
  });
});

describe('An order paid at Shopify', () => {
  it('earns once for the customer Shopify knows, on the subtotal, at the linked location, however often it arrives', async () => {
    const { client: c, businessId, location, shop } = await connectedStore();
    const customer = await addCustomer(c, { email: 'maya@example.test' });
    const order = stub.addOrder(shop.domain, {
      customer: { email: 'Maya@Example.test', firstName: 'Maya' },
      subtotal: 1100,
      tax: 100,
      tip: 200,
      lineItems: [{ title: 'Flat white', quantity: 2, totalMinor: 1100, productType: 'Coffee' }],
    });
    expect(await orderPaid(shop, order.id, 'wh-1')).toEqual([200]);
    // The same delivery again (Shopify retries with the same webhook id), and a second one of the same order.
    expect(await orderPaid(shop, order.id, 'wh-1')).toEqual([200]);
    await orderPaid(shop, order.id, 'wh-2');
    const sale = await settledSale(businessId, order.id, (s) => s.actionId !== null);
    await eventsSettled(businessId);
    expect(sale).toMatchObject({ customerId: customer.id, amountMinor: 1100, locationId: location.id });
    expect(sale.lineItems).toEqual([['Flat white', 2, 1100, 'Coffee']]);
    const heads = await purchasesOf(businessId, customer.id);
    expect(heads.length).toBe(1);
    expect(heads[0]).toMatchObject({ amountMinor: 1100, idempotencyKey: `till:shopify:${order.id}` });
    expect(heads[0]?.note).toBe(`Shopify sale · receipt ${order.name}`);
    expect(await pointsOf(customer.id)).toBe(11);
    expect((await t.db.select().from(tillEvents).where(eq(tillEvents.businessId, businessId))).length).toBe(2);
    expect((await c.get<TTillState>(STATE)).body.shopify?.salesEarned30d).toBe(1);
  });

  it('takes back in proportion on partial and full refunds, the refund arriving before the order too', async () => {
    const { client: c, businessId, shop } = await connectedStore();
    const customer = await addCustomer(c, { phone: '(415) 555-0188' });
    const order = stub.addOrder(shop.domain, { customer: { phone: '+14155550188' }, subtotal: 2000, source: 'web' });
    // The refund's webhook comes first: the order is read back as it is now, earns, then half is taken back.
    const half = stub.refund(shop.domain, order.id, 1000);
    await refunded(shop, half);
    const sale = await settledSale(businessId, order.id, (s) => s.refundedMinor === 1000);
    expect(sale.locationId).toBeNull();
    expect(await pointsOf(customer.id)).toBe(10);
    await orderPaid(shop, order.id);
    await eventsSettled(businessId);
    expect(await pointsOf(customer.id)).toBe(10);
    const rest = stub.refund(shop.domain, order.id, 1000);
    await refunded(shop, rest);
    await settledSale(businessId, order.id, (s) => s.refundedMinor === 2000);
    await eventsSettled(businessId);
    expect(await pointsOf(customer.id)).toBe(0);
    const notes = (
      await t.db
        .select({ note: transactions.note })
        .from(transactions)
        .where(and(eq(transactions.businessId, businessId), eq(transactions.customerId, customer.id)))
    ).map((r) => r.note);
    expect(notes.some((n) => n?.startsWith('Refund at Shopify: $10.00 of $20.00'))).toBe(true);
  });

  it('keeps an order of a customer Regulars does not know waiting; staff claim it once at the counter', async () => {
    const { client: c, businessId, shop } = await connectedStore();
    const order = stub.addOrder(shop.domain, { customer: { email: 'new@example.test' }, subtotal: 900 });
    await orderPaid(shop, order.id);
    const sale = await settledSale(businessId, order.id, () => true);
    await eventsSettled(businessId);
    expect(sale.actionId).toBeNull();
    const listed = (await c.get('/api/till-sales')).body.sales;
    expect(listed).toEqual([
      expect.objectContaining({ id: sale.id, provider: 'shopify', amount: 9, receiptNumber: order.name }),
    ]);
    const customer = await addCustomer(c);
    expect((await c.post(`/api/till-sales/${sale.id}/claim`, { customerId: customer.id })).status).toBe(201);
    expect((await c.post(`/api/till-sales/${sale.id}/claim`, { customerId: customer.id })).body.replayed).toBe(true);
    expect(await pointsOf(customer.id)).toBe(9);
    // Another business sees nothing of it and cannot claim it.
    const stranger = await newBusiness(t, { tierName: 'Pro' });
    expect((await stranger.client.get('/api/till-sales')).body.sales).toEqual([]);
    const theirs = await addCustomer(stranger.client);
    expect((await stranger.client.post(`/api/till-sales/${sale.id}/claim`, { customerId: theirs.id })).status).toBe(
      404,
    );
  });

  it('adds a new customer who agreed to marketing in Shopify, once, only when the owner turned it on', async () => {
    const { client: c, businessId, shop } = await connectedStore();
    const customersOf = () => t.db.select().from(customers).where(eq(customers.businessId, businessId));
    // Subscribed to SMS marketing, not to email.
    const ada = { email: 'ada@example.test', phone: '+14155550142', firstName: 'Ada', smsMarketing: true };
    // Off (the default): her order waits at the counter, and nobody is added.
    const early = stub.addOrder(shop.domain, { customer: ada, subtotal: 500 });
    await orderPaid(shop, early.id);
    expect(await settledSale(businessId, early.id, () => true)).toMatchObject({ customerId: null, actionId: null });
    await eventsSettled(businessId);
    expect(await customersOf()).toEqual([]);
    const on = await c.patch<TTillState>('/api/integrations/shopify', { createCustomers: true });
    expect(on.body.shopify?.createCustomers).toBe(true);
    // On: her next order, delivered twice at once, adds her once, opted in to SMS only, and earns for her.
    const paid = stub.addOrder(shop.domain, { customer: ada, subtotal: 1300 });
    await Promise.all([orderPaid(shop, paid.id, 'wh-a'), orderPaid(shop, paid.id, 'wh-b')]);
    const earned = await settledSale(businessId, paid.id, (s) => s.actionId !== null);
    await eventsSettled(businessId);
    expect(await customersOf()).toEqual([
      expect.objectContaining({
        id: earned.customerId,
        firstName: 'Ada',
        email: 'ada@example.test',
        phone: '+14155550142',
        optedInEmail: false,
        optedInSms: true,
      }),
    ]);
    const consents = await t.db.select().from(customerConsents).where(eq(customerConsents.businessId, businessId));
    expect(consents.map((k) => [k.customerId, k.channel, k.source])).toEqual([
      [earned.customerId, 'sms', 'till_shopify'],
    ]);
    expect(await pointsOf(earned.customerId ?? '')).toBe(13);
    // A buyer who did not subscribe is not added: their order waits.
    const declined = stub.addOrder(shop.domain, { customer: { email: 'no@example.test' }, subtotal: 700 });
    await orderPaid(shop, declined.id);
    expect(await settledSale(businessId, declined.id, () => true)).toMatchObject({ customerId: null, actionId: null });
    expect((await customersOf()).length).toBe(1);
  });

  it('refuses a forged signature with 401 and writes nothing; ignores a store nobody connected', async () => {
    const { businessId, shop } = await connectedStore();
    const order = stub.addOrder(shop.domain, { customer: { email: 'x@example.test' }, subtotal: 500 });
    const body = stub.orderWebhookBody(shop.domain, order.id);
    const forged = await stub.deliver({
      url: WEBHOOK_URL,
      topic: 'orders/paid',
      domain: shop.domain,
      body,
      forged: true,
      send: toApp,
    });
    expect(forged.status).toBe(401);
    expect(await t.db.select().from(tillEvents).where(eq(tillEvents.businessId, businessId))).toEqual([]);
    const nobody = stub.addShop({ name: 'Nobody’s Store' });
    const stray = stub.addOrder(nobody.domain, { subtotal: 500 });
    const answer = await stub.deliver({
      url: WEBHOOK_URL,
      topic: 'orders/paid',
      domain: nobody.domain,
      body: stub.orderWebhookBody(nobody.domain, stray.id),
      send: toApp,
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ received: true, duplicate: false });
  });

  it('brings in the 30 days before connecting once, for customers Regulars knows', async () => {
    const business = await newBusiness(t, { tierName: 'Pro' });
    await newProgram(business.client);
    const known = await addCustomer(business.client, { email: 'regular@example.test' });
    const shop = stub.addShop({ name: 'Backfill Bakery' });
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    stub.addOrder(shop.domain, { customer: { email: 'regular@example.test' }, subtotal: 700, createdAt: daysAgo(3) });
    stub.addOrder(shop.domain, { customer: { email: 'stranger@example.test' }, subtotal: 800, createdAt: daysAgo(4) });
    stub.addOrder(shop.domain, { customer: { email: 'regular@example.test' }, subtotal: 900, createdAt: daysAgo(45) });
    expect(await install(business.client, shop.domain)).toBe('/settings?shopify=connected#tills');
    const state = await eventually(async () => {
      const s = (await business.client.get<TTillState>(STATE)).body;
      return s.shopify?.backfill.at ? s : null;
    });
    expect(state.shopify?.backfill.salesEarned).toBe(1);
    expect(await pointsOf(known.id)).toBe(7);
    const [head] = await purchasesOf(business.businessId, known.id);
    expect(head?.note).toMatch(/^Shopify sale before connecting/);
  });
});

describe('Uninstalling, disconnecting and the compliance topics', () => {
  it('says on the state screen when the app is uninstalled from Shopify', async () => {
    const { client: c, businessId, shop } = await connectedStore();
    stub.revokeTokens(shop.domain);
    await stub.deliverToSubscribers({
      topic: 'app/uninstalled',
      domain: shop.domain,
      body: JSON.stringify({ id: 1, domain: shop.domain }),
      send: toApp,
    });
    await eventsSettled(businessId);
    expect((await c.get<TTillState>(STATE)).body.shopify?.lastError?.message).toBe(SHOPIFY_MESSAGES.uninstalled);
  });

  it('says so when the saved access can no longer be read (the server’s key changed), and earns nothing', async () => {
    const { client: c, businessId, shop } = await connectedStore();
    const customer = await addCustomer(c, { email: 'noor@example.test' });
    // Sealed with a key this server no longer has: what a lost or rotated SECRETS key leaves behind.
    await t.db
      .update(tillConnections)
      .set({ accessTokenEncrypted: 'v1:c2VhbGVkIGJ5IGFub3RoZXIga2V5:bm9uY2U=' })
      .where(and(eq(tillConnections.businessId, businessId), eq(tillConnections.provider, 'shopify')));
    const order = stub.addOrder(shop.domain, {
      customer: { email: 'noor@example.test', firstName: 'Noor' },
      subtotal: 900,
      lineItems: [{ title: 'Latte', quantity: 1, totalMinor: 900, productType: 'Coffee' }],
    });
    expect(await orderPaid(shop, order.id)).toEqual([200]);
    await eventsSettled(businessId);
    const state = (await c.get<TTillState>(STATE)).body.shopify;
    expect(state?.lastError?.message).toBe(TILL_MESSAGES.shopifyTokenUnreadable);
    expect(await purchasesOf(businessId, customer.id)).toEqual([]);
    expect(await pointsOf(customer.id)).toBe(0);
  });

  it('disconnects: the app is uninstalled from the store, the connection forgotten, audited', async () => {
    const { client: c, businessId, shop } = await connectedStore();
    expect(stub.isInstalled(shop.domain)).toBe(true);
    expect((await c.delete('/api/integrations/shopify')).status).toBe(204);
    expect(stub.isInstalled(shop.domain)).toBe(false);
    expect((await c.get<TTillState>(STATE)).body.shopify).toBeNull();
    expect(await t.db.select().from(businessKeys).where(eq(businessKeys.key, shop.domain))).toEqual([]);
    expect(await auditOf(businessId)).toContain('till.disconnect');
  });

  it('answers a customer data request and a redact from the data-rights features, and a shop redact', async () => {
    const { client: c, businessId, shop } = await connectedStore();
    const customer = await addCustomer(c, { email: 'ada@example.test' });
    const order = stub.addOrder(shop.domain, {
      customer: { email: 'ada@example.test' },
      subtotal: 600,
      lineItems: [{ title: 'Sourdough', quantity: 1, totalMinor: 600 }],
    });
    await orderPaid(shop, order.id);
    await settledSale(businessId, order.id, (s) => s.actionId !== null);
    const compliance = (topic: string, body: string) =>
      stub.deliver({ url: WEBHOOK_URL, topic, domain: shop.domain, body, send: toApp });

    expect((await compliance('customers/data_request', stub.customerDataRequestBody(shop.domain, order))).status).toBe(
      200,
    );
    await eventsSettled(businessId);
    expect(await auditOf(businessId)).toContain('till.data_request');
    const [latest] = (await c.get<TTillState>(STATE)).body.shopify?.history ?? [];
    expect(latest).toMatchObject({ what: 'Passed on a customer’s request for their data', by: 'Shopify' });

    expect((await compliance('customers/redact', stub.customerRedactBody(shop.domain, order))).status).toBe(200);
    await eventsSettled(businessId);
    const [asked] = await t.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(asked?.deletionRequestedAt).not.toBeNull();
    const requests = (await c.get('/api/customers/deletion-requests')).body.requests;
    expect(requests.map((r: { id: string }) => r.id)).toEqual([customer.id]);
    expect((await settledSale(businessId, order.id, () => true)).lineItems).toEqual([]);
    // What the request asked about is not kept once it is carried out.
    const events = await t.db.select().from(tillEvents).where(eq(tillEvents.businessId, businessId));
    expect(events.every((e) => e.request === null)).toBe(true);

    expect((await compliance('shop/redact', stub.shopRedactBody(shop.domain))).status).toBe(200);
    await eventsSettled(businessId);
    expect((await c.get<TTillState>(STATE)).body.shopify).toBeNull();
    expect(await auditOf(businessId)).toEqual(expect.arrayContaining(['till.customer_redact', 'till.shop_redact']));
    // The earn stays: it is the business's own loyalty history.
    expect(await pointsOf(customer.id)).toBe(6);
  });
});
