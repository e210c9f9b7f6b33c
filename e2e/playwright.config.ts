import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  SUPER_ADMIN_EMAIL,
  SUPER_ADMIN_PASSWORD,
  serverEnvironment,
  TEST_CHROMIUM_PATH,
} from './server-env.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// E2E_BASE_URL points the suite at an app that is already running; otherwise we start one.
const external = process.env.E2E_BASE_URL;
const server = external ? undefined : serverEnvironment();
const baseURL = external ?? server?.baseURL;

// The runner (not a worker) removes the throwaway database once everything, the server included, has stopped.
if (server && !process.env.TEST_WORKER_INDEX) {
  process.on('exit', () => server.removeDatabase());
}

export default defineConfig({
  testDir: 'tests',
  outputDir: 'artifacts/test-results',
  fullyParallel: false,
  // Three journeys at once on 2 cores: with two, a quarter of the machine sat idle while journeys waited on the
  // server, jobs and timers (the whole phase, same day, same code: 640 s with 2 workers, 497 s with 3 and toasts
  // closed instead of waited out).
  workers: 3,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // Editing a real tier's price (admin-config.spec.ts) would change what every other spec sees for a few seconds: it
  // runs alone, after all the others.
  // Every super admin account requires two-step sign-in (issue 53): its first sign-in sets it up, before all else.
  projects: [
    { name: 'super-admin-enrolment', testMatch: /super-admin-enrolment\.setup\.ts/ },
    { name: 'main', testIgnore: /admin-config\.spec\.ts/, dependencies: ['super-admin-enrolment'] },
    { name: 'platform-config', testMatch: /admin-config\.spec\.ts/, dependencies: ['main'] },
  ],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  // The root script `test:e2e` builds the web app first; here we only start the server on a fresh database.
  webServer: server
    ? {
        // The compiled server, as `npm start` runs it (built here when server/src changed since the last build).
        command:
          'node scripts/build-if-changed.mjs server && exec node --enable-source-maps --max-semi-space-size=16 server/dist/main.js',
        cwd: repoRoot,
        url: `${server.baseURL}/api/health`,
        // A loaded machine takes over a minute to build and start the server.
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PORT: String(server.port),
          ...server.database,
          APP_URL: server.baseURL,
          SUPER_ADMIN_EMAIL,
          SUPER_ADMIN_PASSWORD,
          LOG_LEVEL: 'warn',
          // Every test signs in; the production default would throttle the suite.
          LOGIN_RATE_LIMIT: '1000',
          SIGNUP_RATE_LIMIT: '1000',
          MAILCHIMP_API_BASE: server.mailchimpApiBase,
          // Square on a stub (tests/tills.spec.ts starts it on this port).
          ...server.square,
          // Shopify on a stub (tests/tills-shopify.spec.ts starts it on this port).
          ...server.shopify,
          // tests/webhooks.spec.ts delivers to a receiver on this machine.
          WEBHOOKS_ALLOW_PRIVATE: 'true',
          // tests/single-sign-on.spec.ts signs in through an OpenID Connect issuer on this machine.
          SSO_ALLOW_PRIVATE: 'true',
          // Apple Wallet signed by a test CA (server-env.ts): tests/wallet.spec.ts downloads the passes.
          ...server.appleWallet,
          // Own domains' TXT records on a stub (tests/own-domain.spec.ts starts it on this port).
          DNS_SERVERS: server.dnsServers,
        },
      }
    : undefined,
});
