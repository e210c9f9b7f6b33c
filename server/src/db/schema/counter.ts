import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { locations } from './locations.ts';
import { businesses } from './tenancy.ts';
import { tenantForeignKey, tenantPrimaryKey } from './tenant-keys.ts';

/**
 * The people who work a counter (issue 35): a team member (user_id set, the name is theirs) or counter-only staff
 * (no login, a PIN only; they take no team seat). They say who they are on a shared counter device with their PIN,
 * stored only as a scrypt hash. A manager's PIN approves what the business's counter rules ask approval for.
 */
export const counterStaff = pgTable(
  'counter_staff',
  {
    id: uuid('id').notNull().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** The team member this is; null for counter-only staff. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** scrypt hash of the 4–6 digit PIN; null until one is set (such staff cannot sign in at a device). */
    pinHash: text('pin_hash'),
    isManager: boolean('is_manager').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Counter-only staff who left: kept (no PIN) so the actions they recorded still say who made them. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    tenantPrimaryKey('counter_staff', t),
    uniqueIndex('counter_staff_business_user_key').on(t.businessId, t.userId).where(sql`${t.userId} is not null`),
    index('counter_staff_business_created_at_idx').on(t.businessId, t.createdAt),
  ],
);

/**
 * A browser a team admin turned into a counter for one location: its credential (a random token in an httpOnly
 * cookie, stored here only as its SHA-256) opens the counter's endpoints and nothing else, and works until revoked.
 * The staff member signed in on it (the shift) is kept here, so every process sees the same shift.
 */
export const counterDevices = pgTable(
  'counter_devices',
  {
    id: uuid('id').notNull().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    locationId: uuid('location_id'),
    tokenHash: text('token_hash').notNull(),
    createdByUserId: text('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Who is working the device now; the shift ends after the business's counter_shift_minutes without an action. */
    shiftStaffId: uuid('shift_staff_id'),
    shiftActiveAt: timestamp('shift_active_at', { withTimezone: true }),
  },
  (t) => [
    tenantPrimaryKey('counter_devices', t),
    tenantForeignKey(
      'counter_devices_location_fk',
      { businessId: t.businessId, column: t.locationId },
      locations,
    ).onDelete('set null'),
    tenantForeignKey(
      'counter_devices_shift_staff_fk',
      { businessId: t.businessId, column: t.shiftStaffId },
      counterStaff,
    ).onDelete('set null'),
    // Every device request finds its device by the hash; the business column keeps the index distributable (Citus).
    uniqueIndex('counter_devices_token_hash_business_key').on(t.tokenHash, t.businessId),
    index('counter_devices_business_created_at_idx').on(t.businessId, t.createdAt),
  ],
);
