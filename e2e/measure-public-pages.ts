/**
 * How fast the public pages draw on a mid-range phone over slow 4G: the landing page and the enrolment form a
 * customer opens from a QR code. Starts the built app on a throwaway database, makes a business with a QR code,
 * then loads each page in Chromium under Lighthouse's mobile settings (a 412 × 823 screen, 4× slower CPU,
 * 562.5 ms round trips, 1.47 Mbit/s down — what Lighthouse applies with DevTools throttling) and reports the
 * median of five cold loads: First and Largest Contentful Paint, the JavaScript transferred, and the whole page.
 *
 * Run with `npm run measure:public` (it builds the web app first). Lighthouse itself is not a dependency: these are
 * the browser's own Performance API figures, which Lighthouse's LCP is read from as well.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  SUPER_ADMIN_EMAIL,
  SUPER_ADMIN_PASSWORD,
  serverEnvironment,
} from './server-env.ts';

const RUNS = Number(process.env.RUNS ?? 5);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type TMeasure = { fcp: number; lcp: number; jsBytes: number; jsFiles: number; totalBytes: number };

async function startServer(): Promise<{ baseURL: string; stop: () => void }> {
  const { port, dataDir, baseURL } = serverEnvironment();
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: baseURL,
      SUPER_ADMIN_EMAIL,
      SUPER_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
    },
  });
  const stop = () => {
    server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 600; i++) {
    const up = await fetch(`${baseURL}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return { baseURL, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error('The server did not start within 60 s');
}

/** A business with a QR code, made through the API as the sign-up page would: the path of its enrolment form. */
async function enrolmentFormPath(browser: Browser, baseURL: string): Promise<string> {
  const context = await browser.newContext({ baseURL });
  const { tiers } = (await (await context.request.get('/api/tiers')).json()) as { tiers: { id: string }[] };
  const signup = await context.request.post('/api/signup', {
    data: {
      companyName: 'Blue Door Coffee',
      email: `perf-${Date.now()}@example.test`,
      password: 'correct-horse-1',
      tierId: tiers[0]?.id,
    },
  });
  if (signup.status() !== 201) throw new Error(`sign-up failed: ${await signup.text()}`);
  await context.request.post('/api/programs', {
    data: { name: 'Bean Points', type: 'points', config: { welcomeBonus: 50 } },
  });
  const qr = await context.request.post('/api/qr-codes', { data: { locationName: 'Front Counter' } });
  const { code } = (await qr.json()) as { code: string };
  await context.close();
  return `/signup-form/${code}`;
}

/** One cold load (empty cache, new connection) of `url` on the throttled phone. */
async function measure(browser: Browser, url: string): Promise<TMeasure> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number };
    w.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  // LCP is final once the page is idle and nothing else draws; a short settle like Lighthouse's.
  await page.waitForTimeout(1000);
  // No named helpers inside: tsx would wrap them in a `__name` call the page does not have.
  const result = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const scripts = resources.filter((entry) => entry.name.endsWith('.js'));
    return {
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      lcp: (window as unknown as { __lcp: number }).__lcp,
      jsBytes: scripts.reduce((n, entry) => n + entry.transferSize, 0),
      jsFiles: scripts.length,
      totalBytes: resources.reduce((n, entry) => n + entry.transferSize, navigation.transferSize),
    };
  });
  await context.close();
  return result;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main() {
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const pages = {
      'Landing page (/)': '/',
      'Enrolment form (/signup-form/:code)': await enrolmentFormPath(browser, server.baseURL),
    };
    // One warm-up load per page: the server compresses each file once, on its first request.
    for (const url of Object.values(pages)) await measure(browser, `${server.baseURL}${url}`);
    const rows: string[] = [];
    for (const [name, url] of Object.entries(pages)) {
      const runs: TMeasure[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, `${server.baseURL}${url}`));
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
      const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
      rows.push(
        `| ${name} | ${s(median(runs.map((r) => r.fcp)))} | ${s(median(runs.map((r) => r.lcp)))} | ` +
          `${kb(median(runs.map((r) => r.jsBytes)))} (${median(runs.map((r) => r.jsFiles))} files) | ` +
          `${kb(median(runs.map((r) => r.totalBytes)))} |`,
      );
    }
    console.log(`Median of ${RUNS} cold loads, 412 px phone, 4× CPU slowdown, 562.5 ms RTT, 1.47 Mbit/s down:\n`);
    console.log('| Page | First Contentful Paint | Largest Contentful Paint | JS transferred | All transferred |');
    console.log('| --- | --- | --- | --- | --- |');
    for (const row of rows) console.log(row);
  } finally {
    await browser.close();
    server.stop();
  }
}

await main();
