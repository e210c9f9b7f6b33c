import path from 'node:path';
import { z } from 'zod';

const ZEnv = z.object({
  PORT: z.coerce.number().int().positive().default(3000),
  // Unset: `data/` at the repository root, wherever npm runs the server from.
  DATA_DIR: z.string().default(new URL('../../../data', import.meta.url).pathname),
  DATABASE_URL: z.string().optional(),
  /**
   * `transaction` when DATABASE_URL leads through a pooler in transaction mode (PgBouncer's pool_mode=transaction):
   * statements are then never named, so each may run on any server connection.
   */
  DATABASE_POOLING: z
    .enum(['session', 'transaction'], { error: 'DATABASE_POOLING must be session or transaction' })
    .default('session'),
  APP_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_SECRET: z.string().min(32).optional(),
  SUPER_ADMIN_EMAIL: z.string().email().optional(),
  SUPER_ADMIN_PASSWORD: z.string().min(6).optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  SENDGRID_API_KEY: z.string().optional(),
  /** SendGrid's API address (tests point it at a local stub). */
  SENDGRID_API_BASE: z.string().url().optional(),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  /** The sending number (E.164) or a Messaging Service SID (MG…). */
  TWILIO_FROM: z.string().optional(),
  /** Twilio's API address (tests point it at a local stub). */
  TWILIO_API_BASE: z.string().url().optional(),
  /** MailChimp's Marketing API address; `{dc}` becomes the key's data centre (tests point it at a local stub). */
  MAILCHIMP_API_BASE: z.string().optional(),
  /** Seconds before a message's first retry after a provider refused it; each later retry waits twice as long. */
  SEND_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(30),
  /**
   * Campaign SMS per second through one sender (every process shares the budget). Unset: 10 through Twilio (a
   * long code takes about 1, a short code or Messaging Service far more: set what your sender allows), none for the
   * outbox.
   */
  SMS_RATE_PER_SECOND: z.coerce.number().int().min(1).optional(),
  EMAIL_FROM: z.string().default('Regulars <no-reply@regulars.local>'),
  WEB_DIST: z.string().optional(),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  SIGNUP_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  /** Public sign-up form submissions per IP per 15 minutes (a venue's guests may share one IP). */
  ENROL_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  TRIAL_DAYS: z.coerce.number().int().min(0).default(14),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Points the Stripe SDK at another API host (tests use a local stub), e.g. http://127.0.0.1:12111 */
  STRIPE_API_BASE: z.string().url().optional(),
  /** 1: the built-in test checkout also runs on an https APP_URL (a public demo), granting paid plans for free. */
  BILLING_TEST_MODE: z
    .string()
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  /** ISO country used to read phone numbers written without a country code. */
  DEFAULT_PHONE_REGION: z.string().length(2).default('US'),
  /** How many reverse proxies append to X-Forwarded-For in front of the app; `true` means one. */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === '' || v === 'false' ? 0 : v === 'true' ? 1 : Number(v)))
    .pipe(z.number().int().min(0, 'TRUST_PROXY must be a number of proxies')),
});

export type TConfig = {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** How DATABASE_URL's connections reach PostgreSQL: one session each, or a transaction at a time (PgBouncer). */
  databasePooling: 'session' | 'transaction';
  appUrl: string;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  authSecret: string | undefined;
  superAdmin: { email: string; password: string } | undefined;
  google: { clientId: string; clientSecret: string; issuer: string | undefined } | undefined;
  smtpUrl: string | undefined;
  sendgridApiKey: string | undefined;
  sendgridApiBase: string | undefined;
  emailFrom: string;
  sendRetryDelaySeconds: number;
  /** Campaign SMS per second per sender; null: no limit (the outbox). */
  smsRatePerSecond: number | null;
  /** SMS through Twilio when all three are set; otherwise the outbox. */
  twilio: { accountSid: string; authToken: string; from: string; apiBase: string | undefined } | undefined;
  /** MailChimp's API address, `{dc}` standing for the data centre of the business's key. */
  mailchimpApiBase: string;
  webDist: string;
  loginRateLimit: number;
  signupRateLimit: number;
  enrolRateLimit: number;
  trialDays: number;
  defaultPhoneRegion: string;
  /** Reverse proxies in front of the app (TRUST_PROXY): the client address is read that many entries from the right. */
  trustProxyHops: number;
  /** Stripe when both keys are set; otherwise the built-in test checkout. */
  stripe: { secretKey: string; webhookSecret: string; apiBase: string | undefined } | undefined;
  /** Also verifies webhooks of the built-in test checkout when set (tests sign events with it). */
  stripeWebhookSecret: string | undefined;
  /** BILLING_TEST_MODE=1: the built-in test checkout is allowed on an https APP_URL too (it grants plans for free). */
  billingTestMode: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const e = ZEnv.parse(env);
  const port = e.PORT;
  return {
    port,
    // memory:// keeps the embedded database in memory (tests).
    dataDir: e.DATA_DIR.startsWith('memory://') ? e.DATA_DIR : path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    databasePooling: e.DATABASE_POOLING,
    appUrl: (e.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    authSecret: e.AUTH_SECRET,
    superAdmin:
      e.SUPER_ADMIN_EMAIL && e.SUPER_ADMIN_PASSWORD
        ? { email: e.SUPER_ADMIN_EMAIL.toLowerCase(), password: e.SUPER_ADMIN_PASSWORD }
        : undefined,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
        : undefined,
    smtpUrl: e.SMTP_URL,
    sendgridApiKey: e.SENDGRID_API_KEY,
    sendgridApiBase: e.SENDGRID_API_BASE,
    emailFrom: e.EMAIL_FROM,
    sendRetryDelaySeconds: e.SEND_RETRY_DELAY_SECONDS,
    smsRatePerSecond: e.SMS_RATE_PER_SECOND ?? (e.TWILIO_ACCOUNT_SID ? 10 : null),
    twilio:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
        ? {
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            from: e.TWILIO_FROM,
            apiBase: e.TWILIO_API_BASE,
          }
        : undefined,
    mailchimpApiBase: (e.MAILCHIMP_API_BASE || 'https://{dc}.api.mailchimp.com/3.0').replace(/\/$/, ''),
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../../web/dist', import.meta.url).pathname),
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    signupRateLimit: e.SIGNUP_RATE_LIMIT,
    enrolRateLimit: e.ENROL_RATE_LIMIT,
    trialDays: e.TRIAL_DAYS,
    defaultPhoneRegion: e.DEFAULT_PHONE_REGION.toUpperCase(),
    trustProxyHops: e.TRUST_PROXY,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE }
        : undefined,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET || undefined,
    billingTestMode: e.BILLING_TEST_MODE,
  };
}

/** Whether a URL names this computer (localhost, 127.x, ::1): links to it open nowhere else. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\./.test(host);
}
