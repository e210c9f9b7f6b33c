import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { subscriptionTiers } from './tiers.ts';

export const superAdmins = pgTable('super_admins', {
  id: text('id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyName: text('company_name').notNull(),
    adminUserId: text('admin_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One tenant per admin: makes "create on first visit" idempotent under races.
  (t) => [uniqueIndex('tenants_admin_user_id_key').on(t.adminUserId)],
);

/** One row per signed-up user (id equals the auth user id). */
export const businesses = pgTable(
  'businesses',
  {
    id: text('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    companyName: text('company_name').notNull(),
    subscriptionStatus: text('subscription_status').notNull().default('trial'),
    tierId: uuid('tier_id').references(() => subscriptionTiers.id),
    stripePriceId: text('stripe_price_id'),
    subscriptionPeriodEnd: timestamp('subscription_period_end', { withTimezone: true }),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    creditsRemaining: integer('credits_remaining').notNull().default(0),
    emailTrackingEnabled: boolean('email_tracking_enabled').notNull().default(true),
    usageCustomers: integer('usage_customers').notNull().default(0),
    usageSmsMonthly: integer('usage_sms_monthly').notNull().default(0),
    /** The UTC month ('2026-11') usage_sms_monthly counts; a count from an earlier month reads as 0. */
    usageSmsMonth: text('usage_sms_month'),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    isTenantAdmin: boolean('is_tenant_admin').notNull().default(false),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // What compliant sending needs (/settings): the address marketing email must carry, the contact HELP replies
    // give, the zone quiet hours and birthdays are read in, and the hours no marketing SMS goes out.
    postalAddress: text('postal_address'),
    /** E.164. */
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    /** IANA name; null until chosen (sign-up sends the browser's): read as UTC meanwhile. */
    timeZone: text('time_zone'),
    /** HH:MM in the business's time zone; may wrap past midnight (21:00–08:00). */
    quietHoursStart: text('quiet_hours_start').notNull().default('21:00'),
    quietHoursEnd: text('quiet_hours_end').notNull().default('08:00'),
    /** How earn multipliers that apply together combine (issue 51): the largest, or their product up to the ceiling. */
    multiplierCombine: text('multiplier_combine', { enum: ['largest', 'multiply'] })
      .notNull()
      .default('largest'),
    multiplierCeiling: numeric('multiplier_ceiling', { precision: 3, scale: 1, mode: 'number' }).notNull().default(3),
    /** Set by a super admin: the business's users can read everything but change and send nothing until reactivated. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    /**
     * A team admin closed the business (issue 33): it reads as closed at once, its subscription is cancelled, and after
     * 30 days every row of it is deleted unless it is reopened (which clears these).
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedByUserId: text('closed_by_user_id'),
    /**
     * A team admin requires two-step sign-in of everyone who works in the business (issue 53): until they set it up,
     * their sessions reach only their profile, the set-up and signing out.
     */
    requireTwoStep: boolean('require_two_step').notNull().default(false),
    /**
     * The public sign-up form's daily ceiling: enrolments through the form per day (UTC) before it closes until the
     * next day. Junk sign-ups would otherwise fill a plan's customer limit and queue welcome texts charged to us.
     */
    enrolDailyLimit: integer('enrol_daily_limit').notNull().default(100),
    /** '#rrggbb': the colour of the business's emails (headings, buttons) and printed signs; null until chosen. */
    brandColor: text('brand_color'),
    /**
     * The name customers see instead of the company name (white-label, issue 32): the sign-up form, the portal, the
     * unsubscribe page, emails (sender, footer), texts, signs and wallet passes. Null: the company name.
     */
    displayName: text('display_name'),
    /**
     * The counter's rules (issue 35). A shift on a counter device ends after this many minutes without an action;
     * 0 asks for a staff PIN on every action.
     */
    counterShiftMinutes: integer('counter_shift_minutes').notNull().default(15),
    /** What needs a manager's PIN at the counter (staff who are not managers): redemptions, undo, big purchases. */
    managerPinForRedemptions: boolean('manager_pin_for_redemptions').notNull().default(false),
    managerPinForUndo: boolean('manager_pin_for_undo').notNull().default(false),
    /** In the business's currency's minor units (cents); null: no purchase needs one. */
    managerPinPurchaseAboveMinor: bigint('manager_pin_purchase_above_minor', { mode: 'number' }),
    /**
     * The business's own money (issue 35): ISO 4217 code its purchases are recorded in, and the BCP 47 locale its
     * amounts are written in ('€12.50' or '12,50 €'). Proposed at sign-up from the browser, changed in /settings.
     */
    currency: text('currency').notNull().default('USD'),
    locale: text('locale').notNull().default('en-US'),
    /**
     * ISO 3166 alpha-2 (issue 52): phones typed without a country code are read as this country's, and the business's
     * own are shown in its national format. Proposed at sign-up from the browser's locale, changed in /settings; null
     * (a business from before, or a locale without a region): the server's DEFAULT_PHONE_REGION, as before.
     */
    country: text('country'),
    /**
     * The agency that runs this business for its owner (issue 32): its team can open it, its plan applies (billed with
     * the agency) and it counts against the agency plan's max_clients. Null for a business on its own. No foreign key:
     * it links two businesses, which a database distributed by business keeps apart (citus-readiness.test.ts); the
     * purge of a closed agency clears it on its clients (closing/purge-business.ts).
     */
    agencyId: text('agency_id'),
  },
  (t) => [
    // Newest first with a tie-breaker: the admin's recent tenants and tenant pages read it in order, no sort.
    index('businesses_created_at_id_idx').on(t.createdAt.desc(), t.id.desc()),
    index('businesses_tenant_id_idx').on(t.tenantId),
    // An agency's clients, by name (its overview and switcher list them in that order).
    index('businesses_agency_id_company_name_idx')
      .on(t.agencyId, sql`lower(${t.companyName})`, t.id)
      .where(sql`${t.agencyId} is not null`),
    index('businesses_email_lower_idx').on(sql`lower(${t.email})`),
    // The super admin's tenant search (case-insensitive, anywhere in company name or email): trigram indexes.
    index('businesses_company_name_trgm_idx').using('gin', sql`lower(${t.companyName}) gin_trgm_ops`),
    index('businesses_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    check('businesses_quiet_hours_differ', sql`${t.quietHoursStart} <> ${t.quietHoursEnd}`),
    check('businesses_enrol_daily_limit_positive', sql`${t.enrolDailyLimit} > 0`),
    check('businesses_counter_shift_minutes_range', sql`${t.counterShiftMinutes} between 0 and 720`),
    check('businesses_manager_pin_purchase_above_positive', sql`${t.managerPinPurchaseAboveMinor} > 0`),
    check('businesses_currency_iso', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('businesses_country_iso', sql`${t.country} ~ '^[A-Z]{2}$'`),
    check('businesses_brand_color_hex', sql`${t.brandColor} ~ '^#[0-9a-f]{6}$'`),
    check('businesses_display_name_length', sql`char_length(${t.displayName}) between 1 and 60`),
  ],
);

export const tenantMembers = pgTable(
  'tenant_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['admin', 'member', 'analyst'] }).notNull(),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tenant_members_tenant_user_key').on(t.tenantId, t.userId),
    index('tenant_members_user_id_idx').on(t.userId),
  ],
);

/** The token itself is never stored: only its SHA-256 hash. */
export const tenantInvitations = pgTable(
  'tenant_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['admin', 'member', 'analyst'] })
      .notNull()
      .default('member'),
    status: text('status', { enum: ['pending', 'accepted', 'revoked'] })
      .notNull()
      .default('pending'),
    tokenHash: text('token_hash').notNull().unique(),
    invitedByUserId: text('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('tenant_invitations_tenant_status_idx').on(t.tenantId, t.status, t.createdAt.desc())],
);
