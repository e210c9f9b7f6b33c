import { expect, type Page, test } from '@playwright/test';
import { newAccount, SCREENS, signUpViaApi } from './helpers.ts';

/** The session read and the dashboard's first query, as the server names them for a signed-in browser (issue 36). */
const PRELOADS = [
  '<link rel="preload" as="fetch" crossorigin href="/api/me">',
  '<link rel="preload" as="fetch" crossorigin href="/api/dashboard/stats">',
];
const DASHBOARD_CHUNK = /<link rel="modulepreload" crossorigin href="\/assets\/dashboard-[\w-]+\.js">/;

/** How many times the page asked the server for each API path, counted from now on. */
function countApiRequests(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) counts.set(pathname, (counts.get(pathname) ?? 0) + 1);
  });
  return counts;
}

test('a signed-in owner opening the dashboard cold reads the session once, from the preload (issue 36)', async ({
  page,
}) => {
  const account = newAccount('firstpaint');
  await signUpViaApi(page, account);
  const requests = countApiRequests(page);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${account.companyName}` })).toBeVisible();
  await expect(page.getByText('Total Customers', { exact: true })).toBeVisible();

  await expect(page.getByTestId('dashboard-trend')).toContainText('Nothing to show yet');

  // The session, the layout's sign-in options, the dashboard's numbers and its trend: each asked for once, and the
  // one answer the app used is the preload's, started by the page's <link>, not by the app's code.
  const preloaded = ['/api/me', '/api/auth-config', '/api/dashboard/stats', '/api/dashboard/trend'];
  for (const url of preloaded) expect(requests.get(url), url).toBe(1);
  const initiators = await page.evaluate(
    (urls) =>
      urls.map((url) =>
        performance
          .getEntriesByName(`${location.origin}${url}`)
          .map((entry) => (entry as PerformanceResourceTiming).initiatorType)
          .join(','),
      ),
    preloaded,
  );
  expect(initiators).toEqual(preloaded.map(() => 'link'));

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SCREENS}/first-paint-dashboard-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText('Total Customers', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/first-paint-dashboard-390.png`, fullPage: true });
});

test("names the app's chunks and queries only to a browser with a session (issue 36)", async ({
  page,
  playwright,
  baseURL,
}) => {
  await signUpViaApi(page, newAccount('firstpaint-html'));
  const owner = await (await page.request.get('/dashboard')).text();
  for (const link of PRELOADS) expect(owner).toContain(link);
  expect(owner).toMatch(DASHBOARD_CHUNK);
  // Every screen of the sidebar names its code and first queries too (issue 49).
  const programs = await (await page.request.get('/programs')).text();
  expect(programs).toContain('<link rel="preload" as="fetch" crossorigin href="/api/programs">');
  expect(programs).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/programs-[\w-]+\.js">/);

  const visitorApi = await playwright.request.newContext({ baseURL });
  try {
    const visitor = await (await visitorApi.get('/dashboard')).text();
    expect(visitor).toContain('<div id="root"></div>');
    expect(visitor).not.toContain('rel="preload"');
    expect(visitor).not.toContain('/api/');
    expect(visitor).not.toMatch(/\/assets\/(app|app-shell|dashboard)-[\w-]+\.js/);
  } finally {
    await visitorApi.dispose();
  }
});
