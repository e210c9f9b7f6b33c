import { MIN_PASSWORD_LENGTH } from '@regulars/contracts';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { TDb } from '../db/client.ts';
import { accounts, sessions, twoFactors, users, verifications } from '../db/schema/index.ts';
import type { TConfig } from './config.ts';
import { openSessionPlugin } from './open-session-plugin.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';

const RESET_LINK_TTL_SECONDS = 60 * 60;
/** How long the second step of a sign-in waits for its code after the password. */
const TWO_STEP_WINDOW_SECONDS = 10 * 60;
/** A session lasts a week and is extended (at most once a day) while it is used. */
export const SESSION_EXPIRES_IN_SECONDS = 60 * 60 * 24 * 7;
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;

/**
 * better-auth owns credentials, sessions (httpOnly cookies, rows in `sessions`), password reset
 * tokens and Google sign-in. Our own routes call its API (and limit every password check); of its
 * HTTP handler the browser reaches only the OAuth start and callbacks (see OAUTH_ROUTES).
 */
export function createAuth(deps: {
  db: TDb;
  config: TConfig;
  secret: string;
  /** Sends the reset link (the auth domain queues the email). */
  sendResetLink: (message: { to: string; link: string; userId: string }) => Promise<void>;
}) {
  const { db, config, secret, sendResetLink } = deps;
  const google = config.google;
  return betterAuth({
    appName: 'Regulars',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [config.appUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      // The app's own hashing (platform/password-hash.ts): better-auth's scrypt, or the API tests' low cost.
      password: { hash: hashPassword, verify: verifyPassword },
      // Sign-up goes through our own route, which creates the company in the same transaction.
      disableSignUp: true,
      resetPasswordTokenExpiresIn: RESET_LINK_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const link = `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await sendResetLink({ to: user.email, link, userId: user.id });
      },
    },
    session: { expiresIn: SESSION_EXPIRES_IN_SECONDS, updateAge: SESSION_UPDATE_AGE_SECONDS },
    // Its password routes are not mounted; our routes limit sign-in and reset in PostgreSQL (auth/sign-in-limit.ts).
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: config.appUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    account: { accountLinking: { enabled: true, trustedProviders: ['google'] }, encryptOAuthTokens: true },
    // Reset and OAuth-state tokens are stored hashed: a database leak does not hand out reset links.
    verification: { storeIdentifier: 'hashed' },
    socialProviders:
      google && !google.issuer ? { google: { clientId: google.clientId, clientSecret: google.clientSecret } } : {},
    plugins: [
      openSessionPlugin,
      // Two-step sign-in (issue 53): after a password sign-in, a TOTP code or a recovery code (auth/second-step.ts).
      // The key and the codes are stored encrypted with the secret; a setup counts once its first code is checked.
      twoFactor({
        issuer: 'Regulars',
        twoFactorCookieMaxAge: TWO_STEP_WINDOW_SECONDS,
        backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: 'encrypted' },
        accountLockout: { maxFailedAttempts: 10, durationSeconds: 15 * 60 },
      }),
      ...(google?.issuer
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  clientId: google.clientId,
                  clientSecret: google.clientSecret,
                  discoveryUrl: `${google.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
                  scopes: ['openid', 'email', 'profile'],
                },
              ],
            }),
          ]
        : []),
    ],
    logger: { disabled: config.logLevel === 'silent', level: 'error' },
  });
}

export type TAuth = ReturnType<typeof createAuth>;

/** The only better-auth endpoints the browser may call: starting Google sign-in and its callbacks. */
export const OAUTH_ROUTES = [
  { method: 'POST', path: '/auth/sign-in/social', summary: 'Start Google sign-in: the provider URL to go to' },
  { method: 'GET', path: '/auth/callback/:provider', summary: "The provider's return: signs in and redirects" },
  {
    method: 'GET',
    path: '/auth/oauth2/callback/:providerId',
    summary: "A generic OAuth provider's return: signs in and redirects",
  },
] as const;
