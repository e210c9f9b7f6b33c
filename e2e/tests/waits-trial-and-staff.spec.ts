import { expect } from '@playwright/test';
import { SUPER_ADMIN_EMAIL, SUPER_ADMIN_PASSWORD } from '../server-env.ts';
import { newAccount, shootViewport, signInViaApi, signUpViaApi, test, uniqueEmail } from './helpers.ts';

const LONG_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
/** The trial's end as every screen words it: 14 days from now. */
const trialEnd = () => LONG_DATE.format(new Date(Date.now() + 14 * 86_400_000));

test('a $0 trial is not called a payment, and the admin panel says when it ends', async ({ page }) => {
  test.setTimeout(90_000);
  const account = newAccount('trial');
  await page.goto('/signup');
  await expect(page.getByRole('radio', { name: 'Pro' })).toBeAttached({ timeout: 20_000 });
  await page.getByLabel('Company Name').fill(account.companyName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('radio', { name: 'Pro' }).check({ force: true });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/billing\/test-checkout\//);
  await page.getByRole('button', { name: 'Start free trial · $0 today' }).click();

  await expect(page).toHaveURL(/\/dashboard\?payment=success$/);
  const banner = page.getByTestId('payment-banner');
  await expect(banner).toHaveText(`Your Pro trial has started: nothing is charged until ${trialEnd()}.`);
  await expect(page.getByText('Payment Successful!')).toHaveCount(0);
  await shootViewport(page, 'dashboard-trial-started');

  await page.context().clearCookies();
  await signInViaApi(page, SUPER_ADMIN_EMAIL, SUPER_ADMIN_PASSWORD);
  await page.goto('/admin/tenants');
  await page.getByPlaceholder('Search by company name or email...').fill(account.email);
  await expect(page.getByTestId('tenant-row')).toHaveCount(1);
  await page
    .getByTestId('tenant-row')
    .getByRole('button', { name: /^View / })
    .click();
  const dialog = page.getByTestId('tenant-dialog');
  await expect(dialog.getByTestId('tenant-status')).toHaveText('Trial');
  await expect(dialog.getByTestId('tenant-trial-ends')).toHaveText(`Trial ends ${trialEnd()}`);
  await shootViewport(page, 'admin-tenant-trial');
});

test('inviting staff: the role is chosen (member by default, or a view-only analyst), and the localhost note speaks of the team', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const account = newAccount('staff');
  await signUpViaApi(page, account, 'Pro');

  await page.goto('/company');
  // This test server's APP_URL is localhost: invitation links would not open on the staff's phones.
  await expect(page.getByTestId('loopback-link-notice')).toContainText(
    "Invitation links point to this computer (localhost), so they will not open on your team's phones.",
  );
  await page.getByRole('button', { name: 'Invite Team Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Team Member' });
  await expect(dialog.getByLabel('Role')).toHaveValue('member');
  await expect(dialog.getByLabel('Role').getByRole('option')).toHaveText(['Member', 'Analyst (view only)']);
  await expect(dialog.getByText('The team, billing, settings and automations stay with you, the admin.')).toBeVisible();
  const email = uniqueEmail('barista');
  await dialog.getByLabel('Email Address').fill(email);
  await shootViewport(page, 'invite-dialog-role');
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText('Invitation sent successfully!')).toBeVisible();
  const pending = page.getByTestId('pending-invitation').filter({ hasText: email });
  await expect(pending).toContainText('Member');
  await shootViewport(page, 'company-pending-member', pending);
});
