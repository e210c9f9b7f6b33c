import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { newAccount, signUpViaApi, test } from './helpers.ts';
import { postQrCodeAt } from './locations-api.ts';

// The build the server under test serves (WEB_DIST when a run points it at another build).
const webDist =
  process.env.WEB_DIST ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'dist');
/** The gzipped size of a built file, as the server sends it to a browser that takes gzip. */
const gzippedSize = (urlPath: string) => zlib.gzipSync(fs.readFileSync(path.join(webDist, urlPath))).length;

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** What a visitor's browser does on a public page: every request it sends and everything it logs as an error. */
function watch(page: Page) {
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    requests,
    errors,
    scripts: () => requests.filter((path) => path.endsWith('.js')),
  };
}

let formCode = '';
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signUpViaApi(page, newAccount('public'));
  const created = await postQrCodeAt(page.request, 'Front Counter');
  expect(created.status(), await created.text()).toBe(201);
  formCode = ((await created.json()) as { code: string }).code;
  await page.close();
});

test('the landing page draws at once for a visitor: no session check, no console errors', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const seen = watch(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('pricing-card')).toHaveCount(3);
  await page.waitForLoadState('networkidle');

  expect(seen.requests).not.toContain('/api/me');
  expect(seen.errors).toEqual([]);
  await expect(page.getByText('Loading...')).toHaveCount(0);
  // The landing page's own chunk, none of the signed-in screens'.
  expect(seen.scripts().some((path) => /\/landing-[\w-]+\.js$/.test(path))).toBe(true);
  expect(seen.scripts().filter((path) => /\/(app-shell|admin-shell|dashboard|settings|customers)-/.test(path))).toEqual(
    [],
  );
  // Issue 17: a visitor's phone downloads only what the page draws: no app shell, query client, zod, forms or the
  // whole app's icons, and under 110 KB of JavaScript (gzipped; React and its router alone are 80 KB).
  expect(
    seen.scripts().filter((path) => /\/(app|zod|icons|useQuery|query-keys|QueryClientProvider|toaster)-/.test(path)),
  ).toEqual([]);
  const gzipped = [...new Set(seen.scripts())].reduce((sum, script) => sum + gzippedSize(script), 0);
  expect(gzipped).toBeLessThan(110 * 1024);
  // Issue 36: the page the server sends loads no module before its first paint; its start script names the entry
  // and the landing page's own chunk, all asked for at once right after that paint.
  const html = await (await page.request.get('/')).text();
  expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
  expect(html).toMatch(
    /<script defer src="\/assets\/start-after-paint-[\w-]+\.js"[^>]*data-modules='[^']*\/assets\/landing-[\w-]+\.js/,
  );
  await context.close();
});

test('the landing page is in the HTML the server sends, and the browser takes it over without redrawing', async ({
  browser,
}) => {
  // Issue 17: a phone paints the hero before any JavaScript runs (the page is drawn at build time).
  const noScript = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  const still = await noScript.newPage();
  await still.goto('/');
  await expect(still.getByRole('heading', { level: 1 })).toHaveText('Turn first-time visitors into regulars');
  await expect(still.getByText('Regulars gives small businesses a loyalty program')).toBeVisible();
  await expect(still.getByTestId('pricing-card')).toHaveCount(0);
  await noScript.close();

  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const seen = watch(page);
  // The heading the HTML brought, kept once parsing ends and before the module scripts run: a redraw from scratch
  // would replace it, hydration keeps it.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { parsedHeading: Element | null }).parsedHeading = document.querySelector('h1');
    });
  });
  await page.goto('/');
  await expect(page.getByTestId('pricing-card')).toHaveCount(3);
  await page.waitForLoadState('networkidle');
  // Its handlers are attached: the menu opens.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(seen.errors).toEqual([]);
  const kept = await page.evaluate(() => {
    const parsed = (window as unknown as { parsedHeading: Element | null }).parsedHeading;
    return parsed !== null && parsed === document.querySelector('h1');
  });
  expect(kept).toBe(true);
  await context.close();
});

test('the hero keeps its place when Inter arrives after the first paint', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  let releaseFont = () => {};
  const fontHeld = new Promise<void>((resolve) => {
    releaseFont = resolve;
  });
  await page.route(/\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/, async (route) => {
    await fontHeld;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  // Where the hero's heading, paragraph and figures sit, drawn in the metric-matched fallback (index.css), then in Inter.
  const places = () =>
    page.evaluate(() =>
      ['h1', 'h1 + p', 'main dl'].map((selector) => {
        const box = document.querySelector(selector)?.getBoundingClientRect();
        return box ? [Math.round(box.top), Math.round(box.height)] : null;
      }),
    );
  const inFallback = await places();
  expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(false);
  releaseFont();
  await page.waitForFunction(() => document.fonts.check('16px "Inter Variable"'));
  // A pixel of rounding at most (a layout shift score of about 0.001), not a line of text more or less.
  const inInter = await places();
  inInter.forEach((place, index) => {
    expect(place).not.toBeNull();
    const [top = 0, height = 0] = place ?? [];
    const [topBefore = 0, heightBefore = 0] = inFallback[index] ?? [];
    expect(Math.abs(top - topBefore), `${index}: ${place} vs ${inFallback[index]}`).toBeLessThanOrEqual(2);
    expect(Math.abs(height - heightBefore), `${index}: ${place} vs ${inFallback[index]}`).toBeLessThanOrEqual(2);
  });
  await context.close();
});

test('a browser with a session cookie gets the page without the prerendered landing page', async ({ request }) => {
  const visitor = await (await request.get('/')).text();
  expect(visitor).toContain('Turn first-time visitors into');
  const owner = await request.get('/', { headers: { Cookie: 'better-auth.session_token=x.y' } });
  expect(owner.headers().vary).toContain('Cookie');
  const body = await owner.text();
  expect(body).toContain('<div id="root"></div>');
  expect(body).not.toContain('Turn first-time visitors into');
});

test('the enrolment form loads only its own code: no session check, no admin or billing chunk', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const seen = watch(page);
  await page.goto(`/signup-form/${formCode}`);
  await expect(page.getByRole('heading', { name: 'Join our rewards' })).toBeVisible();
  await expect(page.getByLabel('Mobile number')).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(seen.requests).not.toContain('/api/me');
  expect(seen.errors).toEqual([]);
  const scripts = seen.scripts();
  expect(scripts.some((path) => /\/signup-form-[\w-]+\.js$/.test(path))).toBe(true);
  const foreign =
    /\/(landing|admin|app-shell|admin-shell|tenants|outbox|audit|credits|config|subscription|test-checkout|test-portal|billing|settings|customers|papaparse|qr-image|CartesianChart|analytics)[-.]/;
  expect(scripts.filter((path) => foreign.test(path))).toEqual([]);
  // Issue 17: a phone on a slow network downloads under 100 KB of JavaScript (gzipped) to join: no zod, TanStack
  // Query or tailwind-merge (the app installs it, lib/cn.ts).
  expect(scripts.filter((path) => /\/(zod|icons|useQuery|query-keys|app)-/.test(path))).toEqual([]);
  const gzipped = [...new Set(scripts)].reduce((sum, script) => sum + gzippedSize(script), 0);
  expect(gzipped).toBeLessThan(100 * 1024);
  const html = await (await page.request.get(`/signup-form/${formCode}`)).text();
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/signup-form-[\w-]+\.js">/);
  await context.close();
});

test("the form's API answer starts with the page and serves the form: one visit, one scan", async ({ browser }) => {
  const owner = await browser.newPage();
  await signUpViaApi(owner, newAccount('scans'));
  const created = await postQrCodeAt(owner.request, 'Till');
  expect(created.status(), await created.text()).toBe(201);
  const { code } = (await created.json()) as { code: string };
  const scans = async () => {
    const { qrCodes } = (await (await owner.request.get('/api/qr-codes')).json()) as {
      qrCodes: { code: string; scanCount: number }[];
    };
    return qrCodes.find((qr) => qr.code === code)?.scanCount;
  };
  expect(await scans()).toBe(0);

  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const seen = watch(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const response = await page.goto(`/signup-form/${code}`);
  expect(response?.headers().link).toBe(`</api/public/signup-form/${code}>; rel=preload; as=fetch; crossorigin`);
  await expect(page.getByRole('heading', { name: 'Join our rewards' })).toBeVisible();
  await expect(page.getByText('Till')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen.errors).toEqual([]);
  // Asked for with the page, before its scripts (which would otherwise ask once they had run), and only once.
  const api = seen.requests.filter((path) => path.startsWith('/api/'));
  expect(api).toEqual([`/api/public/signup-form/${code}`]);
  const entry = seen.requests.findIndex((path) => /\/assets\/index-[\w-]+\.js$/.test(path));
  expect(seen.requests.indexOf(api[0] ?? '')).toBeLessThan(entry);
  // The form's own request took the preloaded answer: Chrome warns of a preload left unused, and each answer counts.
  expect(warnings.filter((text) => text.includes('preload'))).toEqual([]);
  expect(await scans()).toBe(1);
  await context.close();
  await owner.close();
});

test('a thin bar runs along the top while the next screen downloads, then goes', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A slow network: the sign-in screen's code arrives only once the bar has been seen.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/login-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0);
});

test('a signed-in owner opening the landing page still lands on the dashboard', async ({ page }) => {
  await signUpViaApi(page, newAccount('back'));
  // The first screen after signing in notes the session in this browser.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the server gives real files or a 404, never the app page, for file paths', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain('User-agent: *');
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toBe('image/x-icon');
  for (const path of ['/assets/index-gone1234.js', '/nope.png']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).not.toContain('<div id="root">');
  }

  const page = await request.get('/', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(page.headers()['cache-control']).toBe('no-cache');
  const script = (await page.text()).match(/src="(\/assets\/[^"]+\.js)"/)?.[1] ?? '';
  const asset = await request.get(script, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('br');
});
