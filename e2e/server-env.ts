import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeTestPki } from '../server/src/wallet/test-pki.ts';

export const SUPER_ADMIN_EMAIL = 'admin@regulars.test';
export const SUPER_ADMIN_PASSWORD = 'admin-password-123';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A business's own domain (issue 53, tests/own-domain.spec.ts): every name under own-domain.test, a name no real DNS
  // answers, reaches the server under test on this machine. No other journey uses such a name.
  '--host-resolver-rules=MAP *.own-domain.test 127.0.0.1',
];
export const CHROMIUM_PATH = '/usr/bin/chromium';
/**
 * The journeys' browser: Chromium's headless shell (Debian's chromium-headless-shell, which .ci/run installs) when
 * present: the same Blink and V8 without the full browser's UI processes (three specs: 105 s against 126 s). The full
 * browser otherwise, and for what measures page loads as people get them (measure-*.ts, Lighthouse).
 */
export const TEST_CHROMIUM_PATH =
  process.env.E2E_CHROMIUM ??
  (fs.existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : CHROMIUM_PATH);

/** A port nobody listens on right now, found synchronously (the config file cannot await). */
function findFreePort(): number {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

/** A UDP port nobody listens on right now (a DNS server's), found as findFreePort finds a TCP one. */
function findFreeUdpPort(): number {
  const script =
    "const s=require('node:dgram').createSocket('udp4');s.bind(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

/**
 * The port and data directory of the server under test. Playwright loads the config in the runner and
 * again in every worker; workers inherit the runner's environment, so the first load decides.
 */
export function serverEnvironment() {
  process.env.E2E_PORT ??= String(findFreePort());
  process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'regulars-e2e-'));
  // With a PostgreSQL server (TEST_DATABASE_URL, as the API tests), the server under test runs on a fresh database
  // of it, as production does; otherwise on the embedded one in the data directory.
  const admin = process.env.TEST_DATABASE_URL;
  if (admin && !process.env.E2E_DATABASE_URL) process.env.E2E_DATABASE_URL = createDatabase(admin);
  // Where tests/mailchimp.spec.ts starts its MailChimp stub: the server is told before the spec runs.
  process.env.E2E_MAILCHIMP_PORT ??= String(findFreePort());
  // Where tests/tills.spec.ts starts its Square stub, likewise.
  process.env.E2E_SQUARE_PORT ??= String(findFreePort());
  // Where tests/tills-shopify.spec.ts starts its Shopify stub.
  process.env.E2E_SHOPIFY_PORT ??= String(findFreePort());
  // Where tests/own-domain.spec.ts starts its DNS stub (UDP), which the server asks for an own domain's TXT record.
  process.env.E2E_DNS_PORT ??= String(findFreeUdpPort());
  const port = Number(process.env.E2E_PORT);
  const mailchimpApiBase = `http://127.0.0.1:${process.env.E2E_MAILCHIMP_PORT}/3.0`;
  const dataDir = process.env.E2E_DATA_DIR;
  const databaseUrl = process.env.E2E_DATABASE_URL;
  return {
    port,
    database: (databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }) as Record<string, string>,
    /** Removes the throwaway database: the data directory, and the PostgreSQL database when there is one. */
    removeDatabase() {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (admin && databaseUrl)
        runStatement(admin, `drop database if exists ${databaseName(databaseUrl)} with (force)`);
    },
    // localhost, not 127.0.0.1: passkeys (WebAuthn) take a domain name, and browsers trust localhost over http.
    baseURL: `http://localhost:${port}`,
    mailchimpApiBase,
    square: {
      SQUARE_APPLICATION_ID: E2E_SQUARE_APP.applicationId,
      SQUARE_APPLICATION_SECRET: E2E_SQUARE_APP.applicationSecret,
      SQUARE_ACCESS_TOKEN: E2E_SQUARE_APP.appAccessToken,
      SQUARE_API_BASE: `http://127.0.0.1:${process.env.E2E_SQUARE_PORT}`,
    },
    shopify: {
      SHOPIFY_API_KEY: E2E_SHOPIFY_APP.apiKey,
      SHOPIFY_API_SECRET: E2E_SHOPIFY_APP.apiSecret,
      SHOPIFY_API_BASE: `http://127.0.0.1:${process.env.E2E_SHOPIFY_PORT}`,
    },
    appleWallet: appleWalletEnvironment(dataDir),
    dnsServers: `127.0.0.1:${process.env.E2E_DNS_PORT}`,
  };
}

/** A new database on the server `adminUrl` reaches, for this run only; its address. */
function createDatabase(adminUrl: string): string {
  const name = `regulars_e2e_${process.pid}_${Date.now()}`;
  runStatement(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const databaseName = (url: string) => new URL(url).pathname.slice(1);

/** One statement on `url`, synchronously (the config file cannot await): node-postgres in a child process. */
function runStatement(url: string, statement: string): void {
  const script =
    "const pg=require('pg');const c=new pg.Client({connectionString:process.argv[1]});" +
    'c.connect().then(()=>c.query(process.argv[2])).then(()=>c.end(),(e)=>{console.error(e.message);process.exit(1)});';
  execFileSync(process.execPath, ['-e', script, url, statement], { cwd: path.dirname(fileURLToPath(import.meta.url)) });
}

/** The Square application the e2e server is set up with; tests/tills.spec.ts starts its stub with the same. */
/** The Shopify app the server under test is set up with; the stub signs with its secret. */
export const E2E_SHOPIFY_APP = { apiKey: 'shopify-e2e-app', apiSecret: 'shopify-e2e-secret-0123456789abcdef' };

export const E2E_SQUARE_APP = {
  applicationId: 'sq0idp-e2e-app',
  applicationSecret: 'sq0csp-e2e-secret',
  appAccessToken: 'EAAA-e2e-app-token',
} as const;

/** The pass type of the e2e server's Apple Wallet (tests/wallet.spec.ts reads the passes it signs). */
export const E2E_PASS_TYPE = 'pass.test.regulars.e2e';

/**
 * Apple Wallet for the server under test, signed by the test PKI the API tests use (a CA made here standing in for
 * Apple's): its PEMs are written once, by the runner, into the server's data directory.
 */
function appleWalletEnvironment(dataDir: string): Record<string, string> {
  const dir = path.join(dataDir, 'apple-wallet');
  const file = (name: string) => path.join(dir, name);
  if (!fs.existsSync(file('wwdr.pem'))) {
    const pki = makeTestPki(E2E_PASS_TYPE);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(file('pass.pem'), pki.passCert);
    fs.writeFileSync(file('pass.key'), pki.passKey);
    // Last: its presence says the set is complete.
    fs.writeFileSync(file('wwdr.pem'), pki.wwdrCert);
  }
  return {
    APPLE_PASS_TYPE_ID: E2E_PASS_TYPE,
    APPLE_TEAM_ID: 'E2ETEAM123',
    APPLE_PASS_CERT: file('pass.pem'),
    APPLE_PASS_KEY: file('pass.key'),
    APPLE_WWDR_CERT: file('wwdr.pem'),
  };
}
