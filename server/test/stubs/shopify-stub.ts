import { createHmac, randomBytes, randomInt, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A store made by `addShop`: `domain` is its myshopify.com address (every route's first segment). */
export type TStubShop = { id: string; domain: string; name: string; currency: string; locationIds: string[] };
type TFinancialStatus = 'PAID' | 'PENDING' | 'PARTIALLY_REFUNDED' | 'REFUNDED';
type TCustomerInput = {
  email?: string;
  phone?: string;
  firstName?: string;
  lastName?: string;
  /** Agreed to marketing (email and SMS): marketingState SUBSCRIBED. */
  acceptsMarketing?: boolean;
  /** Agreed to one channel's marketing only (over acceptsMarketing): its address's or number's marketingState. */
  emailMarketing?: boolean;
  smsMarketing?: boolean;
};
type TOrderInput = {
  /** The buyer; one with the same email (or phone) as an earlier order's in the store is the same customer. */
  customer?: TCustomerInput | null;
  /** Minor units, as every amount here: the sum of the lines (after discounts), before tax and tip. */
  subtotal: number;
  tax?: number;
  tip?: number;
  /** The POS location; by default the store's first for a 'pos' order, none for a 'web' one. */
  locationId?: string | null;
  /** 'pos' (the default): rung up at a till; 'web': the online store. */
  source?: 'pos' | 'web';
  /** Must add up to the subtotal; without them the order has one 'Custom sale' line (no product). */
  lineItems?: { title: string; quantity: number; totalMinor: number; productType?: string }[];
  /** ISO; now by default. A connection's backfill asks for the orders created since a date. */
  createdAt?: string;
  /** The store's currency by default. */
  currency?: string;
  financialStatus?: 'PAID' | 'PENDING';
};
type TCustomer = Required<Omit<TCustomerInput, 'email' | 'phone' | 'acceptsMarketing'>> & {
  id: string;
  domain: string;
  email: string | null;
  phone: string | null;
};
/** The stub's record of an order: what `addOrder` answers (a copy), and what its GraphQL and webhook shapes render. */
export type TStubShopifyOrder = {
  id: string;
  /** '#1001', '#1002'… per store. */
  name: string;
  orderNumber: number;
  domain: string;
  customer: { id: string; email: string | null; phone: string | null } | null;
  email: string | null;
  phone: string | null;
  currency: string;
  subtotal: number;
  tax: number;
  tip: number;
  total: number;
  refunded: number;
  financialStatus: TFinancialStatus;
  source: 'pos' | 'web';
  locationId: string | null;
  lineItems: {
    id: string;
    title: string;
    quantity: number;
    totalMinor: number;
    productType: string | null;
    productId: string | null;
  }[];
  createdAt: string;
};
export type TStubShopifyRefund = { id: string; orderId: string; amountMinor: number };
export type TStubWebhookSubscription = { id: string; topic: string; uri: string };

const API_VERSION = '2025-10';
const INVALID_TOKEN = '[API] Invalid API key or access token (unrecognized login or wrong password)';
const CODE_LIFE_MS = 5 * 60_000;
const PAGE_SIZE = 50;
const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const gid = (type: string, id: string) => `gid://shopify/${type}/${id}`;
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>` +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><style>body{font-family:system-ui,sans-serif;' +
  'background:#f1f1f1;margin:0}main{max-width:28rem;margin:4rem auto;background:#fff;padding:2rem;border-radius:12px}' +
  'button{background:#303030;color:#fff;border:0;border-radius:8px;padding:.6rem 1.2rem;font-size:1rem}</style>' +
  `</head><body><main>${body}</main></body></html>`;
/** Digits after the point in the currency's amounts (USD 2, JPY 0), as Intl and ISO 4217 say. */
const exponent = (currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
/** Minor units as Shopify writes money: a decimal string (900 USD → '9.00', 900 JPY → '900'). */
const decimal = (minor: number, currency: string) => {
  const digits = exponent(currency);
  return (minor / 10 ** digits).toFixed(digits);
};
/** ORDERS_PAID (GraphQL's WebhookSubscriptionTopic) → orders/paid (the X-Shopify-Topic header); the latter is kept. */
const restTopic = (topic: string) => (topic.includes('/') ? topic : topic.toLowerCase().replace('_', '/'));
const enumTopic = (topic: string) => topic.toUpperCase().replace('/', '_');
/** The lowercase a-z0-9 and '-' of a store's name, as a myshopify.com subdomain. */
const slug = (name: string) =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '') || 'store';

/**
 * Shopify's admin-style OAuth HMAC of a redirect's query: every parameter but `hmac`, sorted by key, as a query string
 * (spaces as %20, as `@shopify/shopify-api` writes it), HMAC-SHA256 with the app's secret, in hex.
 */
function queryHmac(params: URLSearchParams, secret: string) {
  const pairs = [...params].filter(([k]) => k !== 'hmac').sort(([a], [b]) => a.localeCompare(b));
  const message = new URLSearchParams(pairs).toString().replace(/\+/g, '%20');
  return createHmac('sha256', secret).update(message).digest('hex');
}

/**
 * A local stand-in for Shopify as `@shopify/shopify-api` (with `https://{shop}{path}` rewritten to
 * `{url}/{shop}{path}`) and a browser reach it: a store's install (consent page, the redirect signed with the app's
 * secret, the code exchanged for an offline token), the Admin GraphQL operations Regulars makes (by operation name),
 * the app's uninstall (DELETE api_permissions/current.json), and webhooks signed as Shopify signs them (`deliver`).
 * Stores are made per test with random addresses, and a token answers only at its own store (401 elsewhere), so tests
 * sharing the stub never meet. It listens on 127.0.0.1, on any free port.
 */
export async function startShopifyStub(opts: { port?: number; apiKey?: string; apiSecret?: string } = {}) {
  const apiKey = opts.apiKey ?? `shopify-app-key-${hex(6)}`;
  const apiSecret = opts.apiSecret ?? hex(16);
  const shops = new Map<string, TStubShop & { locationNames: string[]; nextNumber: number }>();
  const customers = new Map<string, TCustomer>();
  const orders = new Map<string, TStubShopifyOrder>();
  const refunds = new Map<string, TStubShopifyRefund & { createdAt: string; domain: string }>();
  const products = new Map<string, string>();
  const subs = new Map<string, (TStubWebhookSubscription & { domain: string })[]>();
  type TGrant = { domain: string; scope: string; redirectUri: string; state: string | null };
  const consents = new Map<string, TGrant>();
  const codes = new Map<string, TGrant & { expires: number }>();
  const tokens = new Map<string, { domain: string; scope: string; revoked: boolean }>();
  const counts = new Map<string, number>();
  const usedIds = new Set<string>();
  let subscriptionSeq = 0;

  /** A numeric id (Shopify's legacy ids) unique across the stub: `first` then `digits` random digits. */
  const numericId = (first: string, digits: number) => {
    let id: string;
    do id = first + String(randomInt(10 ** digits)).padStart(digits, '0');
    while (usedIds.has(id));
    usedIds.add(id);
    return id;
  };
  const shop = (domain: string) => {
    const s = shops.get(domain);
    if (!s) throw new Error(`shopify stub: no shop ${domain}`);
    return s;
  };
  const order = (domain: string, orderId: string) => {
    const o = orders.get(orderId);
    if (o?.domain !== domain) throw new Error(`shopify stub: no order ${orderId} at ${domain}`);
    return o;
  };
  const count = (name: string) => counts.set(name, (counts.get(name) ?? 0) + 1);
  const revokeAll = (domain: string) => {
    for (const t of tokens.values()) if (t.domain === domain) t.revoked = true;
  };
  const copy = (o: TStubShopifyOrder): TStubShopifyOrder => ({
    ...o,
    customer: o.customer && { ...o.customer },
    lineItems: o.lineItems.map((l) => ({ ...l })),
  });

  /** The same customer for the same email (or phone) in a store, its record updated by what this order says. */
  function customerFor(domain: string, input: TCustomerInput): TCustomer {
    const email = input.email?.trim() || null;
    const phone = input.phone?.trim() || null;
    const known = [...customers.values()].find(
      (c) =>
        c.domain === domain &&
        ((email && c.email?.toLowerCase() === email.toLowerCase()) || (phone && c.phone === phone)),
    );
    const c = known ?? {
      id: numericId('7', 9),
      domain,
      email,
      phone,
      firstName: '',
      lastName: '',
      emailMarketing: false,
      smsMarketing: false,
    };
    c.email ??= email;
    c.phone ??= phone;
    if (input.firstName !== undefined) c.firstName = input.firstName;
    if (input.lastName !== undefined) c.lastName = input.lastName;
    c.emailMarketing = input.emailMarketing ?? input.acceptsMarketing ?? c.emailMarketing;
    c.smsMarketing = input.smsMarketing ?? input.acceptsMarketing ?? c.smsMarketing;
    customers.set(c.id, c);
    return c;
  }

  /** The Admin GraphQL `Order` with the fields Regulars asks for (ORDER_FIELDS in providers/shopify). */
  function orderNode(o: TStubShopifyOrder) {
    const set = (minor: number) => ({ shopMoney: { amount: decimal(minor, o.currency), currencyCode: o.currency } });
    const c = o.customer && customers.get(o.customer.id);
    const marketingState = (agreed: boolean | undefined) => (agreed ? 'SUBSCRIBED' : 'NOT_SUBSCRIBED');
    return {
      id: gid('Order', o.id),
      legacyResourceId: o.id,
      name: o.name,
      createdAt: o.createdAt,
      processedAt: o.createdAt,
      cancelledAt: null,
      displayFinancialStatus: o.financialStatus,
      sourceName: o.source,
      currencyCode: o.currency,
      subtotalPriceSet: set(o.subtotal),
      totalPriceSet: set(o.total),
      totalTaxSet: set(o.tax),
      totalTipReceivedSet: set(o.tip),
      totalRefundedSet: set(o.refunded),
      retailLocation: o.locationId ? { id: gid('Location', o.locationId) } : null,
      email: o.email,
      phone: o.phone,
      customer: c
        ? {
            id: gid('Customer', c.id),
            firstName: c.firstName || null,
            lastName: c.lastName || null,
            defaultEmailAddress: c.email
              ? { emailAddress: c.email, marketingState: marketingState(c.emailMarketing) }
              : null,
            defaultPhoneNumber: c.phone
              ? { phoneNumber: c.phone, marketingState: marketingState(c.smsMarketing) }
              : null,
          }
        : null,
      lineItems: {
        nodes: o.lineItems.map((l) => ({
          title: l.title,
          quantity: l.quantity,
          discountedTotalSet: set(l.totalMinor),
          product: l.productId ? { productType: l.productType ?? '' } : null,
        })),
      },
    };
  }
  const decodeCursor = (cursor: string) => {
    const m = /^offset:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString('utf8'));
    if (!m) throw new Error(`Invalid cursor: ${cursor}`);
    return Number(m[1]);
  };

  /** The operations Regulars makes, by name: the answer's `data`, or an error message (GraphQL's 200 `errors`). */
  function operation(domain: string, name: string, v: Record<string, unknown>): { data: unknown } | { error: string } {
    const s = shop(domain);
    if (name === 'RegularsShop') {
      const nodes = s.locationIds.map((id, i) => ({ id: gid('Location', id), name: s.locationNames[i] }));
      return { data: { shop: { name: s.name, currencyCode: s.currency }, locations: { nodes } } };
    }
    if (name === 'RegularsWebhookCreate') {
      const [topic, uri] = [String(v.topic ?? ''), String(v.uri ?? '')];
      if (!topic || !uri) return { error: 'Variable $topic and $uri are required' };
      const mine = subs.get(domain) ?? [];
      if (mine.some((x) => x.topic === topic && x.uri === uri)) {
        const userErrors = [
          { field: ['webhookSubscription', 'callbackUrl'], message: 'Address for this topic has already been taken' },
        ];
        return { data: { webhookSubscriptionCreate: { webhookSubscription: null, userErrors } } };
      }
      subscriptionSeq += 1;
      const id = gid('WebhookSubscription', String(1_000_000_000 + subscriptionSeq));
      subs.set(domain, [...mine, { id, topic, uri, domain }]);
      return { data: { webhookSubscriptionCreate: { webhookSubscription: { id }, userErrors: [] } } };
    }
    if (name === 'RegularsOrder') {
      const id = /^gid:\/\/shopify\/Order\/(\d+)$/.exec(String(v.id ?? ''))?.[1];
      if (!id) return { error: `Invalid global id '${String(v.id)}'` };
      const o = orders.get(id);
      return { data: { order: o?.domain === domain ? orderNode(o) : null } };
    }
    if (name === 'RegularsOrders') {
      const since = /created_at:\s*>=?\s*'?([^'\s]+)'?/.exec(String(v.query ?? ''))?.[1];
      const from = since ? Date.parse(since) : Number.NEGATIVE_INFINITY;
      if (Number.isNaN(from)) return { error: `Invalid created_at in query: ${String(v.query)}` };
      let offset = 0;
      try {
        offset = v.after ? decodeCursor(String(v.after)) : 0;
      } catch (err) {
        return { error: (err as Error).message };
      }
      const all = [...orders.values()]
        .filter((o) => o.domain === domain && Date.parse(o.createdAt) >= from)
        .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
      const nodes = all.slice(offset, offset + PAGE_SIZE).map(orderNode);
      const end = offset + nodes.length;
      const endCursor = nodes.length ? Buffer.from(`offset:${end}`).toString('base64') : null;
      return { data: { orders: { nodes, pageInfo: { hasNextPage: end < all.length, endCursor } } } };
    }
    return { error: `Unknown operation in the Shopify stub: ${name}` };
  }

  function route(req: http.IncomingMessage, url: URL, raw: string, res: http.ServerResponse) {
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
    const html = (status: number, body: string) =>
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    const refuse = (description: string) => send(400, { error: 'invalid_request', error_description: description });
    const [, domain = '', path = ''] = /^\/([^/]+)(\/.*)$/.exec(url.pathname) ?? [];
    const method = req.method ?? 'GET';
    const s = shops.get(domain);
    const token = String(req.headers['x-shopify-access-token'] ?? '');
    const granted = tokens.get(token);
    const authorized = !!granted && !granted.revoked && granted.domain === domain;

    if (method === 'GET' && path === '/admin/oauth/authorize') {
      count('oauth/authorize');
      const q = url.searchParams;
      const problem = (text: string) =>
        html(400, page('Shopify — Something went wrong', `<h1>Oauth error</h1><p>${text}</p>`));
      if (!s) return problem(`Unknown shop: ${esc(domain)}. There is no store at this address.`);
      if (q.get('client_id') !== apiKey) {
        return problem(`Invalid client_id: ${esc(q.get('client_id') ?? '')} is not a known app.`);
      }
      const redirectUri = q.get('redirect_uri') ?? '';
      if (!/^https?:\/\//.test(redirectUri)) return problem('The redirect_uri is missing or not a valid address.');
      const scopes = (q.get('scope') ?? '').split(/[\s,]+/).filter(Boolean);
      const consent = hex(16);
      consents.set(consent, { domain, scope: scopes.join(','), redirectUri, state: q.get('state') });
      const items = scopes.map((x) => `<li>${esc(x)}</li>`).join('');
      const form =
        `<form method="post" action="/${esc(domain)}/admin/oauth/authorize/decide">` +
        `<input type="hidden" name="consent" value="${consent}"><button type="submit">Install app</button></form>`;
      const body =
        `<h1>Install Regulars</h1><p>Regulars would like to access your Shopify store ${esc(s.name)}</p>` +
        `<p>It will be able to:</p><ul>${items}</ul>${form}`;
      return html(200, page('Install Regulars', body));
    }

    if (method === 'POST' && path === '/admin/oauth/authorize/decide') {
      count('oauth/decide');
      const id = new URLSearchParams(raw).get('consent') ?? '';
      const grant = consents.get(id);
      if (grant?.domain !== domain) {
        return html(
          400,
          page('Shopify — Something went wrong', '<h1>Oauth error</h1><p>This request has expired.</p>'),
        );
      }
      consents.delete(id);
      const code = hex(16);
      codes.set(code, { ...grant, expires: Date.now() + CODE_LIFE_MS });
      const to = new URL(grant.redirectUri);
      to.searchParams.set('code', code);
      to.searchParams.set('host', Buffer.from(`${domain}/admin`).toString('base64').replace(/=+$/, ''));
      to.searchParams.set('shop', domain);
      if (grant.state !== null) to.searchParams.set('state', grant.state);
      to.searchParams.set('timestamp', String(Math.floor(Date.now() / 1000)));
      to.searchParams.set('hmac', queryHmac(to.searchParams, apiSecret));
      to.searchParams.sort();
      return res.writeHead(302, { location: to.toString() }).end();
    }

    if (method === 'POST' && path === '/admin/oauth/access_token') {
      count('oauth/access_token');
      const json = String(req.headers['content-type'] ?? '').includes('json');
      const body = (json ? JSON.parse(raw || '{}') : Object.fromEntries(new URLSearchParams(raw))) as Record<
        string,
        unknown
      >;
      if (body.client_id !== apiKey) return refuse('Invalid client_id: the API key is not a known app.');
      if (body.client_secret !== apiSecret) return refuse('Invalid client_secret: it does not match the app.');
      const code = String(body.code ?? '');
      const grant = codes.get(code);
      codes.delete(code);
      if (grant?.domain !== domain || grant.expires < Date.now()) {
        return refuse('The authorization code was not found or was already used');
      }
      const accessToken = `shpat_${hex(16)}`;
      tokens.set(accessToken, { domain, scope: grant.scope, revoked: false });
      return send(200, { access_token: accessToken, scope: grant.scope });
    }

    const api = /^\/admin\/api\/([\w-]+)\/graphql\.json$/.exec(path);
    if (method === 'POST' && api) {
      const body = JSON.parse(raw || '{}') as { query?: unknown; variables?: Record<string, unknown> };
      const query = typeof body.query === 'string' ? body.query : '';
      const name = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '(anonymous)';
      count(name);
      if (!authorized) return send(401, { errors: INVALID_TOKEN });
      if (!query) return send(400, { errors: { query: 'Required parameter missing or invalid' } });
      const answer = operation(domain, name, body.variables ?? {});
      return send(200, 'data' in answer ? { data: answer.data } : { errors: [{ message: answer.error }] });
    }

    if (method === 'DELETE' && path === '/admin/api_permissions/current.json') {
      count('api_permissions/delete');
      if (!authorized) return send(401, { errors: INVALID_TOKEN });
      revokeAll(domain);
      return send(200, {});
    }

    return send(404, { errors: 'Not Found' });
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      try {
        route(req, url, raw, res);
      } catch (err) {
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ errors: String(err) }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** The compliance payloads' customer and the ids of its orders in the store (the given order's first). */
  function complianceParts(domain: string, given: { id: string }) {
    const s = shop(domain);
    const o = order(domain, given.id);
    const c = o.customer && customers.get(o.customer.id);
    if (!c) throw new Error(`shopify stub: order ${o.id} has no customer`);
    const theirs = [...orders.values()].filter((x) => x.customer?.id === c.id && x.id !== o.id);
    return {
      shop: { shop_id: Number(s.id), shop_domain: domain },
      customer: { id: Number(c.id), email: c.email, phone: c.phone },
      orderIds: [o, ...theirs].map((x) => Number(x.id)),
    };
  }

  async function deliver(d: {
    url: string;
    topic: string;
    domain: string;
    body: string;
    webhookId?: string;
    forged?: boolean;
    /** How the request goes out: fetch by default; a test hands it to an app without a listener of its own. */
    send?: (url: string, init: RequestInit) => Response | Promise<Response>;
  }): Promise<{ status: number; body: string }> {
    const secret = d.forged ? `not-${hex(16)}` : apiSecret;
    const headers = {
      'Content-Type': 'application/json',
      'User-Agent': 'Shopify-Captain-Hook',
      'X-Shopify-Topic': restTopic(d.topic),
      'X-Shopify-Hmac-Sha256': createHmac('sha256', secret).update(d.body, 'utf8').digest('base64'),
      'X-Shopify-Shop-Domain': d.domain,
      'X-Shopify-API-Version': API_VERSION,
      'X-Shopify-Webhook-Id': d.webhookId ?? randomUUID(),
      'X-Shopify-Triggered-At': new Date().toISOString(),
      'X-Shopify-Event-Id': randomUUID(),
    };
    const answer = await (d.send ?? fetch)(d.url, { method: 'POST', body: d.body, headers });
    return { status: answer.status, body: await answer.text() };
  }

  return {
    /** Where `https://{shop}` lands: `{url}/{shop}` (no trailing slash). */
    url: `http://127.0.0.1:${port}`,
    apiKey,
    apiSecret,
    apiVersion: API_VERSION,
    /** A store with its POS locations (numeric legacy ids, unique across the stub). */
    addShop(input: { name: string; currency?: string; locations?: string[] }): TStubShop {
      let domain: string;
      do domain = `${slug(input.name)}-${hex(2)}.myshopify.com`;
      while (shops.has(domain));
      const locationNames = [...(input.locations ?? ['Main Street'])];
      const locationIds = locationNames.map(() => numericId('6', 10));
      const made = { id: numericId('8', 8), domain, name: input.name, currency: input.currency ?? 'USD', locationIds };
      shops.set(domain, { ...made, locationNames, nextNumber: 1001 });
      return { ...made, locationIds: [...locationIds] };
    },
    /** A paid (by default) order at a store: total = subtotal + tax + tip; its customer gets a numeric id. */
    addOrder(domain: string, input: TOrderInput): TStubShopifyOrder {
      const s = shop(domain);
      const [tax, tip, source] = [input.tax ?? 0, input.tip ?? 0, input.source ?? 'pos'];
      const locationId =
        input.locationId === undefined ? (source === 'pos' ? s.locationIds[0] : null) : input.locationId;
      if (locationId !== null && !s.locationIds.includes(locationId)) {
        throw new Error(`shopify stub: location ${locationId} is not ${domain}'s`);
      }
      const custom = !input.lineItems;
      const lines: NonNullable<TOrderInput['lineItems']> = input.lineItems ?? [
        { title: 'Custom sale', quantity: 1, totalMinor: input.subtotal },
      ];
      const sum = lines.reduce((n, l) => n + l.totalMinor, 0);
      if (sum !== input.subtotal) throw new Error(`shopify stub: the lines make ${sum}, not the subtotal`);
      // A product per title in a store (its type: '' unless given); the custom sale has none.
      const lineItems = lines.map((l) => {
        const key = `${domain}|${l.title}`;
        if (!custom && !products.has(key)) products.set(key, numericId('4', 10));
        const product = custom
          ? { productType: null, productId: null }
          : { productType: l.productType ?? '', productId: products.get(key) ?? null };
        return { id: numericId('3', 10), title: l.title, quantity: l.quantity, totalMinor: l.totalMinor, ...product };
      });
      const c = input.customer ? customerFor(domain, input.customer) : null;
      const orderNumber = s.nextNumber++;
      const o: TStubShopifyOrder = {
        id: numericId('5', 9),
        name: `#${orderNumber}`,
        orderNumber,
        domain,
        customer: c && { id: c.id, email: c.email, phone: c.phone },
        email: c?.email ?? null,
        phone: c?.phone ?? null,
        currency: input.currency ?? s.currency,
        subtotal: input.subtotal,
        tax,
        tip,
        total: input.subtotal + tax + tip,
        refunded: 0,
        financialStatus: input.financialStatus ?? 'PAID',
        source,
        locationId,
        lineItems,
        createdAt: input.createdAt ? new Date(input.createdAt).toISOString() : new Date().toISOString(),
      };
      orders.set(o.id, o);
      return copy(o);
    },
    /** The order as the stub has it now (refunds included). */
    order: (domain: string, orderId: string) => copy(order(domain, orderId)),
    /** Refunds (part of) an order, up to what is left of its total; its status becomes (PARTIALLY_)REFUNDED. */
    refund(domain: string, orderId: string, amountMinor: number): TStubShopifyRefund {
      const o = order(domain, orderId);
      const amount = Math.min(amountMinor, o.total - o.refunded);
      if (!(amount > 0)) throw new Error(`shopify stub: nothing to refund on order ${orderId}`);
      o.refunded += amount;
      o.financialStatus = o.refunded >= o.total ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
      const made = { id: numericId('9', 11), orderId, amountMinor: amount };
      refunds.set(made.id, { ...made, createdAt: new Date().toISOString(), domain });
      return made;
    },
    /** The JSON text of the orders/paid (orders/*) webhook for the order as it is now, as Shopify's REST shape. */
    orderWebhookBody(domain: string, orderId: string): string {
      const o = order(domain, orderId);
      const money = (minor: number) => decimal(minor, o.currency);
      const c = o.customer && customers.get(o.customer.id);
      const consent = (agreed: boolean) => ({
        state: agreed ? 'subscribed' : 'not_subscribed',
        opt_in_level: 'single_opt_in',
        consent_updated_at: null,
      });
      const customer = c && {
        id: Number(c.id),
        email: c.email,
        phone: c.phone,
        first_name: c.firstName || null,
        last_name: c.lastName || null,
        email_marketing_consent: c.email ? consent(c.emailMarketing) : null,
        sms_marketing_consent: c.phone ? { ...consent(c.smsMarketing), consent_collected_from: 'SHOPIFY' } : null,
      };
      return JSON.stringify({
        id: Number(o.id),
        admin_graphql_api_id: gid('Order', o.id),
        name: o.name,
        order_number: o.orderNumber,
        email: o.email,
        phone: o.phone,
        created_at: o.createdAt,
        processed_at: o.createdAt,
        currency: o.currency,
        subtotal_price: money(o.subtotal),
        total_price: money(o.total),
        total_tax: money(o.tax),
        total_tip_received: money(o.tip),
        financial_status: o.financialStatus.toLowerCase(),
        source_name: o.source,
        location_id: o.locationId ? Number(o.locationId) : null,
        customer,
        line_items: o.lineItems.map((l) => ({
          id: Number(l.id),
          title: l.title,
          quantity: l.quantity,
          price: money(Math.round(l.totalMinor / l.quantity)),
          product_id: l.productId ? Number(l.productId) : null,
        })),
      });
    },
    /** The JSON text of the refunds/create webhook for a refund `refund` made. */
    refundWebhookBody(domain: string, refund: { id: string }): string {
      const r = refunds.get(refund.id);
      if (r?.domain !== domain) throw new Error(`shopify stub: no refund ${refund.id} at ${domain}`);
      const o = order(domain, r.orderId);
      const transaction = {
        id: Number(numericId('2', 11)),
        order_id: Number(o.id),
        amount: decimal(r.amountMinor, o.currency),
        currency: o.currency,
        kind: 'refund',
        status: 'success',
        created_at: r.createdAt,
      };
      return JSON.stringify({
        id: Number(r.id),
        admin_graphql_api_id: gid('Refund', r.id),
        order_id: Number(o.id),
        created_at: r.createdAt,
        processed_at: r.createdAt,
        refund_line_items: [],
        transactions: [transaction],
      });
    },
    /** customers/data_request: the order's customer and the ids of its orders in the store. */
    customerDataRequestBody(domain: string, order: { id: string }): string {
      const p = complianceParts(domain, order);
      const data_request = { id: Number(numericId('1', 8)) };
      return JSON.stringify({ ...p.shop, orders_requested: p.orderIds, customer: p.customer, data_request });
    },
    /** customers/redact: the order's customer and the ids of its orders in the store. */
    customerRedactBody(domain: string, order: { id: string }): string {
      const p = complianceParts(domain, order);
      return JSON.stringify({ ...p.shop, customer: p.customer, orders_to_redact: p.orderIds });
    },
    /** shop/redact, sent 48 hours after a store uninstalls the app. */
    shopRedactBody(domain: string): string {
      const s = shop(domain);
      return JSON.stringify({ shop_id: Number(s.id), shop_domain: domain });
    },
    /**
     * POSTs `body` to `url` as Shopify delivers a webhook: signed with the app's secret (`forged`: another one), the
     * topic as orders/paid (ORDERS_PAID is turned into it), a fresh X-Shopify-Webhook-Id unless given (a redelivery
     * keeps it). The receiver's status and body.
     */
    deliver,
    /** `deliver` to every subscription the app made for the store and topic (either spelling); their statuses. */
    async deliverToSubscribers(d: Omit<Parameters<typeof deliver>[0], 'url'>) {
      const targets = (subs.get(d.domain) ?? []).filter((x) => enumTopic(x.topic) === enumTopic(d.topic));
      if (!targets.length) throw new Error(`shopify stub: ${d.domain} has no subscription to ${d.topic}`);
      const statuses: number[] = [];
      for (const t of targets) statuses.push((await deliver({ ...d, url: t.uri })).status);
      return statuses;
    },
    /** The webhook subscriptions the app made for the store (topic as GraphQL's enum: ORDERS_PAID). */
    subscriptions: (domain: string): TStubWebhookSubscription[] =>
      (subs.get(domain) ?? []).map(({ id, topic, uri }) => ({ id, topic, uri })),
    /** A token was issued to the store and not revoked (uninstall, revokeTokens). */
    isInstalled: (domain: string) => [...tokens.values()].some((t) => t.domain === domain && !t.revoked),
    /** The store's tokens answer 401 from now on, as when the app is uninstalled from Shopify's admin. */
    revokeTokens(domain: string) {
      revokeAll(domain);
    },
    /**
     * How many requests of that kind arrived, refused ones included: a GraphQL operation's name (RegularsOrder…),
     * or 'oauth/authorize', 'oauth/decide', 'oauth/access_token', 'api_permissions/delete'.
     */
    calls: (name: string) => counts.get(name) ?? 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TShopifyStub = Awaited<ReturnType<typeof startShopifyStub>>;
