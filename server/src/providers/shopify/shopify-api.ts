import { toMinorUnits } from '@regulars/contracts';
import type { Shopify } from '@shopify/shopify-api';
import type { TShopifyConfig } from '../../platform/config.ts';

/**
 * The part of Shopify Regulars uses, through Shopify's own library (`@shopify/shopify-api`): the app's OAuth install,
 * the Admin GraphQL API and the webhooks' signature. Loaded the first time a business touches Shopify.
 */

/** What the app asks a store for: its orders and refunds, their customers, its locations, and products' types. */
export const SHOPIFY_SCOPES = ['read_orders', 'read_customers', 'read_locations', 'read_products'] as const;

/** The topics Regulars subscribes a store to; the three compliance topics are the app's, set in its configuration. */
export const SHOPIFY_WEBHOOK_TOPICS = ['ORDERS_PAID', 'REFUNDS_CREATE', 'APP_UNINSTALLED'] as const;

/** Why a call to Shopify failed: it refused our access, the thing asked for is not there, or it did not answer. */
export class ShopifyApiError extends Error {
  constructor(
    readonly kind: 'refused' | 'not_found' | 'unavailable' | 'rejected',
    message: string,
  ) {
    super(message);
  }
}

type TLibrary = typeof import('@shopify/shopify-api');
let library: Promise<TLibrary> | undefined;
const apps = new Map<string, Shopify>();

/** Tests only: https://<store>/… goes to <stub>/<store>/… (SHOPIFY_API_BASE). */
export function toStub(url: string, apiBase: string | undefined): string {
  if (!apiBase) return url;
  const parsed = new URL(url);
  return `${apiBase}/${parsed.host}${parsed.pathname}${parsed.search}`;
}

async function loadLibrary(config: TShopifyConfig): Promise<TLibrary> {
  library ??= (async () => {
    await import('@shopify/shopify-api/adapters/web-api');
    return import('@shopify/shopify-api');
  })();
  const lib = await library;
  if (config.apiBase) {
    const { setAbstractFetchFunc } = await import('@shopify/shopify-api/runtime');
    const base = config.apiBase;
    setAbstractFetchFunc((input, init) => fetch(toStub(String(input), base), init));
  }
  return lib;
}

/** The library configured as this server's Shopify app (one per app key and address). */
async function shopifyApp(config: TShopifyConfig, appUrl: string): Promise<{ shopify: Shopify; lib: TLibrary }> {
  const lib = await loadLibrary(config);
  const key = `${config.apiKey}|${appUrl}`;
  let shopify = apps.get(key);
  if (!shopify) {
    const host = new URL(appUrl);
    shopify = lib.shopifyApi({
      apiKey: config.apiKey,
      apiSecretKey: config.apiSecret,
      scopes: [...SHOPIFY_SCOPES],
      hostName: host.host,
      hostScheme: host.protocol === 'https:' ? 'https' : 'http',
      apiVersion: lib.ApiVersion.October25,
      isEmbeddedApp: false,
      // Its own log lines would carry shop addresses and request details: our callers log what matters.
      logger: { level: lib.LogSeverity.Error, log: async () => {}, httpRequests: false, timestamps: false },
    });
    apps.set(key, shopify);
  }
  return { shopify, lib };
}

/** Turns the library's errors into ShopifyApiError by what they mean for us. */
async function call<T>(config: TShopifyConfig, what: string, run: () => Promise<T>): Promise<T> {
  const lib = await loadLibrary(config);
  try {
    return await run();
  } catch (err) {
    if (err instanceof ShopifyApiError) throw err;
    if (err instanceof lib.HttpResponseError) {
      const status = err.response.code;
      if (status === 401 || status === 403)
        throw new ShopifyApiError('refused', `${what}: Shopify refused (${status})`);
      if (status === 404) throw new ShopifyApiError('not_found', `${what}: not found at Shopify`);
      if (status >= 500 || status === 429) {
        throw new ShopifyApiError('unavailable', `${what}: Shopify did not answer (${status})`);
      }
      throw new ShopifyApiError('rejected', `${what}: Shopify answered ${status}`);
    }
    if (err instanceof lib.GraphqlQueryError) throw new ShopifyApiError('rejected', `${what}: ${err.message}`);
    if (err instanceof lib.ShopifyError) throw new ShopifyApiError('unavailable', `${what}: ${err.message}`);
    // fetch itself failed: the store's address did not answer.
    if (err instanceof TypeError) throw new ShopifyApiError('unavailable', `${what}: ${err.message}`);
    throw err;
  }
}

/**
 * The first step of "Connect Shopify": the address of the store's install (consent) page, and the cookies that hold
 * the OAuth state for the callback (the library's own, signed with the app's secret, scoped to the callback's path).
 */
export async function beginShopifyInstall(
  config: TShopifyConfig,
  { appUrl, shop, callbackPath }: { appUrl: string; shop: string; callbackPath: string },
): Promise<{ url: string; cookies: string[] }> {
  const { shopify } = await shopifyApp(config, appUrl);
  // A request of our own, not the browser's: the library turns away what looks like a bot (a headless browser too).
  const answer = (await shopify.auth.begin({
    shop,
    callbackPath,
    isOnline: false,
    rawRequest: new Request(`${appUrl}${callbackPath}`),
  })) as Response;
  const location = answer.headers.get('location');
  if (!location) throw new ShopifyApiError('rejected', `install of ${shop}: no address to send the owner to`);
  return { url: toStub(location, config.apiBase), cookies: answer.headers.getSetCookie() };
}

export type TShopifyInstall = { shop: string; accessToken: string; scope: string };

/** Why an install callback was not accepted. */
export class ShopifyCallbackError extends Error {
  constructor(readonly kind: 'expired' | 'refused' | 'unavailable') {
    super(`Shopify install callback: ${kind}`);
  }
}

/**
 * Shopify's install callback: its HMAC and state checked against the cookie by the library, the code exchanged for
 * the store's offline access token.
 */
export async function finishShopifyInstall(
  config: TShopifyConfig,
  { appUrl, requestUrl, cookie }: { appUrl: string; requestUrl: string; cookie: string | undefined },
): Promise<{ install: TShopifyInstall; cookies: string[] }> {
  const { shopify, lib } = await shopifyApp(config, appUrl);
  try {
    const { session, headers } = await shopify.auth.callback<Headers>({
      rawRequest: new Request(requestUrl, { headers: cookie ? { cookie } : {} }),
    });
    if (!session.accessToken) throw new ShopifyCallbackError('refused');
    return {
      install: { shop: session.shop, accessToken: session.accessToken, scope: session.scope ?? '' },
      cookies: headers instanceof Headers ? headers.getSetCookie() : [],
    };
  } catch (err) {
    if (err instanceof ShopifyCallbackError) throw err;
    if (err instanceof lib.CookieNotFound || err instanceof lib.InvalidOAuthError) {
      throw new ShopifyCallbackError('expired');
    }
    if (err instanceof lib.InvalidHmacError || err instanceof lib.InvalidShopError) {
      throw new ShopifyCallbackError('expired');
    }
    if (err instanceof lib.HttpResponseError && err.response.code < 500) throw new ShopifyCallbackError('refused');
    throw new ShopifyCallbackError('unavailable');
  }
}

/**
 * Checks a webhook's signature (base64 HMAC-SHA256 of the raw body with the app's secret) and reads its headers: the
 * topic as Shopify spells it (orders/paid), the store's address and the webhook's id (the same on a redelivery).
 */
export async function validateShopifyWebhook(
  config: TShopifyConfig,
  { appUrl, rawBody, headers }: { appUrl: string; rawBody: string; headers: Headers },
): Promise<{ valid: false } | { valid: true; topic: string; shop: string; webhookId: string }> {
  const { shopify } = await shopifyApp(config, appUrl);
  const check = await shopify.webhooks.validate({
    rawBody,
    rawRequest: new Request(`${appUrl}/webhooks/shopify`, { method: 'POST', headers }),
  });
  if (!check.valid || !('webhookId' in check)) return { valid: false };
  // The library answers the topic as ORDERS_PAID; Shopify's own spelling (orders/paid) is the header's.
  const topic = headers.get('x-shopify-topic') ?? check.topic;
  return { valid: true, topic, shop: check.domain, webhookId: check.webhookId };
}

/** Ends the app's install in the store: its access token stops working there (disconnect). */
export async function uninstallShopifyApp(config: TShopifyConfig, shop: string, accessToken: string): Promise<void> {
  await loadLibrary(config);
  const { abstractFetch } = await import('@shopify/shopify-api/runtime');
  const answer = await abstractFetch(`https://${shop}/admin/api_permissions/current.json`, {
    method: 'DELETE',
    headers: { 'X-Shopify-Access-Token': accessToken },
  }).catch((err: unknown) => {
    throw new ShopifyApiError('unavailable', `uninstall: ${String(err)}`);
  });
  // Already uninstalled or the token already refused: the install is over either way.
  if (answer.ok || answer.status === 401 || answer.status === 404) return;
  throw new ShopifyApiError('unavailable', `uninstall: Shopify answered ${answer.status}`);
}

type TMoneySet = { shopMoney: { amount: string } } | null;
type TOrderNode = {
  id: string;
  legacyResourceId: string;
  name: string;
  createdAt: string;
  processedAt: string | null;
  cancelledAt: string | null;
  displayFinancialStatus: string | null;
  sourceName: string | null;
  currencyCode: string;
  subtotalPriceSet: TMoneySet;
  totalPriceSet: TMoneySet;
  totalTaxSet: TMoneySet;
  totalTipReceivedSet: TMoneySet;
  totalRefundedSet: TMoneySet;
  retailLocation: { id: string } | null;
  email: string | null;
  phone: string | null;
  customer: {
    firstName: string | null;
    lastName: string | null;
    defaultEmailAddress: { emailAddress: string | null; marketingState: string | null } | null;
    defaultPhoneNumber: { phoneNumber: string | null; marketingState: string | null } | null;
  } | null;
  lineItems: {
    nodes: {
      title: string;
      quantity: number;
      discountedTotalSet: TMoneySet;
      product: { productType: string | null } | null;
    }[];
  };
};

const ORDER_FIELDS = `
  id legacyResourceId name createdAt processedAt cancelledAt displayFinancialStatus sourceName currencyCode
  subtotalPriceSet { shopMoney { amount } }
  totalPriceSet { shopMoney { amount } }
  totalTaxSet { shopMoney { amount } }
  totalTipReceivedSet { shopMoney { amount } }
  totalRefundedSet { shopMoney { amount } }
  retailLocation { id }
  email phone
  customer {
    firstName lastName
    defaultEmailAddress { emailAddress marketingState }
    defaultPhoneNumber { phoneNumber marketingState }
  }
  lineItems(first: 100) { nodes { title quantity discountedTotalSet { shopMoney { amount } } product { productType } } }
`;

/** A Shopify order as a till sale sees it: amounts in minor units of its currency. */
export type TShopifyOrder = {
  id: string;
  name: string;
  paid: boolean;
  currency: string;
  subtotal: number;
  total: number;
  refunded: number;
  locationId: string | null;
  online: boolean;
  createdAt: Date;
  customer: {
    email: string | null;
    phone: string | null;
    firstName: string | null;
    lastName: string | null;
    /** What they agreed to at the till, per channel: the email's or the phone's marketing state SUBSCRIBED. */
    marketing: { email: boolean; sms: boolean };
  } | null;
  lineItems: { name: string; quantity: number; totalMinor: number; category: string | null }[];
};

/** The numeric id at the end of a Shopify global id (gid://shopify/Order/123 → 123). */
export const legacyId = (gid: string) => gid.slice(gid.lastIndexOf('/') + 1);

const PAID = new Set(['PAID', 'PARTIALLY_REFUNDED', 'REFUNDED', 'PARTIALLY_PAID']);

const emailOf = (c: TOrderNode['customer']) => c?.defaultEmailAddress?.emailAddress ?? null;
const phoneOf = (c: TOrderNode['customer']) => c?.defaultPhoneNumber?.phoneNumber ?? null;

function toOrder(node: TOrderNode): TShopifyOrder {
  const currency = node.currencyCode;
  const minor = (set: TMoneySet) => (set ? toMinorUnits(Number(set.shopMoney.amount), currency) : 0);
  const contact = node.customer;
  const email = emailOf(contact) ?? node.email;
  const phone = phoneOf(contact) ?? node.phone;
  return {
    id: node.legacyResourceId,
    name: node.name,
    paid: !node.cancelledAt && PAID.has(node.displayFinancialStatus ?? ''),
    currency,
    subtotal: minor(node.subtotalPriceSet),
    total: minor(node.totalPriceSet),
    refunded: minor(node.totalRefundedSet),
    locationId: node.retailLocation ? legacyId(node.retailLocation.id) : null,
    online: node.sourceName !== 'pos',
    createdAt: new Date(node.processedAt ?? node.createdAt),
    customer:
      email || phone
        ? {
            email: email ?? null,
            phone: phone ?? null,
            firstName: contact?.firstName ?? null,
            lastName: contact?.lastName ?? null,
            // Consent belongs to the customer's own address or number, not to the order's contact.
            marketing: {
              email: Boolean(emailOf(contact)) && contact?.defaultEmailAddress?.marketingState === 'SUBSCRIBED',
              sms: Boolean(phoneOf(contact)) && contact?.defaultPhoneNumber?.marketingState === 'SUBSCRIBED',
            },
          }
        : null,
    lineItems: node.lineItems.nodes.map((l) => ({
      name: l.title,
      quantity: l.quantity,
      totalMinor: minor(l.discountedTotalSet),
      category: l.product?.productType || null,
    })),
  };
}

export type TShopifyStore = ReturnType<typeof shopifyStore>;

/** A connected store's Admin API, with its offline access token. */
export function shopifyStore(config: TShopifyConfig, appUrl: string, shop: string, accessToken: string) {
  async function graphql<T>(what: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
    return call(config, what, async () => {
      const { shopify, lib } = await shopifyApp(config, appUrl);
      const session = new lib.Session({ id: `offline_${shop}`, shop, state: '', isOnline: false, accessToken });
      const client = new shopify.clients.Graphql({ session });
      const answer = await client.request<T>(query, { variables, retries: 1 });
      if (!answer.data) throw new ShopifyApiError('rejected', `${what}: no data`);
      return answer.data;
    });
  }

  return {
    /** The store's name and currency, and its locations. */
    async profile(): Promise<{ name: string; currency: string; places: { id: string; name: string }[] }> {
      const data = await graphql<{
        shop: { name: string; currencyCode: string };
        locations: { nodes: { id: string; name: string }[] };
      }>('store', 'query RegularsShop { shop { name currencyCode } locations(first: 250) { nodes { id name } } }');
      return {
        name: data.shop.name,
        currency: data.shop.currencyCode,
        places: data.locations.nodes.map((l) => ({ id: legacyId(l.id), name: l.name })),
      };
    },

    /** Subscribes the store to `topic`, delivered to `uri`; an existing subscription of the same address is kept. */
    async subscribe(topic: (typeof SHOPIFY_WEBHOOK_TOPICS)[number], uri: string): Promise<void> {
      const data = await graphql<{
        webhookSubscriptionCreate: { webhookSubscription: { id: string } | null; userErrors: { message: string }[] };
      }>(
        'webhook subscription',
        `mutation RegularsWebhookCreate($topic: WebhookSubscriptionTopic!, $uri: String!) {
          webhookSubscriptionCreate(topic: $topic, webhookSubscription: { uri: $uri }) {
            webhookSubscription { id }
            userErrors { field message }
          }
        }`,
        { topic, uri },
      );
      const problem = data.webhookSubscriptionCreate.userErrors.find((e) => !/already been taken/i.test(e.message));
      if (problem) throw new ShopifyApiError('rejected', `webhook subscription ${topic}: ${problem.message}`);
    },

    /** One order as Shopify has it now (null: not there). */
    async order(id: string): Promise<TShopifyOrder | null> {
      const data = await graphql<{ order: TOrderNode | null }>(
        'order',
        `query RegularsOrder($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`,
        { id: `gid://shopify/Order/${id}` },
      );
      return data.order ? toOrder(data.order) : null;
    },

    /** The orders created since `since`, a page at a time (the backfill). */
    async *ordersSince(since: Date): AsyncGenerator<TShopifyOrder[]> {
      let after: string | null = null;
      do {
        const data: {
          orders: { nodes: TOrderNode[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
        } = await graphql(
          'orders',
          `query RegularsOrders($query: String!, $after: String) {
            orders(first: 50, after: $after, query: $query, sortKey: CREATED_AT) {
              nodes { ${ORDER_FIELDS} }
              pageInfo { hasNextPage endCursor }
            }
          }`,
          { query: `created_at:>='${since.toISOString()}'`, after },
        );
        yield data.orders.nodes.map(toOrder);
        after = data.orders.pageInfo.hasNextPage ? data.orders.pageInfo.endCursor : null;
      } while (after);
    },
  };
}
