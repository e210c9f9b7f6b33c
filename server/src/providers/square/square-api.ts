import type { Square, SquareClient } from 'square';
import type { TSquareConfig } from '../../platform/config.ts';

/**
 * The part of Square's API Regulars uses, through Square's own SDK (`square` on npm). The SDK is large: it is loaded
 * the first time a business touches Square, not when the server starts.
 */

/**
 * The seller's permissions Regulars asks for: who they are, their locations, payments and refunds, orders, customers,
 * and their item library (a line's category).
 */
export const SQUARE_SCOPES = [
  'MERCHANT_PROFILE_READ',
  'PAYMENTS_READ',
  'ORDERS_READ',
  'CUSTOMERS_READ',
  'ITEMS_READ',
] as const;

/** Why a call to Square failed: it refused our credentials, the thing asked for is not there, or it did not answer. */
export class SquareApiError extends Error {
  constructor(
    readonly kind: 'refused' | 'not_found' | 'unavailable' | 'rejected',
    message: string,
  ) {
    super(message);
  }
}

let sdk: Promise<typeof import('square')> | undefined;
const loadSdk = () => {
  sdk ??= import('square');
  return sdk;
};

async function client(config: TSquareConfig, token: string): Promise<SquareClient> {
  const { SquareClient } = await loadSdk();
  return new SquareClient({ token, environment: config.apiBase, timeoutInSeconds: 20, maxRetries: 1 });
}

/** Runs a call, turning the SDK's errors into SquareApiError by what they mean for us. */
async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
  const { SquareError } = await loadSdk();
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof SquareError)) throw err;
    const status = err.statusCode ?? 0;
    if (status === 401 || status === 403) throw new SquareApiError('refused', `${what}: Square refused (${status})`);
    if (status === 404) throw new SquareApiError('not_found', `${what}: not found at Square`);
    if (status >= 400 && status < 500) throw new SquareApiError('rejected', `${what}: Square answered ${status}`);
    throw new SquareApiError('unavailable', `${what}: Square did not answer (${status || err.message})`);
  }
}

/** The address of Square's consent page for a seller to authorise Regulars. */
export function squareAuthorizeUrl(
  config: TSquareConfig,
  { state, redirectUri }: { state: string; redirectUri: string },
) {
  const url = new URL('/oauth2/authorize', config.apiBase);
  url.searchParams.set('client_id', config.applicationId);
  url.searchParams.set('scope', SQUARE_SCOPES.join(' '));
  url.searchParams.set('session', 'false');
  url.searchParams.set('state', state);
  url.searchParams.set('redirect_uri', redirectUri);
  return url.toString();
}

export type TSquareTokens = {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
  merchantId: string;
};

function toTokens(answer: {
  accessToken?: string;
  refreshToken?: string;
  expiresAt?: string;
  merchantId?: string;
}): TSquareTokens {
  if (!answer.accessToken || !answer.merchantId) {
    throw new SquareApiError('rejected', 'Square answered a token without its seller');
  }
  return {
    accessToken: answer.accessToken,
    refreshToken: answer.refreshToken ?? null,
    expiresAt: answer.expiresAt ? new Date(answer.expiresAt) : null,
    merchantId: answer.merchantId,
  };
}

/** Exchanges the consent page's code for the seller's tokens. */
export async function exchangeSquareCode(
  config: TSquareConfig,
  { code, redirectUri }: { code: string; redirectUri: string },
) {
  const square = await client(config, config.appAccessToken);
  const answer = await call('obtain token', () =>
    square.oAuth.obtainToken({
      clientId: config.applicationId,
      clientSecret: config.applicationSecret,
      code,
      redirectUri,
      grantType: 'authorization_code',
    }),
  );
  return toTokens(answer);
}

/** A new access token for the seller (Square's last 30 days; the refresh token stays). */
export async function refreshSquareToken(config: TSquareConfig, refreshToken: string) {
  const square = await client(config, config.appAccessToken);
  const answer = await call('refresh token', () =>
    square.oAuth.obtainToken({
      clientId: config.applicationId,
      clientSecret: config.applicationSecret,
      refreshToken,
      grantType: 'refresh_token',
    }),
  );
  return toTokens(answer);
}

/** Revokes every token of the seller's authorisation of Regulars (disconnect). */
export async function revokeSquareToken(config: TSquareConfig, accessToken: string): Promise<void> {
  const square = await client(config, config.appAccessToken);
  await call('revoke token', () =>
    square.oAuth.revokeToken(
      { clientId: config.applicationId, accessToken },
      { headers: { Authorization: `Client ${config.applicationSecret}` } },
    ),
  );
}

const minor = (money: { amount?: bigint | null } | null | undefined) => Number(money?.amount ?? 0n);

export type TSquarePayment = {
  id: string;
  status: string;
  /** What the card paid before the tip (subtotal and tax), the tip, and what was refunded, in minor units. */
  amount: number;
  tip: number;
  refunded: number;
  currency: string;
  locationId: string | null;
  orderId: string | null;
  customerId: string | null;
  receiptNumber: string | null;
  createdAt: Date;
};

export type TSquareOrder = {
  tax: number;
  lineItems: { name: string; quantity: number; totalMinor: number; category: string | null }[];
};

/** A seller's customer as a till sale sees them: their contact, name, and what marketing they agreed to. */
export type TSquareCustomer = {
  email: string | null;
  phone: string | null;
  firstName: string | null;
  lastName: string | null;
  marketing: { email: boolean; sms: boolean };
};

export type TSquareSeller = ReturnType<typeof squareSeller>;

/** A payment as the SDK answers it, in the few fields a sale needs (amounts in minor units, as numbers). */
function toPayment(payment: Square.Payment): TSquarePayment {
  return {
    id: payment.id ?? '',
    status: payment.status ?? 'UNKNOWN',
    amount: minor(payment.amountMoney),
    tip: minor(payment.tipMoney),
    refunded: minor(payment.refundedMoney),
    currency: payment.amountMoney?.currency ?? payment.totalMoney?.currency ?? 'USD',
    locationId: payment.locationId ?? null,
    orderId: payment.orderId ?? null,
    customerId: payment.customerId ?? null,
    receiptNumber: payment.receiptNumber ?? null,
    createdAt: new Date(payment.createdAt ?? Date.now()),
  };
}

/** The calls made with a seller's access token. */
export function squareSeller(config: TSquareConfig, accessToken: string) {
  const square = () => client(config, accessToken);
  return {
    async merchant(): Promise<{ id: string; name: string; currency: string | null }> {
      const api = await square();
      const { merchant } = await call('merchant', () => api.merchants.get({ merchantId: 'me' }));
      if (!merchant?.id) throw new SquareApiError('rejected', 'Square answered no merchant');
      return { id: merchant.id, name: merchant.businessName ?? 'Square seller', currency: merchant.currency ?? null };
    },
    async locations(): Promise<{ id: string; name: string }[]> {
      const api = await square();
      const { locations = [] } = await call('locations', () => api.locations.list());
      return locations
        .filter((l) => l.id && l.status !== 'INACTIVE')
        .map((l) => ({ id: l.id as string, name: l.name ?? l.id ?? 'Location' }));
    },
    async payment(paymentId: string): Promise<TSquarePayment> {
      const api = await square();
      const { payment } = await call('payment', () => api.payments.get({ paymentId }));
      if (!payment?.id) throw new SquareApiError('not_found', 'payment: not found at Square');
      return toPayment(payment);
    },
    /** The seller's payments taken from `since` until `until`, oldest first, page by page (Square's cursor). */
    async *paymentsBetween(since: Date, until: Date): AsyncGenerator<TSquarePayment> {
      const api = await square();
      const page = await call('list payments', () =>
        api.payments.list({
          beginTime: since.toISOString(),
          endTime: until.toISOString(),
          sortOrder: 'ASC',
          limit: 100,
        }),
      );
      for await (const payment of page) if (payment.id) yield toPayment(payment);
    },
    async order(orderId: string): Promise<TSquareOrder> {
      const api = await square();
      const { order } = await call('order', () => api.orders.get({ orderId }));
      const lines = order?.lineItems ?? [];
      const categories = await categoriesOf(
        api,
        lines.map((l) => l.catalogObjectId).filter((id): id is string => Boolean(id)),
      );
      return {
        tax: minor(order?.totalTaxMoney),
        lineItems: lines.map((item) => ({
          name: item.name ?? item.variationName ?? 'Item',
          quantity: Number(item.quantity ?? 1) || 1,
          totalMinor: minor(item.totalMoney),
          category: (item.catalogObjectId && categories.get(item.catalogObjectId)) || null,
        })),
      };
    },
    async customer(customerId: string): Promise<TSquareCustomer> {
      const api = await square();
      const { customer } = await call('customer', () => api.customers.get({ customerId }));
      const email = customer?.emailAddress ?? null;
      return {
        email,
        phone: customer?.phoneNumber ?? null,
        firstName: customer?.givenName ?? null,
        lastName: customer?.familyName ?? null,
        // Square records only an email opt-out (preferences.email_unsubscribed), which is false for anyone who never
        // unsubscribed, asked or not: it never says a customer agreed, so a Square sale never adds a customer.
        marketing: { email: false, sms: false },
      };
    },
  };
}

type TCatalogObject = {
  id?: string;
  type?: string;
  itemVariationData?: { itemId?: string | null } | null;
  itemData?: { categories?: { id?: string }[] | null; reportingCategory?: { id?: string } | null } | null;
  categoryData?: { name?: string | null } | null;
};

/**
 * The category name of each item variation sold (a line's catalog_object_id), from the seller's item library in one
 * call: the variation, its item, the item's reporting category. A line typed in at the till has none.
 */
async function categoriesOf(api: SquareClient, variationIds: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (variationIds.length === 0) return found;
  const answer = await call('catalog', () =>
    api.catalog.batchGet({ objectIds: [...new Set(variationIds)], includeRelatedObjects: true }),
  );
  const all = [...(answer.objects ?? []), ...(answer.relatedObjects ?? [])] as TCatalogObject[];
  const byId = new Map(all.filter((o) => o.id).map((o) => [o.id as string, o]));
  for (const variation of answer.objects ?? []) {
    const v = variation as TCatalogObject;
    const item = byId.get(v.itemVariationData?.itemId ?? '');
    const categoryId = item?.itemData?.reportingCategory?.id ?? item?.itemData?.categories?.[0]?.id;
    const name = byId.get(categoryId ?? '')?.categoryData?.name;
    if (v.id && name) found.set(v.id, name);
  }
  return found;
}

/** The webhook events Regulars subscribes to. */
export const SQUARE_EVENT_TYPES = [
  'payment.created',
  'payment.updated',
  'refund.created',
  'refund.updated',
  'oauth.authorization.revoked',
] as const;

/**
 * Makes sure the application has a webhook subscription to `notificationUrl` and answers its signature key. Square
 * shows a subscription's key only when it is made or its key replaced: one found without a key we hold gets a new one.
 */
export async function ensureSquareSubscription(
  config: TSquareConfig,
  { notificationUrl }: { notificationUrl: string },
): Promise<{ id: string; signatureKey: string }> {
  const api = await client(config, config.appAccessToken);
  const page = await call('list subscriptions', () => api.webhooks.subscriptions.list());
  const existing = page.data.find((s) => s.notificationUrl === notificationUrl && s.id);
  if (existing?.id) {
    const id = existing.id;
    const { signatureKey } = await call('replace signature key', () =>
      api.webhooks.subscriptions.updateSignatureKey({ subscriptionId: id, idempotencyKey: crypto.randomUUID() }),
    );
    return { id, signatureKey: withKey(signatureKey) };
  }
  const { subscription } = await call('create subscription', () =>
    api.webhooks.subscriptions.create({
      idempotencyKey: crypto.randomUUID(),
      subscription: {
        name: 'Regulars',
        enabled: true,
        eventTypes: [...SQUARE_EVENT_TYPES],
        notificationUrl,
      },
    }),
  );
  if (!subscription?.id) throw new SquareApiError('rejected', 'Square answered no subscription');
  return { id: subscription.id, signatureKey: withKey(subscription.signatureKey) };
}

/** A subscription's key, which Square answers only here: without it no webhook could be checked, so none is kept. */
function withKey(signatureKey: string | undefined | null): string {
  if (!signatureKey) throw new SquareApiError('rejected', 'Square answered no signature key');
  return signatureKey;
}

/** Whether a webhook's body was signed by Square with `signatureKey` for `notificationUrl` (Square's own check). */
export async function verifySquareSignature(args: {
  rawBody: string;
  signature: string | undefined;
  signatureKey: string;
  notificationUrl: string;
}): Promise<boolean> {
  if (!args.signature) return false;
  const { WebhooksHelper } = await loadSdk();
  return WebhooksHelper.verifySignature({
    requestBody: args.rawBody,
    signatureHeader: args.signature,
    signatureKey: args.signatureKey,
    notificationUrl: args.notificationUrl,
  });
}
