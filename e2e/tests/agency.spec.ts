import { expect, type Page } from '@playwright/test';
import { AGENCY_MESSAGES } from '@regulars/contracts';
import {
  expectAccessible,
  newAccount,
  SCREENS,
  shootBothWidths,
  signUpViaApi,
  superAdminApi,
  test,
  toastsGone,
  uniqueEmail,
  uniquePhone,
  waitForOutboxMessage,
} from './helpers.ts';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

/** Opens a business through the top bar's switcher, as an agency's staff would, and waits for its dashboard. */
async function switchTo(page: Page, name: string) {
  await toastsGone(page);
  await page.getByTestId('business-switcher').click();
  const dialog = page.getByRole('dialog', { name: 'Switch business' });
  await dialog.getByRole('button', { name: new RegExp(name) }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('shell-title')).toHaveText(name);
}

test('an agency adds two clients, brands one, enrols its customer, switches between them, its owner sees only theirs, and it moves to its own plan', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const agency = { ...newAccount('agency'), companyName: 'Northwind Agency' };
  await signUpViaApi(page, agency, 'Agency');

  // A new agency's first steps are its clients', not a loyalty program of its own.
  await page.goto('/dashboard');
  const firstSteps = page.getByRole('region', { name: 'Get started' });
  await expect(firstSteps).toContainText("Four steps to your first client's regulars.");
  await expect(firstSteps.getByRole('link').first()).toContainText('Add your first client');
  await expect(firstSteps.getByRole('link').first()).toHaveAttribute('href', '/clients');
  await expect(firstSteps).not.toContainText('Create a loyalty program');
  await shootBothWidths(page, 'agency-getting-started');

  // A new agency: the Clients page explains itself, with its one action.
  await page.goto('/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No client businesses yet' })).toBeVisible();
  await expect(page.getByTestId('client-usage')).toHaveText('0 of 50 client businesses');
  await shootBothWidths(page, 'agency-clients-empty');

  // A blank name is refused in plain words; then two clients.
  await page.getByRole('button', { name: 'Add client' }).first().click();
  let dialog = page.getByRole('dialog', { name: 'Add client business' });
  await dialog.getByRole('button', { name: 'Add client' }).click();
  await expect(dialog.getByText(AGENCY_MESSAGES.nameRequired)).toBeVisible();
  for (const name of ['Harbor Café', 'Bean There']) {
    if (!(await dialog.isVisible())) {
      await page.getByRole('button', { name: 'Add client' }).first().click();
      dialog = page.getByRole('dialog', { name: 'Add client business' });
    }
    await dialog.getByLabel('Business name').fill(name);
    await dialog.getByRole('button', { name: 'Add client' }).click();
    await expect(toast(page, `${name} added`)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  await expect(page.getByTestId('client-usage')).toHaveText('2 of 50 client businesses');
  await expect(row(page, 'Harbor Café')).toContainText('Owner not invited yet');
  await shootBothWidths(page, 'agency-clients');

  // Open Harbor Café: every screen now says where the agency is working.
  await row(page, 'Harbor Café').getByRole('button', { name: 'Open Harbor Café' }).click();
  await expect(toast(page, 'You are working in Harbor Café')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('shell-title')).toHaveText('Harbor Café');
  await expect(page.getByText('Client of Northwind Agency').first()).toBeVisible();
  await shootBothWidths(page, 'agency-client-dashboard');

  // Brand it: a deep teal, on its own settings.
  await page.goto('/settings');
  const brand = page.getByTestId('brand-card');
  await brand.getByLabel('Hex code').fill('#0f766e');
  await brand.getByRole('button', { name: 'Save colour' }).click();
  await expect(brand.getByRole('button', { name: 'Save colour' })).toBeDisabled();

  // A customer joins Harbor Café on its branded form, on a phone.
  const qr = await page.request.post('/api/qr-codes', { data: {} });
  expect(qr.status(), await qr.text()).toBe(201);
  const { code } = (await qr.json()) as { code: string };
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const customerPage = await phoneContext.newPage();
  await customerPage.goto(`/signup-form/${code}`);
  await expect(customerPage.getByText('Harbor Café').first()).toBeVisible();
  // The page wears Harbor Café's colour: the brand shades are remade from it on the page's root.
  await expect(customerPage.locator('[style*="--color-brand-600"]').first()).toHaveAttribute('style', /#0f766e/);
  await customerPage.screenshot({ path: `${SCREENS}/agency-client-signup-form-390.png`, fullPage: true });
  await expectAccessible(customerPage, 'agency-client-signup-form-390');
  const phone = uniquePhone();
  await customerPage.getByLabel('First name').fill('Hana');
  await customerPage.getByLabel('Last name').fill('Harbor');
  await customerPage.getByLabel('Mobile number').fill(phone.display);
  await customerPage.getByLabel('Create a PIN').fill('4821');
  await customerPage.getByRole('button', { name: 'Join now' }).click();
  await expect(customerPage.getByRole('heading', { name: "You're in, Hana!" })).toBeVisible();
  await phoneContext.close();

  await page.goto('/customers');
  await expect(page.getByTestId('customer-row').filter({ hasText: 'Hana Harbor' })).toBeVisible();

  // Switching to Bean There never shows Harbor's customer under another business, not even for a frame from the
  // cache (a list keeps its last page while the next loads, but never across businesses).
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __leaks: string[] }).__leaks = seen;
    new MutationObserver(() => {
      const working = document.querySelector('[data-testid="shell-title"]')?.textContent;
      if (working !== 'Harbor Café' && document.body.textContent?.includes('Hana Harbor')) {
        seen.push(`${working} ${window.location.pathname}`);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await switchTo(page, 'Bean There');
  await page.getByRole('link', { name: 'Customers', exact: true }).click();
  await expect(page.getByText('No customers yet')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __leaks: string[] }).__leaks)).toEqual([]);
  await page.getByTestId('business-switcher').click();
  await page.screenshot({ path: `${SCREENS}/agency-switcher-1280.png` });
  await expectAccessible(page, 'agency-switcher');
  await page.keyboard.press('Escape');

  // Back to Harbor Café: its customer again; then the agency's own business.
  await switchTo(page, 'Harbor Café');
  await page.getByRole('link', { name: 'Customers', exact: true }).click();
  await expect(page.getByTestId('customer-row').filter({ hasText: 'Hana Harbor' })).toBeVisible();
  await switchTo(page, 'Northwind Agency');
  await expect(page.getByText('Client of Northwind Agency')).toHaveCount(0);

  // The agency invites Harbor Café's owner, who signs up from the email and sees only their business.
  await page.goto('/clients');
  await row(page, 'Harbor Café').getByRole('button', { name: 'Invite the owner of Harbor Café' }).click();
  dialog = page.getByRole('dialog', { name: 'Invite the owner of Harbor Café' });
  const ownerEmail = uniqueEmail('harbor-owner');
  await dialog.getByLabel("Owner's email address").fill(ownerEmail);
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(toast(page, `Invitation sent to ${ownerEmail}`)).toBeVisible();
  await expect(row(page, 'Harbor Café')).toContainText('Owner invited, not joined yet');

  const admin = await superAdminApi(baseURL ?? '');
  const email = await waitForOutboxMessage(admin, ownerEmail, (m) => /accept-invitation/.test(m.text ?? ''));
  const link = /\/accept-invitation\?token=[^\s"]+/.exec(email.text ?? '')?.[0];
  expect(link).toBeTruthy();
  await admin.dispose();

  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await owner.goto(link ?? '');
  await expect(owner.getByText("You've been invited to join Harbor Café")).toBeVisible();
  await owner.getByLabel('First Name').fill('Hal');
  await owner.getByLabel('Last Name').fill('Owner');
  await owner.getByLabel('Password').fill('owner-pass-123');
  await owner.getByRole('button', { name: 'Accept & Create Account' }).click();
  await expect(owner).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await expect(owner.getByTestId('shell-title')).toHaveText('Harbor Café');
  await expect(owner.getByTestId('business-switcher')).toHaveCount(0);
  await expect(owner.getByRole('link', { name: 'Clients', exact: true })).toHaveCount(0);
  await owner.getByRole('link', { name: 'Customers', exact: true }).click();
  await expect(owner.getByTestId('customer-row').filter({ hasText: 'Hana Harbor' })).toBeVisible();
  await expect(owner.getByText('Northwind Agency')).toHaveCount(0);
  await shootBothWidths(owner, 'agency-client-owner-customers');
  await owner.getByRole('link', { name: 'Subscription', exact: true }).click();
  // The agency's plan is white-label: its client's owner reads what the plan allows, not whose it is (issue 53).
  await expect(owner.getByTestId('plan-managed')).toContainText('Your plan is managed for you');
  await expect(owner.getByText('Northwind Agency')).toHaveCount(0);
  expect((await owner.request.get('/api/agency/clients')).status()).toBe(403);
  await ownerContext.close();

  // With its owner on the team, the agency hands Harbor Café over: the dialog says what ends with it, and it leaves
  // the list.
  await page.reload();
  await row(page, 'Harbor Café').getByRole('button', { name: 'Move Harbor Café to its own subscription' }).click();
  dialog = page.getByRole('alertdialog', { name: 'Move Harbor Café to its own subscription?' });
  await expect(dialog.getByText(AGENCY_MESSAGES.releaseConfirm)).toBeVisible();
  await dialog.getByRole('button', { name: 'Move to own subscription' }).click();
  await expect(toast(page, 'Harbor Café now has its own subscription')).toBeVisible();
  await expect(row(page, 'Harbor Café')).toHaveCount(0);
  await expect(row(page, 'Bean There')).toBeVisible();
});

test('an agency gives a client credits only from what it has paid for', async ({ page }) => {
  test.setTimeout(120_000);
  const agency = { ...newAccount('agency-credits'), companyName: 'Credit Agency' };
  await signUpViaApi(page, agency, 'Agency');
  const added = await page.request.post('/api/agency/clients', { data: { companyName: 'Harbor Café' } });
  expect(added.status(), await added.text()).toBe(201);

  // On its unpaid trial the agency has no credits: the client starts with none, and none can be given.
  await page.goto('/clients');
  await expect(page.getByTestId('agency-credits')).toHaveText('Your agency has 0 credits to give');
  await expect(row(page, 'Harbor Café')).toContainText('Owner not invited yet');
  await row(page, 'Harbor Café').getByRole('button', { name: 'Give credits to Harbor Café' }).click();
  let dialog = page.getByRole('dialog', { name: 'Give credits to Harbor Café' });
  await expect(dialog.getByTestId('give-credits-balances')).toHaveText(
    'Your agency has 0 credits; Harbor Café has 0 credits.',
  );
  await dialog.getByLabel('Credits to give').fill('100');
  await dialog.getByRole('button', { name: 'Give credits' }).click();
  await expect(dialog.getByText(AGENCY_MESSAGES.creditsShort(0, 100))).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Paid: the plan's credits arrive with the payment, and the agency gives some to its client.
  const me = (await (await page.request.get('/api/me')).json()) as { business: { tierId: string } };
  const checkout = await page.request.post('/api/billing/checkout', { data: { tierId: me.business.tierId } });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { url } = (await checkout.json()) as { url: string };
  const paid = await page.request.post(`/api/billing/test-checkout/${url.split('/').pop()}/complete`, { data: {} });
  expect(paid.status(), await paid.text()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('agency-credits')).toHaveText('Your agency has 1,000 credits to give');
  await row(page, 'Harbor Café').getByRole('button', { name: 'Give credits to Harbor Café' }).click();
  dialog = page.getByRole('dialog', { name: 'Give credits to Harbor Café' });
  await dialog.getByLabel('Credits to give').fill('0');
  await dialog.getByRole('button', { name: 'Give credits' }).click();
  await expect(dialog.getByText(AGENCY_MESSAGES.creditsAmount)).toBeVisible();
  await dialog.getByLabel('Credits to give').fill('300');
  await expectAccessible(page, 'agency-give-credits');
  await dialog.getByRole('button', { name: 'Give credits' }).click();
  await expect(toast(page, '300 credits given to Harbor Café')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('agency-credits')).toHaveText('Your agency has 700 credits to give');
  await expect(row(page, 'Harbor Café').getByRole('cell').nth(4)).toHaveText('300');
});
