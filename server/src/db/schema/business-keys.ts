import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * What kind of public key a row holds: a QR code's sign-up code, its short code (typed from a printed sign), a payments
 * provider's customer id, a till's seller account (Square's merchant id, a Shopify store's address), a customer's referral code, a verified own domain's
 * hostname.
 */
export const BUSINESS_KEY_KINDS = [
  'qr_code',
  'qr_short',
  'stripe_customer',
  'square_merchant',
  'shopify_shop',
  'referral',
  'custom_domain',
] as const;
export type TBusinessKeyKind = (typeof BUSINESS_KEY_KINDS)[number];

/**
 * The business behind a key that arrives with no business (a printed QR code, a provider's webhook): one lookup
 * here, then every query is scoped by business_id. The key is unique across businesses here, where a table
 * distributed by business_id could not enforce it; written in the transaction that writes the key's row. A Citus
 * reference table: no foreign key to businesses, so a deleted business leaves its keys behind, and the scoped query
 * after the lookup finds nothing, as for an unknown key.
 */
export const businessKeys = pgTable(
  'business_keys',
  {
    kind: text('kind', { enum: BUSINESS_KEY_KINDS }).notNull(),
    key: text('key').notNull(),
    businessId: text('business_id').notNull(),
  },
  (t) => [primaryKey({ name: 'business_keys_pkey', columns: [t.kind, t.key] })],
);
