import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Tables owned by better-auth (its default field names, our table names).
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /**
   * The language the owner's app speaks to this user (issue 52: 'en', 'es', 'fr', 'de', 'pt-BR'); null: their
   * business's language.
   */
  language: text('language'),
  /** Two-step sign-in is on (issue 53): a password sign-in then asks for an authenticator code or a recovery code. */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The client business this session works in (issue 32: an agency's team opens a client); null: the user's own
     * business. Checked against the agency on every read (platform/session-reader.ts), so it grants nothing by itself.
     */
    activeBusinessId: text('active_business_id'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/**
 * A user's authenticator (better-auth's two-factor plugin): the TOTP secret and the recovery codes, both encrypted
 * with the server's secret; `verified` once a first code proved the app holds it. Failed codes lock it for a while.
 */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('two_factors_user_id_idx').on(t.userId)],
);

/**
 * A user's passkeys (issue 53, WebAuthn through @simplewebauthn/server): each a public key the user's device or
 * password manager holds the private half of. Signs in alone (the device checks the person: user verification is
 * required) or as the second step after the password. Public data only: nothing here signs anyone in without the
 * device.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential's id as the browser sends it (base64url). */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key (base64url). */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter (0 for synced passkeys, which do not count). */
    counter: integer('counter').notNull().default(0),
    /** How the browser reaches it ('internal', 'hybrid', 'usb'…), comma-separated. */
    transports: text('transports').notNull().default(''),
    /** Synced across the person's devices (a password manager's, iCloud Keychain) or on this device only. */
    backedUp: boolean('backed_up').notNull().default(false),
    /** The name the person gave it ('MacBook', 'Phone'). */
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_id_idx').on(t.userId)],
);
