import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { qrCodes } from './qr-codes.ts';
import { businesses } from './tenancy.ts';
import { tenantForeignKey, tenantPrimaryKey } from './tenant-keys.ts';

/**
 * Proof of marketing consent: the exact wording a customer agreed to, when and from where.
 * One row per channel granted; customers.opted_in_* holds the current state.
 */
export const customerConsents = pgTable(
  'customer_consents',
  {
    id: uuid('id').notNull().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').notNull(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    wording: text('wording').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /**
     * Where it was given: signup_form, sms_keyword, an import (import_file: the file's consent column said yes;
     * import_attested: the owner confirmed it for the whole file), or a till that added the customer (till_square,
     * till_shopify: they agreed to marketing there).
     */
    source: text('source').notNull(),
    /** The team member who recorded it on the customer's behalf (an import); null when the customer gave it. */
    recordedByUserId: text('recorded_by_user_id'),
    qrCodeId: uuid('qr_code_id'),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey('customer_consents', t),
    tenantForeignKey(
      'customer_consents_customer_fk',
      { businessId: t.businessId, column: t.customerId },
      customers,
    ).onDelete('cascade'),
    tenantForeignKey(
      'customer_consents_qr_code_fk',
      { businessId: t.businessId, column: t.qrCodeId },
      qrCodes,
    ).onDelete('set null'),
    index('customer_consents_business_customer_idx').on(t.businessId, t.customerId),
    // Analytics: sign-ups by QR code in a period.
    index('customer_consents_business_granted_at_idx').on(t.businessId, t.grantedAt),
  ],
);
