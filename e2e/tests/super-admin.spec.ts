import { expect } from '@playwright/test';
import { SUPER_ADMIN_EMAIL, SUPER_ADMIN_PASSWORD } from '../server-env.ts';
import { expectAccessible, newAccount, signUpViaApi, superAdminCode, test } from './helpers.ts';

test('the super admin signs in to the admin dashboard and can read the outbox', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(SUPER_ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(SUPER_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // Its second step (set up by super-admin-enrolment.setup.ts).
  await page.getByLabel('Code', { exact: true }).fill(superAdminCode());
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Super Admin Dashboard' })).toBeVisible();
  const adminNav = page.getByRole('navigation', { name: 'Main' });
  for (const label of ['Dashboard', 'Tenants', 'Configuration', 'Credit Logs', 'Test Communications', 'Outbox']) {
    await expect(adminNav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }

  await adminNav.getByRole('link', { name: 'Outbox' }).click();
  await expect(page).toHaveURL(/\/admin\/outbox$/);
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  await page.getByLabel('Search by recipient').fill('nobody-here@example.test');
  await expect(page.getByText('No messages yet')).toBeVisible();
  // Part of a recipient, in any case, finds their messages.
  const recipient = `outbox-${Date.now()}@example.test`;
  const queued = await page.request.post('/api/admin/test-communications/email', {
    data: { recipientEmail: recipient, subject: 'Outbox search', body: 'Hello' },
  });
  expect(queued.ok()).toBe(true);
  await page.getByLabel('Search by recipient').fill(recipient.slice(0, 20).toUpperCase());
  await expect(page.getByRole('row').filter({ hasText: recipient })).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page, 'the outbox');

  // A signed-in super admin skips the landing page, and has no business screens to open (they own no business).
  await page.goto('/');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/customers');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText('Business context not available')).toHaveCount(0);
});

test("business users have no 'Super Admin' link, and the sidebar keeps the spec's order (Check-in after Dashboard)", async ({
  page,
}) => {
  await signUpViaApi(page, newAccount('sidebar'));
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Super Admin' })).toHaveCount(0);
  const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual([
    '/dashboard',
    '/checkin',
    '/customers',
    '/programs',
    '/qr-codes',
    '/campaigns',
    '/sms-templates',
    '/email-templates',
    '/communications',
    '/analytics',
    '/company',
    '/settings',
    '/subscription',
  ]);
  await nav.getByRole('link', { name: 'Customers' }).click();
  await expect(page).toHaveURL(/\/customers$/);
  await expect(nav.getByRole('link', { name: 'Customers' })).toHaveAttribute('aria-current', 'page');
});
