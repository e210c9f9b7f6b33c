import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SquareClient, SquareError, WebhooksHelper } from 'square';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSquareStub, type TSquareStub } from './stubs/square-stub.ts';

/**
 * The Square stub checked through the official SDK (v46): if the SDK accepts its answers (paths, snake_case shapes,
 * amounts parsed as bigint) and its webhooks verify with the SDK's WebhooksHelper, tests built on it test real calls.
 */
let stub: TSquareStub;
let receiver: http.Server;
let hookUrl: string;
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
const REDIRECT = 'https://app.example/api/integrations/square/callback';

beforeAll(async () => {
  stub = await startSquareStub();
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
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/square`;
});
afterAll(async () => {
  await stub?.close();
  await new Promise<void>((resolve) => receiver?.close(() => resolve()));
});

const client = (token: string) => new SquareClient({ token, environment: stub.url, maxRetries: 0 });
const anonymous = () => client('unused');
const statusOf = (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (err: unknown) => (err instanceof SquareError ? err.statusCode : -1),
  );
const codeOf = (p: Promise<unknown>) => p.catch((err: SquareError) => err.errors[0]?.code);

/** Walks the consent page as a browser would: the code (or the error) the redirect carries. */
async function consent(decision: 'allow' | 'deny', scope = 'MERCHANT_PROFILE_READ PAYMENTS_READ') {
  const query = new URLSearchParams({ client_id: stub.applicationId, scope, session: 'false', state: 'st-1' });
  query.set('redirect_uri', REDIRECT);
  const page = await fetch(`${stub.url}/oauth2/authorize?${query}`);
  expect(page.status).toBe(200);
  const html = await page.text();
  const form = new URLSearchParams({ consent: /name="consent" value="([^"]+)"/.exec(html)?.[1] ?? '', decision });
  const answer = await fetch(`${stub.url}/oauth2/authorize/decide`, { method: 'POST', body: form, redirect: 'manual' });
  expect(answer.status).toBe(302);
  return { html, redirect: new URL(answer.headers.get('location') ?? '') };
}

/** A seller connected through the code flow: its access and refresh tokens. */
async function connect(scope?: string) {
  const { redirect } = await consent('allow', scope);
  const code = redirect.searchParams.get('code') ?? '';
  const common = { clientId: stub.applicationId, clientSecret: stub.applicationSecret, redirectUri: REDIRECT };
  const token = await anonymous().oAuth.obtainToken({ ...common, code, grantType: 'authorization_code' });
  return { code, token };
}

describe('OAuth', () => {
  it('shows a consent page and redirects with a single-use code', async () => {
    const seller = stub.addMerchant({ businessName: 'Bean & Leaf', locations: ['Main St'] });
    const bad = await fetch(`${stub.url}/oauth2/authorize?client_id=nope&redirect_uri=${REDIRECT}`);
    expect([bad.status, await bad.text()]).toEqual([400, expect.stringContaining('Unknown application')]);
    expect((await fetch(`${stub.url}/oauth2/authorize?client_id=${stub.applicationId}`)).status).toBe(400);

    const { html, redirect } = await consent('allow');
    expect(html).toContain('<title>Square — Allow access</title>');
    expect(html).toContain('Regulars would like to access your Square account');
    expect(html).toContain('Bean &#38; Leaf');
    expect(html).toContain('<li>PAYMENTS_READ</li>');
    expect(`${redirect.origin}${redirect.pathname}`).toBe(REDIRECT);
    expect(redirect.searchParams.get('response_type')).toBe('code');
    expect(redirect.searchParams.get('state')).toBe('st-1');

    const request = {
      clientId: stub.applicationId,
      clientSecret: stub.applicationSecret,
      code: redirect.searchParams.get('code') ?? '',
      grantType: 'authorization_code',
    };
    const token = await anonymous().oAuth.obtainToken(request);
    expect(token.merchantId).toBe(seller.id);
    expect(token.tokenType).toBe('bearer');
    expect(token.accessToken).toMatch(/^EAAA/);
    expect(Date.parse(token.expiresAt ?? '') - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect(await statusOf(anonymous().oAuth.obtainToken(request))).toBe(401);
    expect(stub.tokensOf(seller.id).access).toEqual([token.accessToken]);
  });

  it('refuses a wrong secret, redirects a denial, and signs in the seller approveNext names', async () => {
    const first = stub.addMerchant({ businessName: 'First', locations: ['A'] });
    stub.addMerchant({ businessName: 'Second', locations: ['B'] });
    const { redirect } = await consent('deny');
    expect(Object.fromEntries(redirect.searchParams)).toEqual({
      error: 'access_denied',
      error_description: 'user_denied',
      state: 'st-1',
    });
    stub.approveNext(first.id);
    const { redirect: allowed, html } = await consent('allow');
    expect(html).toContain('First');
    const wrong = { clientId: stub.applicationId, clientSecret: 'wrong', grantType: 'authorization_code' };
    const code = allowed.searchParams.get('code') ?? '';
    expect(await statusOf(anonymous().oAuth.obtainToken({ ...wrong, code }))).toBe(401);
  });

  it('refreshes an expired token and revokes every token of the seller', async () => {
    const seller = stub.addMerchant({ businessName: 'Refreshing', locations: ['Main'] });
    const { token } = await connect();
    stub.expireAccessTokens(seller.id);
    const merchants = client(token.accessToken ?? '').merchants;
    expect(await codeOf(merchants.get({ merchantId: 'me' }))).toBe('ACCESS_TOKEN_EXPIRED');
    const fresh = await anonymous().oAuth.obtainToken({
      clientId: stub.applicationId,
      clientSecret: stub.applicationSecret,
      refreshToken: token.refreshToken,
      grantType: 'refresh_token',
    });
    expect(fresh.refreshToken).toBe(token.refreshToken);
    expect((await client(fresh.accessToken ?? '').merchants.get({ merchantId: 'me' })).merchant?.id).toBe(seller.id);

    const revoke = { clientId: stub.applicationId, accessToken: fresh.accessToken };
    expect(await statusOf(client('x').oAuth.revokeToken(revoke))).toBe(401); // Bearer, not `Client <secret>`
    const headers = { Authorization: `Client ${stub.applicationSecret}` };
    expect((await anonymous().oAuth.revokeToken(revoke, { headers })).success).toBe(true);
    expect(await statusOf(client(fresh.accessToken ?? '').merchants.get({ merchantId: 'me' }))).toBe(401);
    expect(stub.tokensOf(seller.id).revoked).toEqual([token.accessToken, fresh.accessToken]);
  });
});

describe('seller reads', () => {
  it('answers merchant, locations, payment, order, customer, refund and catalog as Square shapes them', async () => {
    const seller = stub.addMerchant({ businessName: 'Corner Cafe', locations: ['Downtown', 'Airport'] });
    expect(seller.id).toMatch(/^ML[A-Z0-9]{12}$/);
    const { token } = await connect('MERCHANT_PROFILE_READ PAYMENTS_READ ORDERS_READ CUSTOMERS_READ ITEMS_READ');
    const sq = client(token.accessToken ?? '');
    const customerId = stub.addCustomer(seller.id, { givenName: 'Ada', familyName: 'Lovelace', email: 'ada@x.test' });
    const lineItems = [
      { name: 'Latte', quantity: 2, unitPrice: 450, category: 'Coffee' },
      { name: 'Muffin', quantity: 1, unitPrice: 300 },
    ];
    const made = stub.addPayment(seller.id, {
      locationId: seller.locationIds[1],
      customerId,
      amount: 1320, // 1200 of items + 120 of tax
      tax: 120,
      tip: 200,
      lineItems,
    });

    const { merchant } = await sq.merchants.get({ merchantId: 'me' });
    expect(merchant).toMatchObject({ id: seller.id, businessName: 'Corner Cafe', currency: 'USD', country: 'US' });
    expect(merchant?.mainLocationId).toBe(seller.locationIds[0]);
    const { locations } = await sq.locations.list();
    expect(locations?.map((l) => [l.id, l.name, l.merchantId, l.status])).toEqual([
      [seller.locationIds[0], 'Downtown', seller.id, 'ACTIVE'],
      [seller.locationIds[1], 'Airport', seller.id, 'ACTIVE'],
    ]);

    const { payment } = await sq.payments.get({ paymentId: made.id });
    expect(payment?.amountMoney).toEqual({ amount: 1320n, currency: 'USD' });
    expect(payment?.tipMoney?.amount).toBe(200n);
    expect(payment?.totalMoney?.amount).toBe(1520n);
    expect(payment).toMatchObject({ status: 'COMPLETED', sourceType: 'CARD', customerId, orderId: made.order_id });
    expect(payment?.receiptNumber).toBe(made.id.slice(0, 4));

    const { order } = await sq.orders.get({ orderId: made.order_id });
    expect(order?.totalMoney?.amount).toBe(1520n);
    expect([order?.totalTaxMoney?.amount, order?.totalTipMoney?.amount]).toEqual([120n, 200n]);
    expect(order?.lineItems?.map((l) => [l.name, l.quantity, l.grossSalesMoney?.amount])).toEqual([
      ['Latte', '2', 900n],
      ['Muffin', '1', 300n],
    ]);
    const taxes = order?.lineItems?.map((l) => l.totalTaxMoney?.amount ?? 0n) ?? [];
    expect(taxes.reduce((a, b) => a + b, 0n)).toBe(120n);
    expect(order?.state).toBe('COMPLETED');

    const latte = order?.lineItems?.[0].catalogObjectId ?? '';
    const catalog = await sq.catalog.batchGet({ objectIds: [latte], includeRelatedObjects: true });
    const category = catalog.relatedObjects?.find((o) => o.type === 'CATEGORY');
    expect(category?.type === 'CATEGORY' && category.categoryData?.name).toBe('Coffee');

    const { customer } = await sq.customers.get({ customerId });
    expect(customer).toMatchObject({ id: customerId, givenName: 'Ada', familyName: 'Lovelace' });
    expect(customer?.emailAddress).toBe('ada@x.test');
    // Square's only marketing flag on a customer: an email opt-out, false until they unsubscribe.
    expect(customer?.preferences).toEqual({ emailUnsubscribed: false });

    const refund = stub.refund(made.id, 500);
    expect((await sq.refunds.get({ refundId: refund.id })).refund).toMatchObject({ status: 'COMPLETED' });
    const after = (await sq.payments.get({ paymentId: made.id })).payment;
    expect([after?.refundedMoney?.amount, after?.refundIds]).toEqual([500n, [refund.id]]);
  });

  it('hides other sellers, enforces granted scopes, and fails on demand', async () => {
    const other = stub.addMerchant({ businessName: 'Other', locations: ['X'] });
    const theirs = stub.addPayment(other.id, { locationId: other.locationIds[0], amount: 100 });
    const mine = stub.addMerchant({ businessName: 'Mine', locations: ['Y'] });
    const { token } = await connect('MERCHANT_PROFILE_READ PAYMENTS_READ');
    const sq = client(token.accessToken ?? '');
    expect(await codeOf(sq.payments.get({ paymentId: theirs.id }))).toBe('NOT_FOUND');
    expect(await statusOf(sq.merchants.get({ merchantId: other.id }))).toBe(404);
    const own = stub.addPayment(mine.id, { locationId: mine.locationIds[0], amount: 100, status: 'APPROVED' });
    expect(await statusOf(sq.orders.get({ orderId: own.order_id }))).toBe(403); // no ORDERS_READ granted
    stub.completePayment(own.id);
    expect((await sq.payments.get({ paymentId: own.id })).payment?.status).toBe('COMPLETED');
    stub.failNext('/v2/payments', 503);
    expect(await statusOf(sq.payments.get({ paymentId: own.id }))).toBe(503);
    expect(await statusOf(sq.payments.get({ paymentId: own.id }))).toBe(200);
    expect(await statusOf(client('EAAA-unknown').locations.list())).toBe(401);
    expect(stub.calls.at(-1)).toEqual({ method: 'GET', path: '/v2/locations', auth: 'Bearer EAAA-unknown' });
  });
});

describe('webhooks', () => {
  it('manages subscriptions with the app token and delivers events signed as Square signs them', async () => {
    const app = client(stub.appAccessToken).webhooks.subscriptions;
    expect(await statusOf(client('EAAA-not-the-app').webhooks.subscriptions.list())).toBe(401);
    const eventTypes = ['payment.created', 'payment.updated', 'refund.created', 'oauth.authorization.revoked'];
    const created = await app.create({
      idempotencyKey: 'k-1',
      subscription: { name: 'Regulars', enabled: true, eventTypes, notificationUrl: hookUrl, apiVersion: '2025-01-23' },
    });
    const sub = created.subscription;
    expect(sub?.id).toMatch(/^wbhk_/);
    expect(sub?.signatureKey).toBe(stub.subscriptions()[0].signature_key);
    const listed = await app.list();
    expect(listed.data.map((s) => [s.id, s.notificationUrl, s.signatureKey])).toEqual([[sub?.id, hookUrl, undefined]]);

    const seller = stub.addMerchant({ businessName: 'Hooked', locations: ['Main'] });
    const pay = stub.addPayment(seller.id, { locationId: seller.locationIds[0], amount: 999 });
    const answer = await stub.deliver({
      merchantId: seller.id,
      type: 'payment.updated',
      paymentId: pay.id,
      eventId: 'e-1',
    });
    expect(answer).toEqual({ status: 200, body: 'ok' });
    const hook = received.at(-1)!;
    const event = JSON.parse(hook.body);
    expect(event).toMatchObject({ merchant_id: seller.id, type: 'payment.updated', event_id: 'e-1' });
    expect(event.data).toMatchObject({
      type: 'payment',
      id: pay.id,
      object: { payment: { amount_money: { amount: 999 } } },
    });
    const check = { requestBody: hook.body, notificationUrl: hookUrl, signatureKey: sub?.signatureKey ?? '' };
    const signatureHeader = String(hook.headers['x-square-hmacsha256-signature']);
    expect(hook.headers['content-type']).toBe('application/json');
    expect(await WebhooksHelper.verifySignature({ ...check, signatureHeader })).toBe(true);
    expect(await WebhooksHelper.verifySignature({ ...check, signatureHeader, signatureKey: 'wrong' })).toBe(false);
    expect(signatureHeader).toBe(stub.sign(hookUrl, hook.body));

    await stub.deliver({ merchantId: seller.id, type: 'payment.created', paymentId: pay.id }, { badSignature: true });
    const forged = { ...check, requestBody: received.at(-1)!.body };
    const forgedHeader = String(received.at(-1)!.headers['x-square-hmacsha256-signature']);
    expect(await WebhooksHelper.verifySignature({ ...forged, signatureHeader: forgedHeader })).toBe(false);

    const refund = stub.refund(pay.id, 999);
    const refundEvent = JSON.parse(
      stub.eventBody({ merchantId: seller.id, type: 'refund.created', refundId: refund.id }),
    );
    expect(refundEvent.data).toMatchObject({
      type: 'refund',
      id: refund.id,
      object: { refund: { payment_id: pay.id } },
    });

    const { token } = await connect();
    await stub.deliver({ merchantId: seller.id, type: 'oauth.authorization.revoked' });
    expect(JSON.parse(received.at(-1)!.body).data.object.revocation.revoker_type).toBe('MERCHANT');
    expect(await statusOf(client(token.accessToken ?? '').locations.list())).toBe(401);

    const rotated = await app.updateSignatureKey({ subscriptionId: sub?.id ?? '' });
    expect(rotated.signatureKey).toBe(stub.subscriptions()[0].signature_key);
    expect(rotated.signatureKey).not.toBe(sub?.signatureKey);
    await app.delete({ subscriptionId: sub?.id ?? '' });
    expect(stub.subscriptions()).toEqual([]);
  });
});
