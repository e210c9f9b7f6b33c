import { createHmac, randomInt, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A seller made by `addMerchant`; its first location is its main one. */
export type TStubMerchant = { id: string; businessName: string; currency: string; locationIds: string[] };
type TStatus = 'APPROVED' | 'COMPLETED' | 'CANCELED' | 'FAILED';
type TLine = { name: string; quantity: number; unitPrice: number; category?: string };
type TPaymentInput = {
  locationId: string;
  customerId?: string | null;
  /** Square's amount_money, in minor units: the subtotal plus `tax`, before the tip. */
  amount: number;
  tip?: number;
  tax?: number;
  currency?: string;
  status?: TStatus;
  /** Must add up to amount - tax; without them the order has one 'Custom Amount' line. */
  lineItems?: TLine[];
  /** When it was taken (ISO); now by default. A connection's backfill lists the last 30 days'. */
  createdAt?: string;
};
/** The stub's record of a payment; the order behind it is rendered from it too (orderJson). */
type TPay = Required<Omit<TPaymentInput, 'customerId' | 'lineItems' | 'createdAt'>> & {
  id: string;
  merchantId: string;
  customerId?: string;
  orderId: string;
  lines: (TLine & { catalogId?: string })[];
  createdAt: string;
  updatedAt: string;
  version: string;
  refunded: number;
  refundIds: string[];
};
type TCustomerInput = {
  givenName?: string;
  familyName?: string;
  email?: string;
  phone?: string;
  /** Opted out of the seller's marketing emails (preferences.email_unsubscribed); false by default, as on Square. */
  emailUnsubscribed?: boolean;
};
type TToken = { merchantId: string; scopes: string[]; expiresAt: string; revoked: boolean; expired?: boolean };
type TSubscription = Record<
  'id' | 'name' | 'notification_url' | 'api_version' | 'signature_key' | 'created_at',
  string
> & {
  enabled: boolean;
  event_types: string[];
};
type TEventType = 'payment.created' | 'payment.updated' | 'refund.created' | 'refund.updated';
type TEvent = {
  merchantId: string;
  type: TEventType | 'oauth.authorization.revoked';
  paymentId?: string;
  refundId?: string;
  /** Given, the event is a redelivery of that one (Square's retries keep the event_id). */
  eventId?: string;
};

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const UPPER = 'ABCDEFGHJKMNPQRSTVWXYZ0123456789';
const rand = (n: number, chars = ALNUM) => Array.from({ length: n }, () => chars[randomInt(chars.length)]).join('');
const money = (amount: number, currency: string) => ({ amount, currency });
const iso = (ms = Date.now()) => new Date(ms).toISOString();
/** Square's error body; the SDK throws it as a SquareError with `statusCode` and `errors`. */
const sqError = (category: string, code: string, detail: string) => ({ errors: [{ category, code, detail }] });
/** Country, language and time zone as Square fills them in for a seller of that currency (USD: the US). */
const COUNTRY: Record<string, string[]> = {
  USD: ['US', 'en-US', 'America/New_York'],
  CAD: ['CA', 'en-CA', 'America/Toronto'],
  GBP: ['GB', 'en-GB', 'Europe/London'],
  EUR: ['IE', 'en-IE', 'Europe/Dublin'],
  AUD: ['AU', 'en-AU', 'Australia/Sydney'],
};
/** The OAuth permission each seller read needs: a token granted scopes without it gets 403, as from Square. */
const SCOPE_OF: [RegExp, string][] = [
  [/^\/v2\/(merchants|locations)/, 'MERCHANT_PROFILE_READ'],
  [/^\/v2\/(payments|refunds)/, 'PAYMENTS_READ'],
  [/^\/v2\/orders/, 'ORDERS_READ'],
  [/^\/v2\/customers/, 'CUSTOMERS_READ'],
  [/^\/v2\/catalog/, 'ITEMS_READ'],
];
/** The error category and code Square answers with a status (failNext). */
const FAILURE_KINDS: Record<number, [string, string]> = {
  400: ['INVALID_REQUEST_ERROR', 'BAD_REQUEST'],
  401: ['AUTHENTICATION_ERROR', 'UNAUTHORIZED'],
  403: ['AUTHENTICATION_ERROR', 'FORBIDDEN'],
  404: ['INVALID_REQUEST_ERROR', 'NOT_FOUND'],
  429: ['RATE_LIMIT_ERROR', 'RATE_LIMITED'],
  500: ['API_ERROR', 'INTERNAL_SERVER_ERROR'],
  503: ['API_ERROR', 'SERVICE_UNAVAILABLE'],
};
const CARD_STATUS = { COMPLETED: 'CAPTURED', APPROVED: 'AUTHORIZED', CANCELED: 'VOIDED', FAILED: 'FAILED' } as const;
const ORDER_STATE = { COMPLETED: 'COMPLETED', APPROVED: 'OPEN', CANCELED: 'CANCELED', FAILED: 'OPEN' } as const;
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;

/** GET /v2/payments/{id}'s `payment`, and the webhook's. */
function paymentJson(p: TPay) {
  const total = money(p.amount + p.tip, p.currency);
  return {
    id: p.id,
    created_at: p.createdAt,
    updated_at: p.updatedAt,
    amount_money: money(p.amount, p.currency),
    ...(p.tip ? { tip_money: money(p.tip, p.currency) } : {}),
    total_money: total,
    approved_money: { ...total },
    ...(p.refunded ? { refunded_money: money(p.refunded, p.currency), refund_ids: [...p.refundIds] } : {}),
    status: p.status,
    source_type: 'CARD' as const,
    card_details: { status: CARD_STATUS[p.status], card: { card_brand: 'VISA', last_4: '1111' }, entry_method: 'EMV' },
    location_id: p.locationId,
    order_id: p.orderId,
    ...(p.customerId ? { customer_id: p.customerId } : {}),
    receipt_number: p.id.slice(0, 4),
    receipt_url: `https://squareup.com/receipt/preview/${p.id}`,
    version_token: p.version,
  };
}
export type TStubPayment = ReturnType<typeof paymentJson>;

/** The order behind a payment: the lines make the subtotal (amount - tax), the tax is spread over them, then the tip. */
function orderJson(p: TPay) {
  const m = (amount: number) => money(amount, p.currency);
  const subtotal = p.amount - p.tax;
  let taxLeft = p.tax;
  const line_items = p.lines.map((l, i) => {
    const gross = l.quantity * l.unitPrice;
    const tax = i === p.lines.length - 1 ? taxLeft : Math.round((p.tax * gross) / (subtotal || 1));
    taxLeft -= tax;
    const catalog = l.catalogId ? { catalog_object_id: l.catalogId, catalog_version: 1 } : {};
    const prices = { base_price_money: m(l.unitPrice), variation_total_price_money: m(gross) };
    const sums = { gross_sales_money: m(gross), total_tax_money: m(tax), total_discount_money: m(0) };
    const uid = `${p.orderId.slice(0, 8)}-${i}`;
    return {
      uid,
      name: l.name,
      quantity: String(l.quantity),
      ...catalog,
      variation_name: 'Regular',
      item_type: 'ITEM',
      ...prices,
      ...sums,
      total_money: m(gross + tax),
    };
  });
  const total = m(p.amount + p.tip);
  const tender = { id: p.id, location_id: p.locationId, created_at: p.createdAt, type: 'CARD', payment_id: p.id };
  const zero = { total_discount_money: m(0), total_service_charge_money: m(0) };
  const state = ORDER_STATE[p.status];
  return {
    id: p.orderId,
    location_id: p.locationId,
    ...(p.customerId ? { customer_id: p.customerId } : {}),
    line_items,
    net_amounts: {
      total_money: total,
      tax_money: m(p.tax),
      discount_money: m(0),
      tip_money: m(p.tip),
      service_charge_money: m(0),
    },
    tenders: [{ ...tender, amount_money: total, tip_money: m(p.tip) }],
    total_money: total,
    total_tax_money: m(p.tax),
    total_tip_money: m(p.tip),
    ...zero,
    state,
    version: 1,
    created_at: p.createdAt,
    updated_at: p.updatedAt,
    ...(state === 'COMPLETED' ? { closed_at: p.updatedAt } : {}),
  };
}

function refundJson(p: TPay, id: string, amount: number, at: string) {
  const where = { payment_id: p.id, order_id: p.orderId, location_id: p.locationId };
  return {
    id,
    status: 'COMPLETED' as const,
    amount_money: money(amount, p.currency),
    ...where,
    created_at: at,
    updated_at: at,
  };
}
export type TStubRefund = ReturnType<typeof refundJson>;

/**
 * A local stand-in for the Square API as the `square` SDK (v46) calls it: the OAuth code flow (a consent page a
 * browser can click through, /oauth2/token, /oauth2/revoke), the seller reads Regulars makes (merchant, locations,
 * payments, orders, customers, refunds, catalog items) and the app's webhook subscriptions, plus `deliver`, which
 * sends webhook events signed as Square signs them. Sellers are made per test with random ids, and a seller's token
 * sees only its own objects (404 otherwise), so tests sharing the stub never meet. Port 0 (the default): any free port.
 */
export async function startSquareStub(
  opts: { port?: number; applicationId?: string; applicationSecret?: string; appAccessToken?: string } = {},
) {
  const applicationId = opts.applicationId ?? 'sq0idp-stub-app';
  const applicationSecret = opts.applicationSecret ?? 'sq0csp-stub-secret';
  const appAccessToken = opts.appAccessToken ?? 'EAAA-stub-app-token';
  const merchants = new Map<string, TStubMerchant>();
  const locationNames = new Map<string, string>();
  const customers = new Map<string, { merchantId: string; json: object }>();
  const payments = new Map<string, TPay>();
  /** An order's payment, by the order's id (a bench reads thousands: no scan per request). */
  const paymentOfOrder = new Map<string, string>();
  const refunds = new Map<string, { p: TPay; json: TStubRefund }>();
  /** Catalog objects by id (a line's ITEM_VARIATION, its ITEM and CATEGORY) and variations by seller|line name. */
  const catalog = new Map<string, { merchantId: string; json: object; related: string[] }>();
  const variations = new Map<string, string>();
  const access = new Map<string, TToken>();
  const refresh = new Map<string, TToken>();
  type TConsent = { merchantId: string; redirectUri: string; state: string | null; scopes: string[] };
  const consents = new Map<string, TConsent>();
  const codes = new Map<string, TConsent & { expires: number }>();
  const subs = new Map<string, TSubscription>();
  const failures: { path: string; status: number; left: number }[] = [];
  const calls: { method: string; path: string; auth: string | undefined }[] = [];
  let approving: string | undefined;
  let lastMerchant: string | undefined;

  const merchant = (id: string) => {
    const m = merchants.get(id);
    if (!m) throw new Error(`square stub: no merchant ${id}`);
    return m;
  };
  const payment = (id: string) => {
    const p = payments.get(id);
    if (!p) throw new Error(`square stub: no payment ${id}`);
    return p;
  };
  const place = (m: TStubMerchant) => {
    const [country, language_code, timezone] = COUNTRY[m.currency] ?? COUNTRY.USD;
    return { business_name: m.businessName, country, language_code, currency: m.currency, status: 'ACTIVE', timezone };
  };
  const merchantJson = (m: TStubMerchant) => {
    const { timezone: _, ...rest } = place(m);
    return { id: m.id, ...rest, main_location_id: m.locationIds[0] };
  };
  const locationJson = (m: TStubMerchant, id: string) => ({
    id,
    name: locationNames.get(id),
    merchant_id: m.id,
    ...place(m),
    type: 'PHYSICAL',
  });
  /** Square shows a subscription's signature key only when it makes one (create, rotate). */
  const subJson = ({ signature_key: _, ...s }: TSubscription) => s;
  const revokeAll = (merchantId: string, onlyAccess = false) => {
    for (const t of onlyAccess ? [access] : [access, refresh]) {
      for (const rec of t.values()) if (rec.merchantId === merchantId) rec.revoked = true;
    }
  };

  function route(req: http.IncomingMessage, url: URL, raw: string, res: http.ServerResponse) {
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const html = (status: number, body: string) =>
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    const body = (raw.startsWith('{') ? JSON.parse(raw) : {}) as Record<string, any>; // the consent form is not JSON
    const [path, method, q] = [url.pathname, req.method ?? 'GET', url.searchParams];
    // OAuth refusals also carry the legacy `message`/`type` pair Square still sends.
    const unauthorized = (detail: string, code = 'UNAUTHORIZED') =>
      send(401, { message: detail, type: 'service.not_authorized', ...sqError('AUTHENTICATION_ERROR', code, detail) });
    const notFound = (what: string) =>
      send(404, sqError('INVALID_REQUEST_ERROR', 'NOT_FOUND', `Could not find ${what}.`));

    if (method === 'GET' && path === '/oauth2/authorize') {
      if (q.get('client_id') !== applicationId) return html(400, page('Square', '<h1>Unknown application</h1>'));
      const redirectUri = q.get('redirect_uri');
      if (!redirectUri) return html(400, page('Square', '<h1>Missing redirect_uri</h1>'));
      const merchantId = approving ?? lastMerchant;
      approving = undefined;
      if (!merchantId) return html(400, page('Square', '<h1>No Square account is signed in</h1>'));
      const scopes = (q.get('scope') ?? '').split(/[\s,]+/).filter(Boolean);
      const consent = rand(32);
      consents.set(consent, { merchantId, redirectUri, state: q.get('state'), scopes });
      const items = scopes.map((s) => `<li>${esc(s)}</li>`).join('');
      const form = `<form method="post" action="/oauth2/authorize/decide"><input type="hidden" name="consent" value="${consent}">`;
      const buttons = `<button name="decision" value="deny">Deny</button> <button name="decision" value="allow">Allow</button>`;
      const who = `<p>Signed in as <strong>${esc(merchant(merchantId).businessName)}</strong></p>`;
      const heading = '<h1>Regulars would like to access your Square account</h1>';
      const main = `<main>${heading}${who}<p>Regulars will be able to:</p><ul>${items}</ul>${form}${buttons}</form></main>`;
      return html(200, page('Square — Allow access', main));
    }
    if (method === 'POST' && path === '/oauth2/authorize/decide') {
      const form = new URLSearchParams(raw);
      const consent = consents.get(form.get('consent') ?? '');
      if (!consent) return html(400, page('Square', '<h1>This request has expired</h1>'));
      consents.delete(form.get('consent') ?? '');
      const to = new URL(consent.redirectUri);
      const code = `sq0cgp-${rand(22)}`;
      if (form.get('decision') === 'allow') codes.set(code, { ...consent, expires: Date.now() + 5 * 60_000 });
      const answer =
        form.get('decision') === 'allow'
          ? { code, response_type: 'code' }
          : { error: 'access_denied', error_description: 'user_denied' };
      for (const [k, v] of Object.entries({ ...answer, ...(consent.state === null ? {} : { state: consent.state }) }))
        to.searchParams.set(k, v);
      return res.writeHead(302, { location: to.toString() }).end();
    }
    if (method === 'POST' && path === '/oauth2/token') {
      if (body.client_id !== applicationId || body.client_secret !== applicationSecret)
        return unauthorized('Invalid client credentials');
      let refreshToken: string = body.refresh_token;
      let grant = refresh.get(refreshToken);
      if (body.grant_type === 'authorization_code') {
        const code = codes.get(body.code);
        codes.delete(body.code); // single use, even when refused
        if (!code || code.expires < Date.now())
          return unauthorized('Authorization code is invalid, expired or already redeemed');
        if (body.redirect_uri && body.redirect_uri !== code.redirectUri)
          return unauthorized('redirect_uri does not match');
        refreshToken = `EQAAl${rand(59)}`;
        grant = { merchantId: code.merchantId, scopes: code.scopes, expiresAt: '', revoked: false };
        refresh.set(refreshToken, grant);
      } else if (body.grant_type !== 'refresh_token') {
        return send(400, sqError('INVALID_REQUEST_ERROR', 'INVALID_VALUE', 'Unsupported grant_type'));
      }
      if (!grant || grant.revoked) return unauthorized('Refresh token is invalid or revoked');
      const token = `EAAAl${rand(59)}`;
      const expires_at = iso(Date.now() + 30 * 86_400_000).replace(/\.\d+Z$/, 'Z');
      access.set(token, { merchantId: grant.merchantId, scopes: grant.scopes, expiresAt: expires_at, revoked: false });
      const issued = { access_token: token, token_type: 'bearer', expires_at, merchant_id: grant.merchantId };
      return send(200, { ...issued, refresh_token: refreshToken, short_lived: false });
    }
    if (method === 'POST' && path === '/oauth2/revoke') {
      if (req.headers.authorization !== `Client ${applicationSecret}` || body.client_id !== applicationId)
        return unauthorized('Invalid client credentials');
      const merchantId = body.merchant_id ?? access.get(body.access_token)?.merchantId;
      if (!merchants.has(merchantId)) return notFound('the token or merchant to revoke');
      revokeAll(merchantId, body.revoke_only_access_token === true);
      return send(200, { success: true });
    }

    const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (path.startsWith('/v2/webhooks/subscriptions')) {
      if (bearer !== appAccessToken) return unauthorized('This request could not be authorized.');
      const [, id, rotate] = /^\/v2\/webhooks\/subscriptions(?:\/([^/]+))?(\/signature-key)?$/.exec(path) ?? [];
      if (!id && method === 'GET') return send(200, { subscriptions: [...subs.values()].map(subJson) });
      if (!id && method === 'POST') {
        const s = body.subscription ?? {};
        const missing = 'notification_url and event_types are required';
        if (!s.notification_url || !s.event_types?.length) return send(400, sqError(...FAILURE_KINDS[400], missing));
        const { name = '', enabled = true, event_types, notification_url, api_version = '2025-01-23' } = s;
        const created_at = `${iso().slice(0, 19).replace('T', ' ')} +0000 UTC`; // Square's format for these
        const sub = { id: `wbhk_${rand(32, '0123456789abcdef')}`, name, enabled, event_types, notification_url };
        const made = { ...sub, api_version, created_at, signature_key: rand(22) };
        subs.set(sub.id, made);
        return send(200, { subscription: made });
      }
      const sub = subs.get(id ?? '');
      if (!sub) return notFound(`subscription ${id}`);
      if (rotate && method === 'POST') {
        sub.signature_key = rand(22);
        return send(200, { signature_key: sub.signature_key });
      }
      if (method === 'GET') return send(200, { subscription: subJson(sub) });
      if (method === 'DELETE' && subs.delete(sub.id)) return send(200, {});
      return send(405, sqError('INVALID_REQUEST_ERROR', 'BAD_REQUEST', `${method} is not allowed here`));
    }

    const tok = access.get(bearer);
    if (!tok) return unauthorized('This request could not be authorized.');
    if (tok.revoked) return unauthorized('The access token has been revoked.', 'ACCESS_TOKEN_REVOKED');
    if (tok.expired) return unauthorized('The access token has expired.', 'ACCESS_TOKEN_EXPIRED');
    const m = merchant(tok.merchantId);
    const needed = SCOPE_OF.find(([re]) => re.test(path))?.[1];
    const scopeError = sqError('AUTHENTICATION_ERROR', 'INSUFFICIENT_SCOPES', `The seller has not granted ${needed}.`);
    if (needed && tok.scopes.length && !tok.scopes.includes(needed)) return send(403, scopeError);
    const [, kind, id = ''] =
      /^\/v2\/(merchants|locations|payments|orders|customers|refunds)(?:\/([^/]+))?$/.exec(path) ?? [];
    if (method === 'GET' && kind === 'merchants' && (id === 'me' || id === m.id))
      return send(200, { merchant: merchantJson(m) });
    if (method === 'GET' && kind === 'locations' && !id)
      return send(200, { locations: m.locationIds.map((l) => locationJson(m, l)) });
    if (method === 'GET' && kind === 'payments' && !id) return send(200, listPayments(m.id, url.searchParams));
    const p = payments.get(id);
    if (method === 'GET' && kind === 'payments' && p?.merchantId === m.id)
      return send(200, { payment: paymentJson(p) });
    const order = kind === 'orders' ? payments.get(paymentOfOrder.get(id) ?? '') : undefined;
    if (method === 'GET' && kind === 'orders' && order?.merchantId === m.id)
      return send(200, { order: orderJson(order) });
    const c = customers.get(id);
    if (method === 'GET' && kind === 'customers' && c?.merchantId === m.id) return send(200, { customer: c.json });
    const r = refunds.get(id);
    if (method === 'GET' && kind === 'refunds' && r?.p.merchantId === m.id) return send(200, { refund: r.json });
    if (method === 'GET' && kind) return notFound(`${kind.replace(/s$/, '')} ${id}`);
    if (method === 'POST' && path === '/v2/catalog/batch-retrieve') {
      const found = ((body.object_ids ?? []) as string[])
        .map((i) => catalog.get(i))
        .filter((o) => o?.merchantId === m.id);
      const related = body.include_related_objects ? [...new Set(found.flatMap((o) => o?.related ?? []))] : [];
      const related_objects = related.map((i) => catalog.get(i)?.json);
      return send(200, { objects: found.map((o) => o?.json), ...(related.length ? { related_objects } : {}) });
    }
    return notFound(`a route for ${method} ${path} in the stub`);
  }

  /**
   * GET /v2/payments: the seller's payments created in [begin_time, end_time), oldest first unless sort_order=DESC,
   * `limit` a page (100 at most) and a cursor to the next, as Square pages them.
   */
  function listPayments(merchantId: string, q: URLSearchParams) {
    const [begin, end] = [q.get('begin_time') ?? '', q.get('end_time') ?? '9999'];
    const limit = Math.min(100, Number(q.get('limit') ?? 100) || 100);
    const from = Number(q.get('cursor') ?? 0) || 0;
    const all = [...payments.values()]
      .filter((x) => x.merchantId === merchantId && x.createdAt >= begin && x.createdAt < end)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) * (q.get('sort_order') === 'DESC' ? -1 : 1));
    const next = from + limit < all.length ? { cursor: String(from + limit) } : {};
    return { payments: all.slice(from, from + limit).map(paymentJson), ...next };
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      calls.push({ method: req.method ?? 'GET', path: url.pathname, auth: req.headers.authorization });
      const failure = failures.find((f) => f.left > 0 && url.pathname.startsWith(f.path));
      const fail = (status: number, [category, code]: string[], detail: string) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(sqError(category, code, detail)));
      };
      if (failure) {
        failure.left -= 1;
        const kind = FAILURE_KINDS[failure.status] ?? FAILURE_KINDS[failure.status >= 500 ? 500 : 400];
        return fail(failure.status, kind, 'Failure injected by the Square stub');
      }
      try {
        route(req, url, raw, res);
      } catch (err) {
        fail(400, FAILURE_KINDS[400], String(err));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function sign(notificationUrl: string, body: string, signatureKey?: string) {
    const key = signatureKey ?? [...subs.values()].find((s) => s.notification_url === notificationUrl)?.signature_key;
    if (!key) throw new Error(`square stub: no subscription for ${notificationUrl}`);
    return createHmac('sha256', key)
      .update(notificationUrl + body)
      .digest('base64');
  }
  function eventBody(e: TEvent) {
    const m = merchant(e.merchantId);
    const created_at = iso();
    let data: unknown = {
      type: 'revocation',
      id: randomUUID(),
      object: { revocation: { revoked_at: created_at, revoker_type: 'MERCHANT' } },
    };
    if (e.type.startsWith('payment.')) {
      const p = payment(e.paymentId ?? '');
      if (p.merchantId !== m.id) throw new Error(`square stub: payment ${p.id} is not ${m.id}'s`);
      data = { type: 'payment', id: p.id, object: { payment: paymentJson(p) } };
    } else if (e.type.startsWith('refund.')) {
      const r = refunds.get(e.refundId ?? '');
      if (r?.p.merchantId !== m.id) throw new Error(`square stub: no refund ${e.refundId} of ${m.id}`);
      data = { type: 'refund', id: r.json.id, object: { refund: r.json } };
    }
    return JSON.stringify({ merchant_id: m.id, type: e.type, event_id: e.eventId ?? randomUUID(), created_at, data });
  }

  return {
    /** The SDK's `environment` and the OAuth authorize base: every Square host lands here (no trailing slash). */
    url: `http://127.0.0.1:${port}`,
    applicationId,
    applicationSecret,
    /** The app's own access token: only the webhook subscription endpoints take it. */
    appAccessToken,
    /** Every request in order (`auth`: the raw Authorization header), to see what the product called. */
    calls,
    /** A seller with its locations (the first is its main one); the consent page signs in as the last one added. */
    addMerchant(input: { businessName: string; currency?: string; locations: string[] }): TStubMerchant {
      const locationIds = input.locations.map((name) => {
        const id = `L${rand(12, UPPER)}`;
        locationNames.set(id, name);
        return id;
      });
      const [id, currency] = [`ML${rand(12, UPPER)}`, input.currency ?? 'USD'];
      const m = { id, businessName: input.businessName, currency, locationIds };
      merchants.set(m.id, m);
      lastMerchant = m.id;
      return { ...m, locationIds: [...locationIds] };
    },
    /** A customer in the seller's directory; its id. */
    addCustomer(merchantId: string, input: TCustomerInput) {
      merchant(merchantId);
      const [id, now] = [rand(26, UPPER), iso()];
      const contact = { email_address: input.email, phone_number: input.phone, creation_source: 'THIRD_PARTY' };
      const names = { given_name: input.givenName, family_name: input.familyName };
      // Square's customer carries its preferences: email_unsubscribed (read-only) is false unless they opted out.
      const preferences = { email_unsubscribed: input.emailUnsubscribed ?? false };
      customers.set(id, {
        merchantId,
        json: { id, created_at: now, updated_at: now, ...names, ...contact, preferences, version: 0 },
      });
      return id;
    },
    /**
     * A card payment and the order behind it (payment.order_id). As on Square, amount_money is the subtotal plus tax,
     * before the tip, so the subtotal before tax and tips is amount - tax; total_money (payment and order) is amount +
     * tip; the order's total_tax_money is `tax` and total_tip_money `tip`. A line with a category is a catalog item
     * (catalog_object_id: its ITEM_VARIATION, whose ITEM and CATEGORY POST /v2/catalog/batch-retrieve answers).
     */
    addPayment(merchantId: string, input: TPaymentInput): TStubPayment {
      const m = merchant(merchantId);
      if (!m.locationIds.includes(input.locationId))
        throw new Error(`square stub: ${input.locationId} is not ${m.id}'s`);
      const [tip, tax, currency] = [input.tip ?? 0, input.tax ?? 0, input.currency ?? m.currency];
      const custom = { name: 'Custom Amount', quantity: 1, unitPrice: input.amount - tax };
      const lines: TPay['lines'] = (input.lineItems ?? [custom]).map((l) => ({ ...l }));
      const sum = lines.reduce((s, l) => s + l.quantity * l.unitPrice, 0);
      if (sum !== input.amount - tax) throw new Error(`square stub: the lines make ${sum}, not amount - tax`);
      for (const l of lines.filter((x) => x.category)) {
        const key = `${m.id}|${l.name}`;
        if (!variations.has(key)) {
          const [variation, item, category] = [rand(24, UPPER), rand(24, UPPER), rand(24, UPPER)];
          const price_money = money(l.unitPrice, currency);
          const variationData = { item_id: item, name: 'Regular', pricing_type: 'FIXED_PRICING', price_money };
          const itemData = { name: l.name, categories: [{ id: category }], reporting_category: { id: category } };
          const objects: [string, string, object, string[]][] = [
            [variation, 'ITEM_VARIATION', { item_variation_data: variationData }, [item, category]],
            [item, 'ITEM', { item_data: itemData }, [category]],
            [category, 'CATEGORY', { category_data: { name: l.category } }, []],
          ];
          for (const [oid, type, data, related] of objects) {
            catalog.set(oid, {
              merchantId,
              related,
              json: { type, id: oid, version: 1, present_at_all_locations: true, ...data },
            });
          }
          variations.set(key, variation);
        }
        l.catalogId = variations.get(key);
      }
      const [id, now] = [rand(29), input.createdAt ?? iso()];
      const { locationId, amount, status = 'COMPLETED' } = input;
      const made = { id, merchantId, locationId, customerId: input.customerId ?? undefined, orderId: rand(29), lines };
      const figures = { amount, tip, tax, currency, status, refunded: 0, refundIds: [] };
      const p: TPay = { ...made, ...figures, createdAt: now, updatedAt: now, version: rand(40) };
      payments.set(id, p);
      paymentOfOrder.set(p.orderId, id);
      return paymentJson(p);
    },
    /** Captures an APPROVED payment: COMPLETED, updated now (its order too). */
    completePayment(paymentId: string) {
      Object.assign(payment(paymentId), { status: 'COMPLETED', updatedAt: iso(), version: rand(40) });
    },
    /** A COMPLETED refund of (part of) a payment, tip included, up to what is left; refunded_money grows. */
    refund(paymentId: string, amount: number): TStubRefund {
      const p = payment(paymentId);
      if (p.refunded + amount > p.amount + p.tip) throw new Error('square stub: the refund exceeds the payment');
      const now = iso();
      const json = refundJson(p, `${p.id}_${rand(50)}`, amount, now);
      refunds.set(json.id, { p, json });
      Object.assign(p, { refunded: p.refunded + amount, updatedAt: now, version: rand(40) });
      p.refundIds.push(json.id);
      return { ...json };
    },
    /**
     * POSTs the event to every enabled subscription listening to its type, signed as Square signs (`badSignature`:
     * with a wrong key); the last answer. 'oauth.authorization.revoked' first revokes the seller's tokens, as when
     * a seller disconnects the app in Square.
     */
    async deliver(event: TEvent, o: { badSignature?: boolean } = {}) {
      const targets = [...subs.values()].filter((s) => s.enabled && s.event_types.includes(event.type));
      if (!targets.length) throw new Error(`square stub: no subscription listens to ${event.type}`);
      if (event.type === 'oauth.authorization.revoked') revokeAll(event.merchantId);
      const body = eventBody(event);
      let last = { status: 0, body: '' };
      for (const s of targets) {
        const signature = sign(s.notification_url, body, o.badSignature ? 'not-the-key' : s.signature_key);
        const headers = {
          'content-type': 'application/json',
          'x-square-hmacsha256-signature': signature,
          'square-retry-number': '0',
          'user-agent': 'Square Connect v2',
        };
        const answer = await fetch(s.notification_url, { method: 'POST', body, headers });
        last = { status: answer.status, body: await answer.text() };
      }
      return last;
    },
    /** The JSON body `deliver` would send (a fresh event_id unless `eventId` is given). */
    eventBody,
    /** base64(HMAC-SHA256(key, notificationUrl + body)); the key defaults to that URL's subscription's. */
    sign,
    /** The app's webhook subscriptions, signature keys included. */
    subscriptions: () =>
      [...subs.values()].map((s) => ({
        id: s.id,
        notification_url: s.notification_url,
        event_types: [...s.event_types],
        signature_key: s.signature_key,
      })),
    /** The seller's access tokens ever issued, and those revoked. */
    tokensOf(merchantId: string) {
      const mine = [...access.entries()].filter(([, t]) => t.merchantId === merchantId);
      return { access: mine.map(([k]) => k), revoked: mine.filter(([, t]) => t.revoked).map(([k]) => k) };
    },
    /** The next consent page signs in as this seller (after it, the last seller added again). */
    approveNext(merchantId: string) {
      approving = merchant(merchantId).id;
    },
    /** The seller's current access tokens answer 401 ACCESS_TOKEN_EXPIRED; its refresh token still works. */
    expireAccessTokens(merchantId: string) {
      for (const t of access.values()) if (t.merchantId === merchantId) t.expired = true;
    },
    /** The next `times` calls whose path starts with `path` answer `status` with a Square error body. */
    failNext(path: string, status: number, times = 1) {
      failures.push({ path, status, left: times });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TSquareStub = Awaited<ReturnType<typeof startSquareStub>>;
