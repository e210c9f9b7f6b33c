import { type APIRequestContext, expect, request } from '@playwright/test';
import type { TAdminOverview } from '@regulars/contracts';
import { SUPER_ADMIN_EMAIL, SUPER_ADMIN_PASSWORD } from '../server-env.ts';
import { newAccount, shootBothWidths, signInViaApi, superAdminApi, test } from './helpers.ts';

const money = (n: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(n);

type TTierRow = { id: string; name: string; priceMonthly: number };

/**
 * A business signed up in its own API session on `tier`: its sign-up checkout starts the trial ($0 today); 'active'
 * then pays a second checkout (one trial per business, so that one charges today); 'canceled' then cancels.
 */
async function seedTenant(
  baseURL: string,
  companyName: string,
  tier: TTierRow,
  status: 'trial' | 'active' | 'canceled',
) {
  const account = { ...newAccount('tenant'), companyName };
  const context: APIRequestContext = await request.newContext({ baseURL });
  try {
    const signup = await context.post('/api/signup', { data: { ...account, tierId: tier.id } });
    expect(signup.status(), await signup.text()).toBe(201);
    const complete = async (url: string) => {
      const paid = await context.post(`/api/billing/test-checkout/${url.split('/').pop()}/complete`, { data: {} });
      expect(paid.status(), await paid.text()).toBe(200);
    };
    await complete(((await signup.json()) as { redirectTo: string }).redirectTo);
    if (status !== 'trial') {
      const checkout = await context.post('/api/billing/checkout', { data: { tierId: tier.id } });
      expect(checkout.status(), await checkout.text()).toBe(200);
      await complete(((await checkout.json()) as { url: string }).url);
    }
    if (status === 'canceled') {
      const canceled = await context.post('/api/billing/test-portal/cancel-subscription', { data: {} });
      expect(canceled.status(), await canceled.text()).toBe(200);
    }
  } finally {
    await context.dispose();
  }
  return account;
}

test('the super admin sees the overview figures, searches and filters tenants and opens their details', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const url = baseURL ?? '';
  const tiers = ((await (await page.request.get('/api/tiers')).json()) as { tiers: TTierRow[] }).tiers;
  const pro = tiers.find((t) => t.name === 'Pro') as TTierRow;
  const agency = tiers.find((t) => t.name === 'Agency') as TTierRow;
  const marker = `Zq${Date.now().toString(36)}`;
  const admin = await superAdminApi(url);
  const before = (await (await admin.get('/api/admin/overview')).json()) as TAdminOverview;

  const trial = await seedTenant(url, `${marker} Trial Bakery`, pro, 'trial');
  const canceled = await seedTenant(url, `${marker} Canceled Barber`, pro, 'canceled');
  const active = await seedTenant(url, `${marker} Active Agency`, agency, 'active');

  // The dashboard's figures are the server's, and they moved by at least what was seeded (other tests may add more).
  const after = (await (await admin.get('/api/admin/overview')).json()) as TAdminOverview;
  expect(after.totalTenants).toBeGreaterThanOrEqual(before.totalTenants + 3);
  expect(after.activeSubscriptions).toBeGreaterThanOrEqual(before.activeSubscriptions + 1);
  expect(after.monthlyRevenue).toBeGreaterThanOrEqual(before.monthlyRevenue + agency.priceMonthly);

  await signInViaApi(page, SUPER_ADMIN_EMAIL, SUPER_ADMIN_PASSWORD);
  await page.goto('/admin/dashboard');
  await expect(page.getByText('Overview of all tenants and revenue')).toBeVisible();
  await expect(async () => {
    const now = (await (await admin.get('/api/admin/overview')).json()) as TAdminOverview;
    await page.reload();
    const card = (label: string) => page.getByRole('region', { name: label }).getByTestId('stat-value');
    await expect(card('Total Tenants')).toHaveText(now.totalTenants.toLocaleString('en-US'), { timeout: 2000 });
    await expect(card('Active Subscriptions')).toHaveText(String(now.activeSubscriptions), { timeout: 2000 });
    await expect(card('Trial Accounts')).toHaveText(String(now.trialAccounts), { timeout: 2000 });
    await expect(card('Monthly Revenue')).toHaveText(money(now.monthlyRevenue), { timeout: 2000 });
    await expect(page.getByTestId('active-mrr')).toHaveText(money(now.monthlyRevenue), { timeout: 2000 });
    await expect(page.getByTestId('avg-revenue')).toHaveText(money(now.avgRevenuePerTenant), { timeout: 2000 });
    await expect(page.getByTestId('conversion-rate')).toHaveText(`${now.conversionRate.toFixed(1)}%`, {
      timeout: 2000,
    });
    await expect(page.getByTestId('health-total')).toHaveText(now.totalTenants.toLocaleString('en-US'), {
      timeout: 2000,
    });
    await expect(page.getByTestId('health-free')).toHaveText(now.freeAccounts.toLocaleString('en-US'), {
      timeout: 2000,
    });
  }).toPass({ timeout: 20_000 });
  // The newest tenant (ours, unless another test signed up since) shows its MRR: the Agency price while active.
  const recent = page.getByTestId('recent-tenant-row').filter({ hasText: `${marker} Active Agency` });
  if ((await recent.count()) > 0) await expect(recent).toContainText(money(agency.priceMonthly));
  await shootBothWidths(page, 'admin-dashboard');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tenants', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/tenants$/);
  await expect(page.getByRole('heading', { name: 'Tenant Management' })).toBeVisible();
  const search = page.getByPlaceholder('Search by company name or email...');
  const rows = page.getByTestId('tenant-row');

  await search.fill(marker.toLowerCase());
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText(`${marker} Active Agency`);
  await expect(rows.nth(0)).toContainText(`${money(agency.priceMonthly)}/month`);
  await expect(rows.nth(0).getByTestId('tenant-status')).toHaveText('Active');
  await expect(rows.nth(1).getByTestId('tenant-status')).toHaveText('Canceled');
  await expect(rows.nth(2).getByTestId('tenant-status')).toHaveText('Trial');
  await expect(page.getByTestId('tenants-count')).toHaveText('3 tenants found');

  const status = page.getByLabel('Filter by status');
  await expect(status.locator('option')).toHaveText(['All Status', 'Active', 'Trial', 'Canceled']);
  await status.selectOption('canceled');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(canceled.email);
  await status.selectOption('trial');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(trial.email);
  await status.selectOption('all');
  await expect(rows).toHaveCount(3);

  // By email, in capitals: the search is case-insensitive.
  await search.fill(active.email.toUpperCase());
  await expect(page.getByTestId('tenants-count')).toHaveText('1 tenant found');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(active.email);
  await shootBothWidths(page, 'admin-tenants');
  await page.getByRole('button', { name: `View ${marker} Active Agency` }).click();
  const dialog = page.getByTestId('tenant-dialog');
  await expect(dialog.getByRole('heading', { name: 'Tenant Details' })).toBeVisible();
  await expect(dialog).toContainText(active.email);
  await expect(dialog).toContainText(`Agency · ${money(agency.priceMonthly)}/month`);
  await expect(dialog.getByTestId('tenant-status')).toHaveText('Active');
  await expect(dialog.getByTestId('tenant-renews')).toContainText('Renews: ');
  await expect(dialog.getByRole('region', { name: 'Usage' })).toContainText('Customers');
  await expect(dialog.getByRole('region', { name: 'Usage' })).toContainText('SMS Sent');
  await expect(dialog.getByTestId('tenant-stripe-price')).toContainText('price_');
  await shootBothWidths(page, 'admin-tenant-details');
  await page.keyboard.press('Escape');

  await search.fill(`${marker}-nobody`);
  await expect(page.getByText('No tenants found')).toBeVisible();
  await admin.dispose();
});
