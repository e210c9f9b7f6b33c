import { expect } from '@playwright/test';
import { SUPER_ADMIN_EMAIL, SUPER_ADMIN_PASSWORD } from '../server-env.ts';
import { newAccount, shootBothWidths, signInViaApi, signUpViaApi, superAdminApi, test } from './helpers.ts';

const SUSPENDED = 'This account is suspended. Contact support to reactivate it.';

test('a suspended business sees its notice, reads but cannot change, and reactivation restores everything', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const marker = `Zs${Date.now().toString(36)}`;
  const account = { ...newAccount('suspend'), companyName: `${marker} Noodle Bar` };
  await signUpViaApi(page, account);
  const added = await page.request.post('/api/customers', {
    data: { firstName: 'Ada', lastName: 'Lovelace', phone: '(415) 555-0171' },
  });
  expect(added.status()).toBe(201);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome, ${account.companyName}` })).toBeVisible();
  await expect(page.getByTestId('suspended-notice')).toHaveCount(0);

  // The super admin suspends it from the tenant's details, with a reason.
  const adminPage = await browser.newPage();
  try {
    await signInViaApi(adminPage, SUPER_ADMIN_EMAIL, SUPER_ADMIN_PASSWORD);
    await adminPage.goto('/admin/tenants');
    await adminPage.getByPlaceholder('Search by company name or email...').fill(marker);
    await adminPage.getByRole('button', { name: `View ${account.companyName}` }).click();
    const dialog = adminPage.getByTestId('tenant-dialog');
    await dialog.getByRole('tab', { name: 'Suspend' }).click();
    await dialog.getByRole('button', { name: 'Suspend tenant' }).click();
    await expect(dialog.getByTestId('tenant-action-outcome')).toHaveText('A reason is required');
    await dialog.getByLabel('Reason').fill('Chargebacks under review');
    await dialog.getByRole('button', { name: 'Suspend tenant' }).click();
    await expect(dialog.getByTestId('tenant-suspended')).toContainText('Reason: Chargebacks under review');
    await expect(dialog.getByTestId('tenant-suspended-badge')).toHaveText('Suspended');
    await expect(dialog.getByTestId('tenant-audit-row').first()).toContainText('Suspended');
    await expect(dialog.getByRole('tab', { name: 'Reactivate' })).toBeVisible();
    await shootBothWidths(adminPage, 'admin-tenant-suspended');
  } finally {
    await adminPage.close();
  }

  // The business's users: the notice on every page, their data still there, changes refused in plain words.
  await page.reload();
  const notice = page.getByTestId('suspended-notice');
  await expect(notice).toContainText('Your account is suspended');
  await expect(notice).toContainText('Contact support to reactivate it.');
  await expect(notice).not.toContainText('Chargebacks');
  await shootBothWidths(page, 'suspended-notice');
  await page.goto('/customers');
  await expect(page.getByTestId('suspended-notice')).toBeVisible();
  await expect(page.getByText('Ada Lovelace').first()).toBeVisible();
  const refused = await page.request.post('/api/customers', { data: { firstName: 'Bob', phone: '(415) 555-0172' } });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(SUSPENDED);
  await page
    .getByRole('button', { name: /Add Customer/ })
    .first()
    .click();
  const addDialog = page.getByRole('dialog', { name: 'Add Customer' });
  await addDialog.getByLabel('First name').fill('Bob');
  await addDialog.getByLabel('Phone').fill('(415) 555-0173');
  await addDialog.getByRole('button', { name: 'Add Customer' }).click();
  await expect(page.getByText(SUSPENDED).first()).toBeVisible();
  await page.keyboard.press('Escape');

  // Reactivated: the notice goes and changes work again, with nothing lost.
  const admin = await superAdminApi(baseURL as string);
  const found = (await (await admin.get(`/api/admin/tenants?search=${marker}`)).json()) as {
    tenants: { id: string }[];
  };
  const back = await admin.post(`/api/admin/tenants/${found.tenants[0].id}/reactivation`, { data: {} });
  expect(back.status()).toBe(200);
  await admin.dispose();
  await page.reload();
  await expect(page.getByText('Ada Lovelace').first()).toBeVisible();
  await expect(page.getByTestId('suspended-notice')).toHaveCount(0);
  const again = await page.request.post('/api/customers', { data: { firstName: 'Bob', phone: '(415) 555-0172' } });
  expect(again.status()).toBe(201);
});
