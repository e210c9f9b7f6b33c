import { expect, type Page } from '@playwright/test';
import { SUPER_ADMIN_EMAIL, SUPER_ADMIN_PASSWORD } from '../server-env.ts';
import { newAccount, shootBothWidths, signInViaApi, signUpElsewhere, superAdminApi, test } from './helpers.ts';

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** The tenant's id as the super admin's search finds it. */
async function tenantId(admin: Awaited<ReturnType<typeof superAdminApi>>, email: string): Promise<string> {
  const res = await admin.get(`/api/admin/tenants?search=${encodeURIComponent(email)}`);
  const body = (await res.json()) as { tenants: { id: string }[] };
  expect(body.tenants).toHaveLength(1);
  return body.tenants[0].id;
}

test('a credit allocation from the tenant details appears in the credit log, the tenant credits and the audit log', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const marker = `Zc${Date.now().toString(36)}`;
  const account = { ...newAccount('credits'), companyName: `${marker} Corner Café` };
  await signUpElsewhere(baseURL as string, account);
  const admin = await superAdminApi(baseURL as string);
  const id = await tenantId(admin, account.email);
  const before = ((await (await admin.get(`/api/admin/tenants/${id}`)).json()) as { tenant: { credits: number } })
    .tenant.credits;

  await signInViaApi(page, SUPER_ADMIN_EMAIL, SUPER_ADMIN_PASSWORD);
  await page.goto('/admin/dashboard');
  await expect(page.getByTestId('growth-chart').getByRole('application')).toBeVisible();
  await expect(page.getByTestId('growth-latest')).toContainText('tenants');
  await shootBothWidths(page, 'admin-dashboard-growth');

  await nav(page, 'Tenants').click();
  await page.getByPlaceholder('Search by company name or email...').fill(marker);
  await page.getByRole('button', { name: `View ${account.companyName}` }).click();
  const dialog = page.getByTestId('tenant-dialog');
  await expect(dialog.getByTestId('tenant-audit')).toContainText('No admin actions yet');

  // A refusal first, in plain words, and nothing changes.
  await dialog.getByLabel('Credits to add').fill('40');
  await dialog.getByRole('button', { name: 'Allocate credits' }).click();
  await expect(dialog.getByTestId('tenant-action-outcome')).toHaveText('A reason is required');
  await dialog.getByLabel('Reason').fill(`Launch bonus ${marker}`);
  await dialog.getByLabel('Credits to add').fill('250');
  await dialog.getByRole('button', { name: 'Allocate credits' }).click();
  await expect(dialog.getByTestId('tenant-action-outcome')).toHaveText('Credits allocated');
  await expect(dialog.getByTestId('tenant-credits')).toHaveText((before + 250).toLocaleString('en-US'));
  const auditRow = dialog.getByTestId('tenant-audit-row').first();
  await expect(auditRow).toContainText('Credits allocated');
  await expect(auditRow).toContainText(`Credits:${before}${before + 250}`, { useInnerText: false });
  await expect(auditRow).toContainText(`Reason:Launch bonus ${marker}`);
  await expect(auditRow).toContainText(`by ${SUPER_ADMIN_EMAIL}`);
  await shootBothWidths(page, 'admin-tenant-actions');
  await auditRow.scrollIntoViewIfNeeded();
  await shootBothWidths(page, 'admin-tenant-audit');
  await page.keyboard.press('Escape');

  // The credit log across tenants, narrowed to this one.
  await nav(page, 'Credit Logs').click();
  await expect(page).toHaveURL(/\/admin\/credits$/);
  await expect(page.getByRole('heading', { name: 'Credit Logs' })).toBeVisible();
  await page.getByLabel('Tenant').fill(marker);
  const creditRows = page.getByTestId('credit-row');
  await expect(creditRows.filter({ hasText: `Launch bonus ${marker}` })).toHaveCount(1);
  const allocation = creditRows.filter({ hasText: `Launch bonus ${marker}` });
  await expect(allocation).toContainText(account.companyName);
  await expect(allocation).toContainText('Allocation');
  await expect(allocation).toContainText('+250');
  await expect(page.getByTestId('credit-total-admin_allocation')).toHaveText('+250');
  await page.getByLabel('Kind').selectOption('sms_spend');
  await expect(page.getByText('No credit activity found')).toBeVisible();
  await expect(page.getByTestId('credit-total-admin_allocation')).toHaveText('0');
  await page.getByLabel('Kind').selectOption('admin_allocation');
  await expect(creditRows).toHaveCount(1);
  await shootBothWidths(page, 'admin-credits');

  // The business sees the credits in its own history.
  const business = await browser.newPage();
  try {
    await signInViaApi(business, account.email, account.password);
    await business.goto('/subscription');
    await expect(business.getByText(`Launch bonus ${marker}`)).toBeVisible();
    await expect(business.getByText('Added by support ·')).toBeVisible();
  } finally {
    await business.close();
  }

  // And the audit log has it, with who and the values before and after.
  await nav(page, 'Audit Log').click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  // Routes load lazily: the credit log (with a Tenant field too) stays up until this page is in.
  await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
  await page.getByLabel('Tenant').fill(marker);
  const auditRows = page.getByTestId('audit-row');
  await expect(auditRows).toHaveCount(1);
  await expect(auditRows.first()).toContainText('Credits allocated');
  await expect(auditRows.first()).toContainText(account.companyName);
  await expect(auditRows.first()).toContainText(SUPER_ADMIN_EMAIL);
  await expect(page.getByTestId('audit-count')).toHaveText('1 action found');
  await admin.dispose();
});

test('the audit page filters by tenant, action and date', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const marker = `Za${Date.now().toString(36)}`;
  const first = { ...newAccount('audit'), companyName: `${marker} Bakery` };
  const second = { ...newAccount('audit'), companyName: `${marker} Barber` };
  // On the Pro trial, so there is a trial to extend (Free has none).
  await signUpElsewhere(baseURL as string, first, 'Pro');
  await signUpElsewhere(baseURL as string, second);
  const admin = await superAdminApi(baseURL as string);
  const tiers = ((await (await admin.get('/api/tiers')).json()) as { tiers: { id: string; name: string }[] }).tiers;
  const agency = tiers.find((t) => t.name === 'Agency')?.id;
  const firstId = await tenantId(admin, first.email);
  const secondId = await tenantId(admin, second.email);
  expect((await admin.patch(`/api/admin/tenants/${firstId}/tier`, { data: { tierId: agency } })).status()).toBe(200);
  expect((await admin.post(`/api/admin/tenants/${firstId}/trial-extension`, { data: { days: 10 } })).status()).toBe(
    200,
  );
  expect(
    (await admin.post(`/api/admin/tenants/${secondId}/credits`, { data: { amount: 5, reason: 'Sorry' } })).status(),
  ).toBe(201);

  await signInViaApi(page, SUPER_ADMIN_EMAIL, SUPER_ADMIN_PASSWORD);
  await page.goto('/admin/dashboard');
  await nav(page, 'Audit Log').click();
  await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
  const rows = page.getByTestId('audit-row');

  await page.getByLabel('Tenant').fill(marker);
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Credits allocated');
  await expect(rows.nth(1)).toContainText('Trial extended');
  await expect(rows.nth(2)).toContainText('Tier changed');
  await expect(rows.nth(2)).toContainText('Tier:ProAgency', { useInnerText: false });
  await shootBothWidths(page, 'admin-audit');

  await page.getByLabel('Tenant').fill(second.email.toUpperCase());
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${marker} Barber`);

  await page.getByLabel('Tenant').fill(marker);
  await page.getByLabel('Action').selectOption('tenant.tier_change');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${marker} Bakery`);

  await page.getByLabel('From').fill(day(-1));
  await page.getByLabel('To').fill(day(1));
  await expect(rows).toHaveCount(1);
  await page.getByLabel('From').fill(day(-30));
  await page.getByLabel('To').fill(day(-2));
  await expect(page.getByText('No matching actions')).toBeVisible();
  await expect(page.getByText('Nothing matches these filters. Try another tenant, action or dates.')).toBeVisible();
  await shootBothWidths(page, 'admin-audit-empty');
  await page.getByLabel('From').fill(day(1));
  await expect(page.getByText('Check the dates')).toBeVisible();
  await expect(page.getByText('The start date must be on or before the end date.')).toBeVisible();
  await expect(rows).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page.getByLabel('Tenant')).toHaveValue('');
  await expect(rows.first()).toBeVisible();
  await admin.dispose();
});
