/**
 * How soon a signed-in owner sees an app screen on a cold load (issue 36: "an app screen's content in < 1 s on this
 * machine"; issue 49: every main screen). Starts the built app on a throwaway database (loopback only), signs up a
 * business through the API, then loads each screen of the sidebar in Chromium, each time in a new browser context
 * that holds only the session cookie (empty cache, no storage), and times from navigation start to the screen's
 * content.
 *
 * Run with `npm run measure:app` (after building the web app). RUNS=5 loads per screen by default; WEB_DIST picks
 * another build; E2E_BASE_URL measures an app already running there instead (two builds side by side); LATENCY=100
 * delays every request by 100 ms (Chromium's network emulation), as a real network would, where this machine's
 * loopback hides the round trips the preloads save. Prints the median and range of each screen beside the target, when
 * /api/me started, and how many script files the screen had loaded by then and their compressed size. Without
 * TEST_DATABASE_URL the app runs on the embedded database (PGlite, `npm start`'s default), with it on a PostgreSQL server.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, request } from '@playwright/test';
import { startMeasuredServer } from './measure-server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './server-env.ts';

const RUNS = Number(process.env.RUNS ?? 5);
const LATENCY_MS = Number(process.env.LATENCY ?? 0);
const TARGET_MS = 1000;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = path.resolve(process.env.WEB_DIST ?? path.join(repoRoot, 'web', 'dist'));

/**
 * Every screen of the business sidebar (a new business on the Free plan: what a first cold load shows). A screen's
 * content is visible once its heading is there and nothing in it still pulses or spins (no loader, no skeleton, no
 * chart waiting for its code).
 */
const SCREENS: { url: string; name: string }[] = [
  { url: '/dashboard', name: 'Dashboard' },
  { url: '/checkin', name: 'Check-in' },
  { url: '/customers', name: 'Customers' },
  { url: '/programs', name: 'Loyalty Programs' },
  { url: '/qr-codes', name: 'QR Codes' },
  { url: '/campaigns', name: 'Campaigns' },
  { url: '/sms-templates', name: 'SMS Templates' },
  { url: '/email-templates', name: 'Email Templates' },
  { url: '/communications', name: 'Communications' },
  { url: '/analytics', name: 'Analytics' },
  { url: '/company', name: 'Company' },
  { url: '/settings', name: 'Settings' },
  { url: '/subscription', name: 'Subscription' },
];

type TRun = { contentMs: number; meStartMs: number; meFetches: number; scripts: number; scriptKb: number };

/** A new business on the Free tier, signed up through the API: its session cookies. */
async function signedInCookies(baseURL: string) {
  const api = await request.newContext({ baseURL });
  try {
    const { tiers } = (await (await api.get('/api/tiers')).json()) as { tiers: { id: string; name: string }[] };
    const signup = await api.post('/api/signup', {
      data: {
        companyName: 'Blue Door Coffee',
        email: `measure-${Date.now()}@example.test`,
        password: 'correct-horse-1',
        tierId: tiers.find((tier) => tier.name === 'Free')?.id,
      },
    });
    if (signup.status() !== 201) throw new Error(`sign-up failed: ${await signup.text()}`);
    return (await api.storageState()).cookies;
  } finally {
    await api.dispose();
  }
}

async function main() {
  const external = process.env.E2E_BASE_URL;
  if (!external && !fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`${webDist} is missing: build the web app`);
  }
  const server = external ? { baseURL: external, stop: () => undefined } : await startMeasuredServer(webDist);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const cookies = await signedInCookies(server.baseURL);
    const results: { name: string; runs: TRun[] }[] = [];
    for (const screen of SCREENS) {
      const runs: TRun[] = [];
      // One load first, not counted: the server compresses each file once, on its first request.
      for (let i = 0; i <= RUNS; i++) {
        const context = await browser.newContext({ baseURL: server.baseURL });
        await context.addCookies(cookies);
        const page = await context.newPage();
        if (LATENCY_MS > 0) {
          const cdp = await context.newCDPSession(page);
          await cdp.send('Network.emulateNetworkConditions', {
            offline: false,
            latency: LATENCY_MS,
            downloadThroughput: -1,
            uploadThroughput: -1,
          });
        }
        let meFetches = 0;
        page.on('request', (req) => {
          if (new URL(req.url()).pathname === '/api/me') meFetches += 1;
        });
        await page.goto(screen.url, { waitUntil: 'commit' });
        // A function, not a string: the app's Content-Security-Policy refuses eval.
        const visible = await page.waitForFunction(
          () =>
            document.querySelector('main h1') && !document.querySelector('main .animate-pulse, main .animate-spin')
              ? performance.now()
              : false,
          undefined,
          { polling: 'raf' },
        );
        const contentMs = await visible.jsonValue();
        const meStartMs = await page.evaluate(
          () => performance.getEntriesByName(`${location.origin}/api/me`)[0]?.startTime ?? Number.NaN,
        );
        // The scripts the screen had loaded by then, and their bytes as sent (compressed).
        const scripts = await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
            .map((entry) => (entry as PerformanceResourceTiming).encodedBodySize),
        );
        const scriptKb = scripts.reduce((sum, bytes) => sum + bytes, 0) / 1024;
        if (i > 0) runs.push({ contentMs: Number(contentMs), meStartMs, meFetches, scripts: scripts.length, scriptKb });
        await context.close();
      }
      results.push({ name: screen.name, runs });
    }
    const network = LATENCY_MS > 0 ? `, ${LATENCY_MS} ms added to each request` : '';
    console.log(`Cold load of a signed-in screen in Chromium, ${RUNS} runs each${network} (${external ?? webDist}):\n`);
    console.log(
      '| Screen | Content visible (median) | Range | Target | | /api/me starts (median) | /api/me requests | Scripts (KB sent) |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const { name, runs } of results) {
      const content = runs.map((run) => run.contentMs).sort((a, b) => a - b);
      const meStart = runs.map((run) => run.meStartMs).sort((a, b) => a - b);
      const median = content[Math.floor(content.length / 2)] ?? Number.NaN;
      const fetches = [...new Set(runs.map((run) => run.meFetches))].join(' / ');
      console.log(
        `| ${name} | ${s(median)} | ${s(content[0] ?? Number.NaN)}–${s(content.at(-1) ?? Number.NaN)} | < 1 s | ${
          median < TARGET_MS ? 'PASS' : 'MISS'
        } | ${s(meStart[Math.floor(meStart.length / 2)] ?? Number.NaN)} | ${fetches} | ${runs[0]?.scripts} (${Math.round(
          runs[0]?.scriptKb ?? 0,
        )}) |`,
      );
    }
  } finally {
    await browser.close();
    server.stop();
  }
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

await main();
