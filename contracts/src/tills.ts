import { z } from 'zod';
import { ZActionGains } from './loyalty.ts';

/** Till connections (issue 50): every message the integrations card, the counter and the API show, in plain words. */
export const TILL_MESSAGES = {
  upgrade: 'Connecting your till is part of the Pro and Agency plans. Upgrade to connect Square or Shopify.',
  notConfigured:
    'Square is not set up on this server yet. Whoever runs it adds the Square application (docs/INTEGRATIONS.md).',
  notConnected: 'Connect Square first.',
  connected: 'Square connected',
  connectFailed: 'Could not connect Square',
  denied: 'Square was not connected: access was not allowed on Square’s page.',
  stateMismatch: 'That Square sign-in link has expired or was not started here. Click “Connect Square” again.',
  codeRefused: 'Square did not accept the sign-in. Click “Connect Square” again.',
  unreachable: 'We could not reach Square. Try again in a moment.',
  accountTaken:
    'This Square account is already connected to another business here. Disconnect it there first, so no sale earns twice.',
  saved: 'Till settings saved',
  saveFailed: 'Could not save the till settings',
  disconnected: 'Square disconnected',
  disconnectFailed: 'Could not disconnect Square',
  loadFailed: 'Could not load your till connection',
  locationUnknown: 'Choose one of your locations, or none.',
  tillLocationUnknown: 'That Square location is not part of this connection.',
  // What a sale that could not go through records as the connection's last error.
  tokenRefused: 'Square no longer accepts our access: click “Connect Square” again to reconnect.',
  tokenUnreadable: 'The saved Square access can no longer be read: reconnect Square.',
  shopifyTokenUnreadable: 'The saved Shopify access can no longer be read: reconnect Shopify.',
  saleUnreadable: 'Square did not let us read a sale. We will try again automatically.',
  saleNotFound: 'That till sale is not waiting to be claimed here.',
  saleClaimed: 'This sale has already been claimed for another customer.',
  saleExpired: 'This sale is more than 7 days old and can no longer be claimed.',
  saleRefunded: 'This sale was refunded at the till: there is nothing to claim.',
  claimedToast: 'Sale added to the customer',
  // A customer claiming a sale in the portal with its receipt number: one answer for every sale they cannot claim
  // (none with that number, another business's, claims not turned on, refunded, claimed already), so it tells
  // nothing of other people's sales.
  portalSaleNotFound:
    'We found no sale with that receipt number waiting to be claimed. Check the number on your receipt, or ask at the counter.',
  portalSaleAmbiguous: 'More than one sale has that receipt number. Ask at the counter and they will add yours.',
  portalTooManyTries: 'Too many tries. Try again in an hour.',
  receiptNumberRequired: 'Enter the number on your receipt',
  receiptNumberTooLong: 'That is longer than a receipt number',
  planEnded:
    'Your plan no longer includes till connections: sales are kept for 7 days at the counter to claim. Upgrade to earn them by themselves again.',
} as const;

/**
 * Shopify's own words for the same moments (the card, the callback and a sale that could not go through); the
 * messages not named here are TILL_MESSAGES', said of either till.
 */
export const SHOPIFY_MESSAGES = {
  notConfigured:
    'Shopify is not set up on this server yet. Whoever runs it adds the Shopify app (docs/INTEGRATIONS.md).',
  notConnected: 'Connect Shopify first.',
  shopInvalid: 'Enter your Shopify store’s address, like your-store.myshopify.com',
  connected: 'Shopify connected',
  connectFailed: 'Could not connect Shopify',
  stateMismatch: 'That Shopify sign-in link has expired or was not started here. Click “Connect Shopify” again.',
  codeRefused: 'Shopify did not accept the sign-in. Click “Connect Shopify” again.',
  unreachable: 'We could not reach Shopify. Try again in a moment.',
  accountTaken:
    'This Shopify store is already connected to another business here. Disconnect it there first, so no sale earns twice.',
  disconnected: 'Shopify disconnected',
  disconnectFailed: 'Could not disconnect Shopify',
  tillLocationUnknown: 'That Shopify location is not part of this connection.',
  tokenRefused: 'Shopify no longer accepts our access: click “Connect Shopify” again to reconnect.',
  uninstalled: 'Our app was uninstalled from your Shopify store: click “Connect Shopify” to install it again.',
  saleUnreadable: 'Shopify did not let us read an order. We will try again automatically.',
} as const;

/** The messages of one till: Shopify's own words where it has them, TILL_MESSAGES' (said of Square) otherwise. */
export const tillMessages = (provider: 'square' | 'shopify'): Record<keyof typeof TILL_MESSAGES, string> =>
  provider === 'shopify' ? { ...TILL_MESSAGES, ...SHOPIFY_MESSAGES } : TILL_MESSAGES;

/** The till's name as people read it. */
export const TILL_NAMES = { square: 'Square', shopify: 'Shopify' } as const;

/** A sale in another currency than the business's: kept, never earned (its amount would be read as the wrong money). */
export const tillCurrencyMismatch = (till: string, ours: string, tillName: string = TILL_NAMES.square) =>
  `${tillName} sells in ${till} but your business counts in ${ours}: sales are kept, but earn nothing until the currency in Settings → Money is ${till}.`;

/**
 * How a customer a till added gave their marketing consent (customer_consents.source, spelled like the other sources:
 * signup_form, sms_keyword, import_file).
 */
export const TILL_CONSENT_SOURCES = { square: 'till_square', shopify: 'till_shopify' } as const;

/**
 * The consent recorded for a customer a till added, per channel: what the till said they agreed to (Shopify: the
 * customer's email or SMS marketing state SUBSCRIBED; Square: a customer profile not unsubscribed from marketing
 * emails). Recorded word for word as customer_consents.wording.
 */
export function tillConsentWording(provider: 'square' | 'shopify', channel: 'email' | 'sms'): string {
  if (provider === 'square') {
    return 'At the Square till: their Square customer profile has this email and is not unsubscribed from marketing emails.';
  }
  const what = channel === 'email' ? 'email' : 'SMS';
  return `In the Shopify store: subscribed to ${what} marketing (Shopify's ${what} marketing state SUBSCRIBED).`;
}

/** A Shopify store's own address (its-name.myshopify.com); what the owner types is trimmed of https:// and slashes. */
export const SHOPIFY_SHOP_PATTERN = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/;

/** A till's sale that waits for a customer this long (days) in "Till sales to claim". */
export const TILL_SALE_CLAIM_DAYS = 7;

export const ZTillProvider = z.enum(['square', 'shopify']);
export type TTillProvider = z.infer<typeof ZTillProvider>;

/** What a till sale earns on: the subtotal before tax and tips (the default), or everything the customer paid. */
export const ZTillAmountBasis = z.enum(['subtotal', 'total']);
export type TTillAmountBasis = z.infer<typeof ZTillAmountBasis>;

export const ZTillLocation = z.object({
  externalId: z.string(),
  name: z.string(),
  /** The Regulars location its sales count at; null: none. */
  locationId: z.string().nullable(),
});
export type TTillLocation = z.infer<typeof ZTillLocation>;

export const ZTillConnection = z.object({
  provider: ZTillProvider,
  /** The seller's business name at the provider. */
  accountName: z.string(),
  connectedAt: z.string(),
  amountBasis: ZTillAmountBasis,
  /**
   * Whether a sale of someone Regulars does not know yet, who agreed to marketing at the till, adds them as a customer
   * (their consent recorded as given at the till); off by default.
   */
  createCustomers: z.boolean(),
  /**
   * Whether a customer may claim a sale of theirs that is waiting (no one the till knew) in the portal, with the number
   * on its receipt, within the 7 days; off by default.
   */
  portalClaims: z.boolean(),
  lastSaleAt: z.string().nullable(),
  lastError: z.object({ message: z.string(), at: z.string() }).nullable(),
  locations: z.array(ZTillLocation),
  /** Sales of the last 30 days that earned for a customer. */
  salesEarned30d: z.number().int(),
  /** Sales from customers Regulars does not know yet, still claimable (7 days). */
  salesWaiting: z.number().int(),
  /** The 30 days before connecting: when they were brought in (null: still on the way), and how many sales earned. */
  backfill: z.object({ at: z.string().nullable(), salesEarned: z.number().int() }),
  /** The connection's audit rows, newest first (the last 10): who connected, changed or disconnected it, and when. */
  history: z.array(z.object({ at: z.string(), what: z.string(), by: z.string() })),
});
export type TTillConnection = z.infer<typeof ZTillConnection>;

export const ZTillState = z.object({
  /** Whether the business's plan includes till connections; false: the card shows the upgrade prompt. */
  available: z.boolean(),
  /** Whether this server has a Square application set up (its operator's SQUARE_* settings). */
  squareConfigured: z.boolean(),
  /** Whether this server has a Shopify app set up (its operator's SHOPIFY_* settings). */
  shopifyConfigured: z.boolean(),
  /** Whether the caller may connect, change and disconnect (the team admin). */
  canEdit: z.boolean(),
  square: ZTillConnection.nullable(),
  shopify: ZTillConnection.nullable(),
});
export type TTillState = z.infer<typeof ZTillState>;

/** The address of the till's consent page the browser goes to next. */
export const ZTillConnectStart = z.object({ url: z.string() });
export type TTillConnectStart = z.infer<typeof ZTillConnectStart>;

/** "Connect Shopify": the store to install the Regulars app in, as the owner types it (https:// and slashes trimmed). */
export const ZShopifyConnect = z
  .object({
    shop: z
      .string({ error: SHOPIFY_MESSAGES.shopInvalid })
      .trim()
      .toLowerCase()
      .transform((shop) => shop.replace(/^https?:\/\//, '').replace(/\/.*$/, ''))
      // Just the store's name: its myshopify.com address.
      .transform((shop) => (shop.includes('.') ? shop : `${shop}.myshopify.com`))
      .pipe(z.string().regex(SHOPIFY_SHOP_PATTERN, SHOPIFY_MESSAGES.shopInvalid)),
  })
  .strict();
export type TShopifyConnect = z.input<typeof ZShopifyConnect>;

export const ZUpdateTillConnection = z
  .object({
    amountBasis: ZTillAmountBasis.optional(),
    createCustomers: z.boolean().optional(),
    portalClaims: z.boolean().optional(),
    locations: z
      .array(z.object({ externalId: z.string().min(1).max(200), locationId: z.string().nullable() }))
      .max(500)
      .optional(),
  })
  .strict();
export type TUpdateTillConnection = z.infer<typeof ZUpdateTillConnection>;

/** The webhook's answer: received (and whether it was a redelivery of an event already received). */
export const ZTillWebhookReceipt = z.object({ received: z.literal(true), duplicate: z.boolean() });

/** A till's sale waiting at the counter for its customer (no one the till knew, within 7 days, never refunded). */
export const ZTillSaleToClaim = z.object({
  id: z.string(),
  provider: ZTillProvider,
  /** What it earns on, in major units of `currency`. */
  amount: z.number(),
  currency: z.string(),
  receiptNumber: z.string().nullable(),
  occurredAt: z.string(),
  /** The Regulars location its till location counts at; null: none. */
  locationName: z.string().nullable(),
  /** Until when it can be claimed. */
  claimableUntil: z.string(),
});
export type TTillSaleToClaim = z.infer<typeof ZTillSaleToClaim>;

export const ZTillSalesToClaim = z.object({ sales: z.array(ZTillSaleToClaim) });
export type TTillSalesToClaim = z.infer<typeof ZTillSalesToClaim>;

export const ZClaimTillSale = z.object({
  customerId: z
    .string({ error: 'Choose the customer this sale belongs to' })
    .uuid('Choose the customer this sale belongs to'),
});
export type TClaimTillSale = z.infer<typeof ZClaimTillSale>;

/** Wrong receipt numbers a portal customer may try in an hour (and one address, for all its customers, four times that). */
export const PORTAL_TILL_CLAIM_TRIES = 5;

/**
 * A receipt number as a claim compares it: spaces and a leading '#' left out, in lower case ("# 1001" is "1001"),
 * the twin of the server's index expression (db/schema/tills.ts tillReceiptKey).
 */
export const tillReceiptKeyOf = (typed: string) => typed.replace(/^\s*#|\s/g, '').toLowerCase();

/** The portal's "Claim a sale": the number on the receipt, as the customer types it. */
export const ZPortalTillClaim = z.object({
  receiptNumber: z
    .string({ error: TILL_MESSAGES.receiptNumberRequired })
    .max(64, TILL_MESSAGES.receiptNumberTooLong)
    .refine((typed) => tillReceiptKeyOf(typed).length > 0, TILL_MESSAGES.receiptNumberRequired),
});
export type TPortalTillClaim = z.input<typeof ZPortalTillClaim>;

/** What a claimed sale earned for the customer, as the portal says it. */
export const ZPortalTillClaimed = z.object({
  provider: ZTillProvider,
  receiptNumber: z.string().nullable(),
  /** What it earned on, in major units of `currency`. */
  amount: z.number(),
  currency: z.string(),
  occurredAt: z.string(),
  /** What it gave them, for the portal to say in the customer's language. */
  gains: ZActionGains,
});
export type TPortalTillClaimed = z.infer<typeof ZPortalTillClaimed>;
