import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import '@shopify/shopify-api/adapters/web-api';
import { ApiVersion, LogSeverity, type Shopify, shopifyApi } from '@shopify/shopify-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopifyStub, type TShopifyStub } from './stubs/shopify-stub.ts';

/**
 * The Shopify stub checked against what Shopify documents and what `@shopify/shopify-api` verifies (the install
 * redirect's HMAC, a webhook's signature), with requests made as the library makes them (paths, headers, bodies).
 */
let stub: TShopifyStub;
let shopify: Shopify;
let receiver: http.Server;
let hookUrl: string;
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
const REDIRECT = 'https://app.example/api/integrations/shopify/callback';
const SCOPES = 'read_orders,read_customers,read_locations,read_products';

beforeAll(async () => {
  stub = await startShopifyStub();
  shopify = shopifyApi({
    apiKey: stub.apiKey,
    apiSecretKey: stub.apiSecret,
    scopes: SCOPES.split(','),
    hostName: 'app.example',
    apiVersion: ApiVersion.October25,
    isEmbeddedApp: false,
    logger: { level: LogSeverity.Error, log: async () => {}, httpRequests: false, timestamps: false },
  });
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/shopify`;
});
afterAll(async () => {
  await stub?.close();
  await new Promise<void>((resolve) => receiver?.close(() => resolve()));
});

const authorizeUrl = (domain: string, clientId = stub.apiKey) =>
  `${stub.url}/${domain}/admin/oauth/authorize?${new URLSearchParams({
    client_id: clientId,
    scope: SCOPES,
    redirect_uri: REDIRECT,
    state: 'st-1',
    'grant_options[]': '',
  })}`;

/** Walks the consent page as a browser would: its HTML and the redirect back to the app. */
async function consent(domain: string) {
  const page = await fetch(authorizeUrl(domain));
  expect(page.status).toBe(200);
  const html = await page.text();
  const form = new URLSearchParams({ consent: /name="consent" value="([^"]+)"/.exec(html)?.[1] ?? '' });
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  const answer = await fetch(`${stub.url}${action}`, { method: 'POST', body: form, redirect: 'manual' });
  expect(answer.status).toBe(302);
  return { html, redirect: new URL(answer.headers.get('location') ?? '') };
}

const exchange = (domain: string, code: string, secret = stub.apiSecret) =>
  fetch(`${stub.url}/${domain}/admin/oauth/access_token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ client_id: stub.apiKey, client_secret: secret, code, expiring: '0' }),
  });

/** A store installed through the consent flow: its offline access token. */
async function install(domain: string) {
  const { redirect } = await consent(domain);
  const answer = await exchange(domain, redirect.searchParams.get('code') ?? '');
  return ((await answer.json()) as { access_token: string }).access_token;
}

const graphql = async (domain: string, token: string, query: string, variables: object = {}) => {
  const answer = await fetch(`${stub.url}/${domain}/admin/api/${stub.apiVersion}/graphql.json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Shopify-Access-Token': token },
    body: JSON.stringify({ query, variables }),
  });
  return { status: answer.status, json: (await answer.json()) as Record<string, any> };
};
const ORDER_QUERY = 'query RegularsOrder($id: ID!) { order(id: $id) { id } }';
const orderOf = async (domain: string, token: string, id: string) =>
  (await graphql(domain, token, ORDER_QUERY, { id: `gid://shopify/Order/${id}` })).json.data.order;

describe('install', () => {
  it('shows a consent page, redirects with a Shopify-signed query and exchanges the code once', async () => {
    const store = stub.addShop({ name: 'Blue Door Coffee & Co' });
    expect(store.domain).toMatch(/^blue-door-coffee-co-[a-f0-9]{4}\.myshopify\.com$/);
    const unknown = await fetch(authorizeUrl('nowhere.myshopify.com'));
    expect([unknown.status, await unknown.text()]).toEqual([400, expect.stringContaining('Unknown shop')]);
    const wrongApp = await fetch(authorizeUrl(store.domain, 'someone-else'));
    expect([wrongApp.status, await wrongApp.text()]).toEqual([400, expect.stringContaining('Invalid client_id')]);

    const { html, redirect } = await consent(store.domain);
    expect(html).toContain('<title>Install Regulars</title>');
    expect(html).toContain('Regulars would like to access your Shopify store Blue Door Coffee &#38; Co');
    expect(html).toContain('<li>read_orders</li>');
    expect(html).toContain('<button type="submit">Install app</button>');
    expect(`${redirect.origin}${redirect.pathname}`).toBe(REDIRECT);
    const q = redirect.searchParams;
    expect([...q.keys()]).toEqual(['code', 'hmac', 'host', 'shop', 'state', 'timestamp']);
    expect([q.get('shop'), q.get('state')]).toEqual([store.domain, 'st-1']);
    expect(Buffer.from(q.get('host') ?? '', 'base64').toString()).toBe(`${store.domain}/admin`);
    expect(Math.abs(Number(q.get('timestamp')) - Date.now() / 1000)).toBeLessThan(5);
    const signed = [...q].filter(([k]) => k !== 'hmac').sort(([a], [b]) => a.localeCompare(b));
    const hmac = createHmac('sha256', stub.apiSecret).update(new URLSearchParams(signed).toString()).digest('hex');
    expect(q.get('hmac')).toBe(hmac);
    expect(await shopify.utils.validateHmac(Object.fromEntries(q))).toBe(true);
    expect(await shopify.utils.validateHmac({ ...Object.fromEntries(q), state: 'st-2' })).toBe(false);

    const code = q.get('code') ?? '';
    expect((await exchange(store.domain, code, 'wrong-secret')).status).toBe(400);
    expect(stub.isInstalled(store.domain)).toBe(false);
    const first = await exchange(store.domain, code);
    expect(first.status).toBe(200);
    const granted = (await first.json()) as { access_token: string; scope: string };
    expect(granted).toEqual({ access_token: expect.stringMatching(/^shpat_[a-f0-9]{32}$/), scope: SCOPES });
    const again = await exchange(store.domain, code);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'invalid_request' });
    expect(stub.isInstalled(store.domain)).toBe(true);
    expect(stub.calls('oauth/access_token')).toBe(3);
  });
});

describe('Admin GraphQL', () => {
  it('refuses a bad token and answers the shop, an order and the orders since a date', async () => {
    const store = stub.addShop({ name: 'Corner Cafe', currency: 'EUR', locations: ['Downtown', 'Airport'] });
    const other = stub.addShop({ name: 'Other' });
    const token = await install(store.domain);
    const shopQuery = 'query RegularsShop { shop { name currencyCode } locations(first: 250) { nodes { id name } } }';
    const refused = await graphql(store.domain, 'shpat_unknown', shopQuery);
    expect(refused).toEqual({ status: 401, json: { errors: expect.stringContaining('Invalid API key') } });
    expect((await graphql(other.domain, token, shopQuery)).status).toBe(401); // another store's token

    expect((await graphql(store.domain, token, shopQuery)).json).toEqual({
      data: {
        shop: { name: 'Corner Cafe', currencyCode: 'EUR' },
        locations: {
          nodes: [
            { id: `gid://shopify/Location/${store.locationIds[0]}`, name: 'Downtown' },
            { id: `gid://shopify/Location/${store.locationIds[1]}`, name: 'Airport' },
          ],
        },
      },
    });

    const customer = { email: 'ada@x.test', firstName: 'Ada', lastName: 'L', acceptsMarketing: true };
    const lineItems = [
      { title: 'Latte', quantity: 2, totalMinor: 900, productType: 'Coffee' },
      { title: 'Muffin', quantity: 1, totalMinor: 300 },
    ];
    const placed = { customer, subtotal: 1200, tax: 96, tip: 200, locationId: store.locationIds[1], lineItems };
    const made = stub.addOrder(store.domain, { ...placed, createdAt: '2026-10-28T10:00:00.000Z' });
    expect([made.id, made.name, made.total]).toEqual([expect.stringMatching(/^5\d{9}$/), '#1001', 1496]);
    const eur = (amount: string) => ({ shopMoney: { amount, currencyCode: 'EUR' } });
    expect(await orderOf(store.domain, token, made.id)).toEqual({
      id: `gid://shopify/Order/${made.id}`,
      legacyResourceId: made.id,
      name: '#1001',
      createdAt: '2026-10-28T10:00:00.000Z',
      processedAt: '2026-10-28T10:00:00.000Z',
      cancelledAt: null,
      displayFinancialStatus: 'PAID',
      sourceName: 'pos',
      currencyCode: 'EUR',
      subtotalPriceSet: eur('12.00'),
      totalPriceSet: eur('14.96'),
      totalTaxSet: eur('0.96'),
      totalTipReceivedSet: eur('2.00'),
      totalRefundedSet: eur('0.00'),
      retailLocation: { id: `gid://shopify/Location/${store.locationIds[1]}` },
      email: 'ada@x.test',
      phone: null,
      customer: {
        id: `gid://shopify/Customer/${made.customer?.id}`,
        firstName: 'Ada',
        lastName: 'L',
        defaultEmailAddress: { emailAddress: 'ada@x.test', marketingState: 'SUBSCRIBED' },
        defaultPhoneNumber: null,
      },
      lineItems: {
        nodes: [
          { title: 'Latte', quantity: 2, discountedTotalSet: eur('9.00'), product: { productType: 'Coffee' } },
          { title: 'Muffin', quantity: 1, discountedTotalSet: eur('3.00'), product: { productType: '' } },
        ],
      },
    });
    const theirs = stub.addOrder(other.domain, { subtotal: 100 });
    expect(await orderOf(store.domain, token, theirs.id)).toBeNull();

    for (let i = 0; i < 51; i += 1) {
      stub.addOrder(store.domain, { subtotal: 100, createdAt: new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString() });
    }
    const ordersQuery = 'query RegularsOrders($query: String!, $after: String) { orders { nodes { id } } }';
    const since = { query: "created_at:>='2026-10-29T00:00:00.000Z'", after: null };
    const first = (await graphql(store.domain, token, ordersQuery, since)).json.data.orders;
    expect([first.nodes.length, first.pageInfo.hasNextPage, first.nodes[0].createdAt]).toEqual([
      50,
      true,
      '2026-11-01T00:00:00.000Z',
    ]);
    const after = { ...since, after: first.pageInfo.endCursor };
    const second = (await graphql(store.domain, token, ordersQuery, after)).json.data.orders;
    expect([second.nodes.length, second.pageInfo.hasNextPage]).toEqual([1, false]);
    expect((await graphql(store.domain, token, 'query Nope { shop { id } }')).json).toEqual({
      errors: [{ message: 'Unknown operation in the Shopify stub: Nope' }],
    });
    expect([stub.calls('RegularsShop'), stub.calls('RegularsOrders')]).toEqual([3, 2]);
  });

  it('shows a refund in totalRefundedSet and the financial status', async () => {
    const store = stub.addShop({ name: 'Yen Shop', currency: 'JPY' });
    const token = await install(store.domain);
    const made = stub.addOrder(store.domain, { subtotal: 900, tax: 90, source: 'web' });
    expect(made.locationId).toBeNull();
    expect(stub.refund(store.domain, made.id, 400)).toEqual({
      id: expect.any(String),
      orderId: made.id,
      amountMinor: 400,
    });
    const partly = await orderOf(store.domain, token, made.id);
    expect([partly.totalRefundedSet.shopMoney.amount, partly.displayFinancialStatus]).toEqual([
      '400',
      'PARTIALLY_REFUNDED',
    ]);
    const rest = stub.refund(store.domain, made.id, 10_000);
    expect(rest.amountMinor).toBe(590); // capped at what is left of the total
    const refunded = await orderOf(store.domain, token, made.id);
    expect([refunded.totalRefundedSet.shopMoney.amount, refunded.displayFinancialStatus]).toEqual(['990', 'REFUNDED']);
    expect(JSON.parse(stub.refundWebhookBody(store.domain, rest))).toMatchObject({
      order_id: Number(made.id),
      refund_line_items: [],
      transactions: [{ amount: '590', kind: 'refund', status: 'success' }],
    });
    expect(JSON.parse(stub.orderWebhookBody(store.domain, made.id))).toMatchObject({
      id: Number(made.id),
      financial_status: 'refunded',
      total_price: '990',
      source_name: 'web',
      location_id: null,
    });
  });
});

describe('webhooks', () => {
  it('delivers signed as Shopify signs, to the subscriptions the app made; forged ones do not verify', async () => {
    const store = stub.addShop({ name: 'Hooked' });
    const token = await install(store.domain);
    const create = 'mutation RegularsWebhookCreate($topic: WebhookSubscriptionTopic!, $uri: String!) { x }';
    const made = await graphql(store.domain, token, create, { topic: 'ORDERS_PAID', uri: hookUrl });
    expect(made.json.data.webhookSubscriptionCreate).toEqual({
      webhookSubscription: { id: expect.stringMatching(/^gid:\/\/shopify\/WebhookSubscription\/\d+$/) },
      userErrors: [],
    });
    const twice = await graphql(store.domain, token, create, { topic: 'ORDERS_PAID', uri: hookUrl });
    expect(twice.json.data.webhookSubscriptionCreate).toEqual({
      webhookSubscription: null,
      userErrors: [
        { field: ['webhookSubscription', 'callbackUrl'], message: 'Address for this topic has already been taken' },
      ],
    });
    expect(stub.subscriptions(store.domain)).toEqual([
      { id: made.json.data.webhookSubscriptionCreate.webhookSubscription.id, topic: 'ORDERS_PAID', uri: hookUrl },
    ]);

    const customer = { email: 'bo@x.test', phone: '+15555550123', firstName: 'Bo' };
    const order = stub.addOrder(store.domain, { customer, subtotal: 900, tip: 100 });
    const body = stub.orderWebhookBody(store.domain, order.id);
    expect(JSON.parse(body)).toMatchObject({
      id: Number(order.id),
      admin_graphql_api_id: `gid://shopify/Order/${order.id}`,
      name: '#1001',
      order_number: 1001,
      subtotal_price: '9.00',
      total_price: '10.00',
      total_tip_received: '1.00',
      financial_status: 'paid',
      location_id: Number(store.locationIds[0]),
      customer: { id: Number(order.customer?.id), email: 'bo@x.test', first_name: 'Bo' },
      line_items: [{ title: 'Custom sale', quantity: 1, price: '9.00', product_id: null }],
    });
    expect(JSON.parse(body).customer.email_marketing_consent.state).toBe('not_subscribed');

    expect(await stub.deliverToSubscribers({ topic: 'orders/paid', domain: store.domain, body })).toEqual([200]);
    const hook = received.at(-1)!;
    expect(hook.body).toBe(body);
    expect(hook.headers).toMatchObject({
      'content-type': 'application/json',
      'x-shopify-topic': 'orders/paid',
      'x-shopify-shop-domain': store.domain,
      'x-shopify-api-version': '2025-10',
    });
    const signature = String(hook.headers['x-shopify-hmac-sha256']);
    expect(signature).toBe(createHmac('sha256', stub.apiSecret).update(body).digest('base64'));
    const rawRequest = (headers: http.IncomingHttpHeaders) =>
      new Request(hookUrl, { method: 'POST', headers: headers as Record<string, string> });
    expect(await shopify.webhooks.validate({ rawBody: body, rawRequest: rawRequest(hook.headers) })).toMatchObject({
      valid: true,
      topic: 'ORDERS_PAID',
      domain: store.domain,
      webhookId: hook.headers['x-shopify-webhook-id'],
    });

    const redelivered = { url: hookUrl, topic: 'orders/paid', domain: store.domain, body, webhookId: 'w-1' };
    expect(await stub.deliver(redelivered)).toEqual({ status: 200, body: 'ok' });
    expect(received.at(-1)!.headers['x-shopify-webhook-id']).toBe('w-1');
    await stub.deliver({ ...redelivered, forged: true });
    const forged = received.at(-1)!;
    expect(forged.headers['x-shopify-hmac-sha256']).not.toBe(signature);
    expect(await shopify.webhooks.validate({ rawBody: body, rawRequest: rawRequest(forged.headers) })).toMatchObject({
      valid: false,
    });
    await expect(stub.deliverToSubscribers({ topic: 'REFUNDS_CREATE', domain: store.domain, body })).rejects.toThrow(
      /no subscription/,
    );

    expect(JSON.parse(stub.customerRedactBody(store.domain, order))).toEqual({
      shop_id: Number(store.id),
      shop_domain: store.domain,
      customer: { id: Number(order.customer?.id), email: 'bo@x.test', phone: '+15555550123' },
      orders_to_redact: [Number(order.id)],
    });
  });
});

describe('uninstall', () => {
  it('revokes the store tokens through api_permissions and from Shopify admin', async () => {
    const store = stub.addShop({ name: 'Leaving' });
    const token = await install(store.domain);
    const shopQuery = 'query RegularsShop { shop { name } }';
    const uninstall = (t: string) =>
      fetch(`${stub.url}/${store.domain}/admin/api_permissions/current.json`, {
        method: 'DELETE',
        headers: { 'X-Shopify-Access-Token': t },
      });
    expect((await graphql(store.domain, token, shopQuery)).status).toBe(200);
    const answer = await uninstall(token);
    expect([answer.status, await answer.json()]).toEqual([200, {}]);
    expect(stub.isInstalled(store.domain)).toBe(false);
    expect((await graphql(store.domain, token, shopQuery)).status).toBe(401);
    expect((await uninstall(token)).status).toBe(401);

    const again = await install(store.domain);
    expect(stub.isInstalled(store.domain)).toBe(true);
    stub.revokeTokens(store.domain);
    expect(stub.isInstalled(store.domain)).toBe(false);
    expect((await graphql(store.domain, again, shopQuery)).status).toBe(401);
  });
});
