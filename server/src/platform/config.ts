import fs from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';
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
  /**
   * Where a business's own domain points its CNAME (issue 53): the host name the operator's reverse proxy answers on
   * for every business's domain. Unset: APP_URL's host name.
   */
  CUSTOM_DOMAIN_TARGET: z.string().optional(),
  /** DNS servers (host or host:port, comma-separated) an own domain's TXT record is looked up on; unset: the system's. */
  DNS_SERVERS: z.string().optional(),
  /**
   * `off`: this process serves requests and queues jobs but works none (another process with `on` does): webhooks and
   * pages are then answered on an event loop of their own while the queue works elsewhere.
   */
  JOB_WORKERS: z.enum(['on', 'off'], { error: 'JOB_WORKERS must be on or off' }).default('on'),
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
  /** Bytes per stored part of an "Export all data" ZIP (data_export_parts); 1 MiB unless told (tests use a few KiB). */
  DATA_EXPORT_PART_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
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
  /** Each API key's token bucket (/api/v1): requests per second it refills, and the burst it holds when full. */
  API_RATE_PER_SECOND: z.coerce.number().positive().default(50),
  API_RATE_BURST: z.coerce.number().int().positive().default(100),
  TRIAL_DAYS: z.coerce.number().int().min(0).default(14),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Points the Stripe SDK at another API host (tests use a local stub), e.g. http://127.0.0.1:12111 */
  STRIPE_API_BASE: z.string().url().optional(),
  /**
   * Square (till connections, docs/INTEGRATIONS.md): the application's id and secret (OAuth), and its own access token
   * (webhook subscriptions are the application's, made through the API with it). All three, or Square is not offered.
   */
  SQUARE_APPLICATION_ID: z.string().optional(),
  SQUARE_APPLICATION_SECRET: z.string().optional(),
  SQUARE_ACCESS_TOKEN: z.string().optional(),
  /** Square's sandbox for trying it out; production by default. */
  SQUARE_ENVIRONMENT: z.enum(['production', 'sandbox']).default('production'),
  /** Square's address, for tests (a local stub); otherwise the environment's. */
  SQUARE_API_BASE: z.string().url().optional(),
  /**
   * Shopify (till connections, docs/INTEGRATIONS.md): the Shopify app's client id and secret (its OAuth install and
   * the signature of its webhooks). Both, or Shopify is not offered.
   */
  SHOPIFY_API_KEY: z.string().optional(),
  SHOPIFY_API_SECRET: z.string().optional(),
  /** For tests only (a local stub): every https://<store>/… request goes to <this>/<store>/… instead. */
  SHOPIFY_API_BASE: z.string().url().optional(),
  /** 1: the built-in test checkout also runs on an https APP_URL (a public demo), granting paid plans for free. */
  BILLING_TEST_MODE: z
    .string()
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  /** true: webhook endpoints may be private, loopback or link-local addresses (a local receiver in tests or dev). */
  WEBHOOKS_ALLOW_PRIVATE: z
    .string()
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  /** true: an agency's OpenID Connect provider may be on a private or loopback address (on-premises, or tests). */
  SSO_ALLOW_PRIVATE: z
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
  /** Apple Wallet passes (all optional; half a configuration stops the start, naming what is missing). */
  APPLE_PASS_TYPE_ID: z.string().optional(),
  APPLE_TEAM_ID: z.string().optional(),
  /** The pass certificate and its private key (PEM file paths), or both in one .p12 file with its password. */
  APPLE_PASS_CERT: z.string().optional(),
  APPLE_PASS_KEY: z.string().optional(),
  APPLE_PASS_KEY_PASSPHRASE: z.string().optional(),
  APPLE_PASS_P12: z.string().optional(),
  APPLE_PASS_P12_PASSWORD: z.string().optional(),
  /** Apple's WWDR intermediate certificate (PEM file path). */
  APPLE_WWDR_CERT: z.string().optional(),
  /** APNs' address (tests point it at a local HTTP/2 stub). */
  APPLE_APNS_BASE: z.string().url().optional(),
  /** Tests only: a PEM file of the CA that signed the local APNs stub's certificate, trusted besides the usual ones. */
  APPLE_APNS_CA: z.string().optional(),
  /** Google Wallet passes (both or neither): the issuer id, and the service account's JSON key (a file path, or the JSON). */
  GOOGLE_WALLET_ISSUER_ID: z.string().optional(),
  GOOGLE_WALLET_SERVICE_ACCOUNT: z.string().optional(),
  /** The Wallet REST API's address (tests point it at a local stub); the OAuth token URL is the key's token_uri. */
  GOOGLE_WALLET_API_BASE: z.string().url().optional(),
});

export type TSquareConfig = {
  applicationId: string;
  applicationSecret: string;
  /** The application's own token: its webhook subscriptions. */
  appAccessToken: string;
  apiBase: string;
};

export type TShopifyConfig = {
  apiKey: string;
  apiSecret: string;
  /** Tests' stub in place of each store's own https address; undefined: Shopify itself. */
  apiBase: string | undefined;
};

const SQUARE_BASES = {
  production: 'https://connect.squareup.com',
  sandbox: 'https://connect.squareupsandbox.com',
} as const;

export type TConfig = {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** How DATABASE_URL's connections reach PostgreSQL: one session each, or a transaction at a time (PgBouncer). */
  databasePooling: 'session' | 'transaction';
  appUrl: string;
  /** Own domains (issue 53): the CNAME target shown to owners, and the DNS servers their records are looked up on. */
  customDomains: { target: string; dnsServers: string[] };
  /** Whether this process works the job queue (JOB_WORKERS, on unless told). */
  jobWorkers: boolean;
  /** Bytes per stored part of an "Export all data" ZIP. */
  dataExportPartBytes: number;
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
  /** The public API's per-key token bucket (developers/api-rate-limit.ts). */
  apiRate: { perSecond: number; burst: number };
  trialDays: number;
  defaultPhoneRegion: string;
  /** Reverse proxies in front of the app (TRUST_PROXY): the client address is read that many entries from the right. */
  trustProxyHops: number;
  /** Stripe when both keys are set; otherwise the built-in test checkout. */
  stripe: { secretKey: string; webhookSecret: string; apiBase: string | undefined } | undefined;
  /** Square when its application is set up (SQUARE_APPLICATION_ID, _SECRET, SQUARE_ACCESS_TOKEN); undefined: not offered. */
  square: TSquareConfig | undefined;
  /** Shopify when its app is set up (SHOPIFY_API_KEY and SHOPIFY_API_SECRET); undefined: not offered. */
  shopify: TShopifyConfig | undefined;
  /** Also verifies webhooks of the built-in test checkout when set (tests sign events with it). */
  stripeWebhookSecret: string | undefined;
  /** BILLING_TEST_MODE=1: the built-in test checkout is allowed on an https APP_URL too (it grants plans for free). */
  billingTestMode: boolean;
  /** Apple Wallet passes when configured (the certificates read at start); undefined: not offered. */
  appleWallet: TAppleWalletConfig | undefined;
  /** Google Wallet passes when configured (the service account's key read at start); undefined: not offered. */
  googleWallet: TGoogleWalletConfig | undefined;
  /** WEBHOOKS_ALLOW_PRIVATE: webhook endpoints on private, loopback or link-local addresses are allowed. */
  webhooksAllowPrivate: boolean;
  /** SSO_ALLOW_PRIVATE: an agency's sign-in provider on a private or loopback address is allowed. */
  ssoAllowPrivate: boolean;
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
    customDomains: {
      target: e.CUSTOM_DOMAIN_TARGET || new URL(e.APP_URL ?? `http://localhost:${port}`).hostname,
      dnsServers: (e.DNS_SERVERS ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    },
    jobWorkers: e.JOB_WORKERS === 'on',
    dataExportPartBytes: e.DATA_EXPORT_PART_BYTES,
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
    apiRate: { perSecond: e.API_RATE_PER_SECOND, burst: e.API_RATE_BURST },
    trialDays: e.TRIAL_DAYS,
    defaultPhoneRegion: e.DEFAULT_PHONE_REGION.toUpperCase(),
    trustProxyHops: e.TRUST_PROXY,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE }
        : undefined,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET || undefined,
    square:
      e.SQUARE_APPLICATION_ID && e.SQUARE_APPLICATION_SECRET && e.SQUARE_ACCESS_TOKEN
        ? {
            applicationId: e.SQUARE_APPLICATION_ID,
            applicationSecret: e.SQUARE_APPLICATION_SECRET,
            appAccessToken: e.SQUARE_ACCESS_TOKEN,
            apiBase: (e.SQUARE_API_BASE ?? SQUARE_BASES[e.SQUARE_ENVIRONMENT]).replace(/\/$/, ''),
          }
        : undefined,
    shopify:
      e.SHOPIFY_API_KEY && e.SHOPIFY_API_SECRET
        ? {
            apiKey: e.SHOPIFY_API_KEY,
            apiSecret: e.SHOPIFY_API_SECRET,
            apiBase: e.SHOPIFY_API_BASE?.replace(/\/$/, ''),
          }
        : undefined,
    billingTestMode: e.BILLING_TEST_MODE,
    webhooksAllowPrivate: e.WEBHOOKS_ALLOW_PRIVATE,
    ssoAllowPrivate: e.SSO_ALLOW_PRIVATE,
    appleWallet: readAppleWalletConfig({
      passTypeId: e.APPLE_PASS_TYPE_ID,
      teamId: e.APPLE_TEAM_ID,
      certPath: e.APPLE_PASS_CERT,
      keyPath: e.APPLE_PASS_KEY,
      keyPassphrase: e.APPLE_PASS_KEY_PASSPHRASE,
      p12Path: e.APPLE_PASS_P12,
      p12Password: e.APPLE_PASS_P12_PASSWORD,
      wwdrPath: e.APPLE_WWDR_CERT,
      apnsBase: e.APPLE_APNS_BASE,
      apnsCaPath: e.APPLE_APNS_CA,
    }),
    googleWallet: readGoogleWalletConfig({
      issuerId: e.GOOGLE_WALLET_ISSUER_ID,
      serviceAccount: e.GOOGLE_WALLET_SERVICE_ACCOUNT,
      apiBase: e.GOOGLE_WALLET_API_BASE,
    }),
  };
}

/** Whether a URL names this computer (localhost, 127.x, ::1): links to it open nowhere else. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\./.test(host);
}

/** What signing and pushing Apple Wallet passes needs: the certificates as PEM text, read once at start. */
export type TAppleWalletConfig = {
  passTypeId: string;
  teamId: string;
  signerCert: string;
  signerKey: string;
  signerKeyPassphrase: string | undefined;
  wwdr: string;
  apnsBase: string;
  /** Tests only (APPLE_APNS_CA): one more CA the APNs client trusts, for a local stub; production uses the system's. */
  apnsCa: string | undefined;
};

/**
 * Apple Wallet is configured with all of: the pass type id, the team id, the WWDR certificate and the pass
 * certificate with its key (two PEM files, or one .p12). None set: not configured. Some set: a start-up error that
 * names what is missing, so an operator never runs with a wallet that silently does nothing.
 */
function readAppleWalletConfig(e: {
  passTypeId?: string;
  teamId?: string;
  certPath?: string;
  keyPath?: string;
  keyPassphrase?: string;
  p12Path?: string;
  p12Password?: string;
  wwdrPath?: string;
  apnsBase?: string;
  apnsCaPath?: string;
}): TAppleWalletConfig | undefined {
  const given = [e.passTypeId, e.teamId, e.certPath, e.keyPath, e.p12Path, e.wwdrPath].some(Boolean);
  if (!given) return undefined;
  const missing = [
    !e.passTypeId && 'APPLE_PASS_TYPE_ID',
    !e.teamId && 'APPLE_TEAM_ID',
    !e.wwdrPath && 'APPLE_WWDR_CERT',
    !e.p12Path && !e.certPath && 'APPLE_PASS_CERT (or APPLE_PASS_P12)',
    !e.p12Path && !e.keyPath && 'APPLE_PASS_KEY (or APPLE_PASS_P12)',
  ].filter((x): x is string => Boolean(x));
  if (missing.length > 0) {
    throw new Error(`Apple Wallet is half configured: set ${missing.join(', ')}, or none of the APPLE_ settings.`);
  }
  const read = (name: string, file: string) => {
    try {
      return fs.readFileSync(file);
    } catch {
      throw new Error(`${name}: cannot read the file ${file}`);
    }
  };
  const signer = e.p12Path
    ? pemFromP12(read('APPLE_PASS_P12', e.p12Path), e.p12Password ?? '')
    : {
        cert: read('APPLE_PASS_CERT', e.certPath as string).toString('utf8'),
        key: read('APPLE_PASS_KEY', e.keyPath as string).toString('utf8'),
      };
  return {
    passTypeId: e.passTypeId as string,
    teamId: e.teamId as string,
    signerCert: signer.cert,
    signerKey: signer.key,
    signerKeyPassphrase: e.p12Path ? undefined : e.keyPassphrase,
    wwdr: read('APPLE_WWDR_CERT', e.wwdrPath as string).toString('utf8'),
    apnsBase: (e.apnsBase ?? 'https://api.push.apple.com').replace(/\/$/, ''),
    apnsCa: e.apnsCaPath ? read('APPLE_APNS_CA', e.apnsCaPath).toString('utf8') : undefined,
  };
}

/** The certificate and key of a .p12 (what Keychain exports) as PEM text. */
function pemFromP12(bytes: Buffer, password: string): { cert: string; key: string } {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(bytes.toString('binary')), password);
  } catch {
    throw new Error('APPLE_PASS_P12: cannot open the file (is APPLE_PASS_P12_PASSWORD right?)');
  }
  const certBag = p12.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag]?.[0];
  const keyBag =
    p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag]?.[0] ??
    p12.getBags({ bagType: forge.pki.oids.keyBag })[forge.pki.oids.keyBag]?.[0];
  if (!certBag?.cert || !keyBag?.key) throw new Error('APPLE_PASS_P12: the file holds no certificate and key');
  return { cert: forge.pki.certificateToPem(certBag.cert), key: forge.pki.privateKeyToPem(keyBag.key) };
}

/** What writing and linking Google Wallet passes needs: the issuer and the service account's key, read once at start. */
export type TGoogleWalletConfig = {
  issuerId: string;
  /** The service account's address: the issuer of every token request and save link. */
  clientEmail: string;
  /** Its RSA private key (PKCS#8 PEM) and that key's id. */
  privateKey: string;
  privateKeyId: string | undefined;
  /** Where access tokens are asked for (the key's token_uri; a test key names a local stub). */
  tokenUri: string;
  /** The Wallet REST API's address, without a trailing slash. */
  apiBase: string;
};

const ZServiceAccount = z.object({
  client_email: z.string().min(1),
  private_key: z.string().includes('PRIVATE KEY'),
  private_key_id: z.string().optional(),
  token_uri: z.string().url().optional(),
});

/**
 * Google Wallet is configured with both the issuer id and the service account key; one without the other stops the
 * start naming what is missing, as for Apple. The key is given as a file path or as the JSON itself (a secret store
 * that hands out values, not files). Nothing of the key is ever logged.
 */
function readGoogleWalletConfig(e: {
  issuerId?: string;
  serviceAccount?: string;
  apiBase?: string;
}): TGoogleWalletConfig | undefined {
  if (!e.issuerId && !e.serviceAccount) return undefined;
  const missing = [!e.issuerId && 'GOOGLE_WALLET_ISSUER_ID', !e.serviceAccount && 'GOOGLE_WALLET_SERVICE_ACCOUNT'];
  const named = missing.filter((x): x is string => Boolean(x));
  if (named.length > 0) {
    throw new Error(
      `Google Wallet is half configured: set ${named.join(', ')}, or none of the GOOGLE_WALLET_ settings.`,
    );
  }
  if (!/^\d+$/.test(e.issuerId as string)) throw new Error('GOOGLE_WALLET_ISSUER_ID: the issuer id is a number.');
  const given = (e.serviceAccount as string).trim();
  let text = given;
  if (!given.startsWith('{')) {
    try {
      text = fs.readFileSync(given, 'utf8');
    } catch {
      throw new Error(`GOOGLE_WALLET_SERVICE_ACCOUNT: cannot read the file ${given}`);
    }
  }
  let key: z.infer<typeof ZServiceAccount>;
  try {
    key = ZServiceAccount.parse(JSON.parse(text));
  } catch {
    throw new Error(
      'GOOGLE_WALLET_SERVICE_ACCOUNT: not a service account key (JSON with client_email and private_key).',
    );
  }
  return {
    issuerId: e.issuerId as string,
    clientEmail: key.client_email,
    privateKey: key.private_key,
    privateKeyId: key.private_key_id,
    tokenUri: key.token_uri ?? 'https://oauth2.googleapis.com/token',
    apiBase: (e.apiBase ?? 'https://walletobjects.googleapis.com').replace(/\/$/, ''),
  };
}
