import { expect, type Page } from '@playwright/test';
import { newAccount, signUpElsewhere, signUpViaApi, submitSignInForm, test } from './helpers.ts';

const SECRET = 'Alice Cached';

/** User A's business with one customer, open on /customers in `page`; user B exists but is not signed in. */
async function aliceOnCustomers(page: Page, baseURL: string) {
  const a = newAccount('cachea');
  const b = newAccount('cacheb');
  await signUpElsewhere(baseURL, b);
  await signUpViaApi(page, a);
  // Through the API: the modal's "Alice Cached added" toast would outlive the sign-out and blur what is tested.
  const added = await page.request.post('/api/customers', {
    data: { firstName: 'Alice', lastName: 'Cached', phone: '(415) 555-0170' },
  });
  expect(added.status(), await added.text()).toBe(201);
  await page.goto('/customers');
  await expect(page.getByTestId('customer-row').filter({ hasText: SECRET })).toBeVisible();
  return b;
}

/**
 * From now on, records every time A's customer is on screen (even for one frame, so a cached list that is
 * replaced a moment later still counts) and every customers answer that carries it. The page is not
 * reloaded after this, so the app's query cache is the one A filled.
 */
async function watchForLeaks(page: Page) {
  const answers: string[] = [];
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/customers')) return;
    const body = await response.text().catch(() => '');
    if (body.includes(SECRET)) answers.push(response.url());
  });
  await page.evaluate((secret) => {
    const seen: string[] = [];
    (window as unknown as { __leaks: string[] }).__leaks = seen;
    const check = () => {
      if (document.body.textContent?.includes(secret)) seen.push(window.location.pathname);
    };
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true, characterData: true });
    check();
  }, SECRET);
  return async () => ({
    shown: await page.evaluate(() => (window as unknown as { __leaks: string[] }).__leaks),
    answers,
  });
}

/**
 * A's tab has left for the sign-in page. The URL changes a moment before the screen does, so wait for the form
 * itself and for A's screen to be gone: what A saw on A's own screen is not what is tested.
 */
async function onSignInPage(page: Page) {
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(page.getByText(SECRET)).toHaveCount(0);
}

/** B signs in on the login form A's tab shows and opens Customers from the sidebar (no reload). */
async function bOpensCustomers(page: Page, b: { email: string; password: string }) {
  await submitSignInForm(page, b.email, b.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Customers' }).click();
  await expect(page).toHaveURL(/\/customers$/);
  await expect(page.getByText('No customers yet')).toBeVisible();
}

test("after A signs out, B signing in on the same tab never sees A's customers", async ({ page, baseURL }) => {
  const b = await aliceOnCustomers(page, baseURL ?? '');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await onSignInPage(page);

  const leaks = await watchForLeaks(page);
  await bOpensCustomers(page, b);
  expect(await leaks()).toEqual({ shown: [], answers: [] });
});

test("when A's session ends in another tab, B signing in on A's tab never sees A's customers", async ({
  page,
  baseURL,
}) => {
  const b = await aliceOnCustomers(page, baseURL ?? '');
  const other = await page.context().newPage();
  await other.goto('/dashboard');
  await other.getByRole('button', { name: 'Sign Out' }).click();
  await expect(other).toHaveURL(/\/login$/);
  await other.close();

  // A's tab finds out on its next request, and goes to the login page.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await onSignInPage(page);

  const leaks = await watchForLeaks(page);
  await bOpensCustomers(page, b);
  expect(await leaks()).toEqual({ shown: [], answers: [] });
});
