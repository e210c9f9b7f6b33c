import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './tenancy.ts';
import { tenantPrimaryKey } from './tenant-keys.ts';

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').notNull().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    uniqueCustomerId: text('unique_customer_id').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    phone: text('phone'),
    birthday: date('birthday'),
    totalPoints: integer('total_points').notNull().default(0),
    lifetimePointsEarned: integer('lifetime_points_earned').notNull().default(0),
    totalVisits: integer('total_visits').notNull().default(0),
    /**
     * Raised by every loyalty action on the customer (lockCustomer, the counter's write): a check-in that read the
     * customer without locking writes only if it is still the version it read (loyalty/record-earn-action.ts).
     */
    loyaltyVersion: bigint('loyalty_version', { mode: 'number' }).notNull().default(0),
    optedInSms: boolean('opted_in_sms').notNull().default(true),
    optedInEmail: boolean('opted_in_email').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Digits only; the portal login key. */
    authPhone: text('auth_phone'),
    /** Hash of the portal PIN, never the PIN. */
    authPin: text('auth_pin'),
    portalEnabled: boolean('portal_enabled').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** When the customer unsubscribed from the business's email (a link in one of its emails); analytics counts it. */
    emailUnsubscribedAt: timestamp('email_unsubscribed_at', { withTimezone: true }),
    /** The customer's last visit or purchase (the counter's check-ins): campaign segments and win-back read it. */
    lastVisitAt: timestamp('last_visit_at', { withTimezone: true }),
    /**
     * When the business deleted the customer. The row stays, anonymised (no name, contact, birthday or PIN), so the
     * ledger, rewards and messages that point at it keep their totals; every screen and search leaves it out.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * When the customer asked, in the portal, to be deleted: the business sees it, and the anonymising delete runs
     * 30 days later unless the business deletes them sooner (customers/carry-out-deletion-requests.ts).
     */
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    /**
     * The import that added the customer (import_batches), so the import can be undone. Not indexed: the batch's
     * customers are found by the list's index on (business_id, created_at), as they share the import's created_at.
     */
    importBatchId: uuid('import_batch_id'),
    /**
     * The language the customer chose in the portal (issue 52: 'en', 'es', 'fr', 'de', 'pt-BR'); null: the business's
     * (its locale's). The portal, and what is sent to them, speak it.
     */
    language: text('language'),
    /**
     * Since when they are a member, from an import of another tool's customers ("Member since"): the screens' "Joined"
     * reads it before created_at, which stays the day they came into Regulars (an import's undo finds its rows by it).
     */
    memberSince: date('member_since'),
    /**
     * Lower-cased name, email, phone and customer id: the one column search reads (trigram-indexed). The E.164 phone
     * already holds auth_phone's digits, so they are not repeated (every trigram costs index work on import).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower(coalesce(${customers.firstName}, '') || ' ' || coalesce(${customers.lastName}, '') || ' ' || coalesce(${customers.email}, '') || ' ' || coalesce(${customers.phone}, '') || ' ' || ${customers.uniqueCustomerId})`,
      ),
  },
  (t) => [
    tenantPrimaryKey('customers', t),
    uniqueIndex('customers_business_unique_customer_id_key').on(t.businessId, t.uniqueCustomerId),
    // The portal login looks a customer up by phone digits across businesses.
    index('customers_auth_phone_idx').on(t.authPhone),
    // One customer per phone and per email inside a business, enforced by the database under races. The phone key is
    // on auth_phone (the E.164 phone's digits, one-to-one with it), so the same index serves phone-prefix search.
    uniqueIndex('customers_business_auth_phone_key')
      .on(t.businessId, t.authPhone)
      .where(sql`${t.authPhone} is not null`),
    uniqueIndex('customers_business_email_key')
      .on(t.businessId, sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
    index('customers_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The customer list's order (newest first; customers added together, as by an import, by customer number, so
    // in file order): pages walk it. Deleted customers are not listed, so they are not in it either.
    index('customers_business_created_at_number_idx')
      .on(t.businessId, t.createdAt.desc(), t.uniqueCustomerId.asc())
      .where(sql`${t.deletedAt} is null`),
    // Analytics counts a period's email unsubscribes.
    index('customers_business_email_unsubscribed_idx')
      .on(t.businessId, t.emailUnsubscribedAt)
      .where(sql`${t.emailUnsubscribedAt} is not null`),
    // The hourly birthday job finds the day's birthdays across businesses by month and day.
    index('customers_birthday_month_day_idx')
      .on(sql`extract(month from ${t.birthday})`, sql`extract(day from ${t.birthday})`)
      .where(sql`${t.birthday} is not null and ${t.deletedAt} is null`),
    // A campaign walks its business's customers in id order from its checkpoint.
    index('customers_business_id_idx').on(t.businessId, t.id).where(sql`${t.deletedAt} is null`),
    // The requests still open: the nightly run that carries them out, and the list's filter.
    index('customers_deletion_requested_idx')
      .on(t.businessId, t.deletionRequestedAt)
      .where(sql`${t.deletionRequestedAt} is not null and ${t.deletedAt} is null`),
    // No index holds a column a check-in changes (last_visit_at, the totals, loyalty_version): the row is then
    // updated in place (HOT, with the table's fillfactor 85, migration 0033) and none of these indexes is written.
    // Segments and the win-back run filter last visits while walking customers_business_id_idx.
    check('customers_total_points_not_negative', sql`${t.totalPoints} >= 0`),
  ],
);

/** The last customer number handed out per business; an upsert on it makes CUS numbers race-free. */
export const customerNumberCounters = pgTable('customer_number_counters', {
  businessId: text('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull().default(0),
});
