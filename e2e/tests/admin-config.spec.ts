import { expect } from '@playwright/test';
import { SUPER_ADMIN_EMAIL, SUPER_ADMIN_PASSWORD } from '../server-env.ts';
import {
  newAccount,
  shootBothWidths,
  signInViaApi,
  signUpViaApi,
  superAdminApi,
  test,
  uniqueEmail,
  waitForOutboxMessage,
} from './helpers.ts';

type TTier = { id: string; name: string; priceMonthly: number };

test("a tier edit shows 'Save Changes' only once edited, and the new price is on the landing page at once", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const admin = await superAdminApi(baseURL as string);
  const agency = ((await (await admin.get('/api/tiers')).json()) as { tiers: TTier[] }).tiers.find(
    (tier) => tier.name === 'Agency',
  ) as TTier;
  try {
    await signInViaApi(page, SUPER_ADMIN_EMAIL, SUPER_ADMIN_PASSWORD);
    await page.goto('/admin/dashboard');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Configuration' }).click();
    await expect(page).toHaveURL(/\/admin\/config$/);
    await expect(page.getByRole('heading', { name: 'Platform Configuration' })).toBeVisible();
    await expect(page.getByText(/\/stripe-webhook$/)).toHaveText(`${new URL(baseURL as string).origin}/stripe-webhook`);
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    await shootBothWidths(page, 'admin-config');

    const card = page.getByRole('region', { name: 'Agency' });
    // A limit left open reads "Unlimited", never -1; untick it and the field asks for a number; tick it again and
    // nothing is left to save.
    const maxCustomers = card.getByLabel('Max customers');
    const customersUnlimited = card.getByRole('checkbox', { name: 'Unlimited' }).first();
    await expect(customersUnlimited).toBeChecked();
    await expect(maxCustomers).toBeDisabled();
    await expect(maxCustomers).toHaveAttribute('placeholder', 'Unlimited');
    await expect(card.getByLabel('Max SMS per month')).toHaveValue('5000');
    await customersUnlimited.uncheck();
    await expect(maxCustomers).toBeEnabled();
    await expect(maxCustomers).toHaveValue('');
    await expect(card.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await customersUnlimited.check();
    await expect(card.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    await expect(page.getByText('-1 means unlimited')).toHaveCount(0);
    const price = card.getByLabel('Monthly price ($)');
    await expect(price).toHaveAttribute('step', '0.01');
    // Agency at $149.50 still reads '$149' to the tests that run beside this one; restored below.
    await price.fill('149.50');
    await expect(card.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(1);
    await price.fill('149.00');
    await expect(card.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    await price.fill('149.50');

    const patch = page.waitForRequest((request) => request.method() === 'PATCH');
    await card.getByRole('button', { name: 'Save Changes' }).click();
    expect((await patch).postDataJSON()).toEqual({ priceMonthly: 149.5 });
    await expect(card.getByText('Tier updated successfully')).toBeVisible();
    await expect(card.getByText('Tier updated successfully')).toHaveClass(/text-green-700/);
    await expect(card.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);

    const visitor = await browser.newPage();
    try {
      await visitor.goto('/');
      const agencyCard = visitor
        .getByTestId('pricing-card')
        .filter({ has: visitor.locator('h3', { hasText: 'Agency' }) });
      await expect(agencyCard).toContainText('$149.50');
    } finally {
      await visitor.close();
    }
    await expect(card.getByText('Tier updated successfully')).toHaveCount(0, { timeout: 5_000 });

    // A value the browser lets through but the server refuses: the server's words in red.
    await card.getByLabel('Stripe price ID').fill(`price_${'x'.repeat(200)}`);
    await card.getByRole('button', { name: 'Save Changes' }).click();
    const failure = card.getByText('Failed to save changes: Price ID is too long');
    await expect(failure).toBeVisible();
    await expect(failure).toHaveClass(/text-red-700/);
    await card.getByRole('button', { name: 'Discard' }).click();

    // The API's bucket per tier: empty shows the server's default; a larger burst only (the tests beside this one
    // may be spending Agency keys' tokens).
    const burst = card.getByLabel('API burst (requests at once)');
    await expect(burst).toHaveValue('');
    await expect(card.getByText('Empty: the server default (100)')).toBeVisible();
    await burst.fill('250');
    const apiPatch = page.waitForRequest((request) => request.method() === 'PATCH');
    await card.getByRole('button', { name: 'Save Changes' }).click();
    expect((await apiPatch).postDataJSON()).toEqual({ features: { apiBurst: 250 } });
    await expect(card.getByText('Tier updated successfully')).toBeVisible();
    await expect(burst).toHaveValue('250');
  } finally {
    const restored = await admin.patch(`/api/admin/tiers/${agency.id}`, {
      data: { priceMonthly: agency.priceMonthly, features: { apiBurst: null } },
    });
    expect(restored.status()).toBe(200);
    await admin.dispose();
  }
});

test('test email and SMS reach the outbox with the success text', async ({ page, baseURL }) => {
  await signInViaApi(page, SUPER_ADMIN_EMAIL, SUPER_ADMIN_PASSWORD);
  await page.goto('/admin/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Test Communications' }).click();
  await expect(page).toHaveURL(/\/admin\/test-communications$/);
  await expect(page.getByText('Test messages do not count against tenant limits.')).toBeVisible();
  await expect(page.getByLabel('Message Body')).toHaveAttribute('rows', '6');
  await expect(page.getByLabel('Subject')).not.toHaveValue('');
  await shootBothWidths(page, 'admin-test-communications-email');

  const to = uniqueEmail('test-send');
  await page.getByLabel('Recipient Email').fill(to);
  await page.getByLabel('Recipient Name').fill('QA Person');
  await page.getByRole('button', { name: 'Send Test Email' }).click();
  const emailOk = page.getByText(/^Email sent successfully! Message ID: /);
  await expect(emailOk).toBeVisible();

  const admin = await superAdminApi(baseURL as string);
  try {
    const mail = await waitForOutboxMessage(admin, to, (m) => m.channel === 'email');
    await expect(emailOk).toHaveText(`Email sent successfully! Message ID: ${mail.id}`);

    await page.getByRole('tab', { name: 'SMS Testing' }).click();
    await expect(page.getByText('Include country code (e.g., +1 for US)')).toBeVisible();
    await expect(page.getByText(/Keep message concise for SMS delivery/)).toBeVisible();
    const phone = `+1646555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
    await page.getByLabel('Recipient Phone Number').fill(phone);
    await page.getByLabel('Message *', { exact: true }).fill('Delivery check from the console');
    await page.getByRole('button', { name: 'Send Test SMS' }).click();
    const smsOk = page.getByText(/^SMS sent successfully! Message ID: /);
    await expect(smsOk).toBeVisible();
    const sms = await waitForOutboxMessage(admin, phone, (m) => m.channel === 'sms');
    expect(sms.text).toBe('Delivery check from the console');
    await expect(smsOk).toHaveText(`SMS sent successfully! Message ID: ${sms.id}`);
    await shootBothWidths(page, 'admin-test-communications-sms');
  } finally {
    await admin.dispose();
  }
});

test('switching support requests off takes Help and "Priority support" off every card; on again brings them back', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const admin = await superAdminApi(baseURL as string);
  await signUpViaApi(page, newAccount('supportswitch'), 'Agency');
  await page.goto('/subscription');
  await expect(page.getByRole('button', { name: 'Help' })).toBeVisible();
  await expect(page.getByText('Priority support').first()).toBeVisible();

  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  const visitor = await browser.newPage({ baseURL });
  try {
    await signInViaApi(adminPage, SUPER_ADMIN_EMAIL, SUPER_ADMIN_PASSWORD);
    await adminPage.goto('/admin/config');
    const toggle = adminPage.getByRole('switch', { name: 'Support requests' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expect(adminPage.getByText('Support requests are switched off').first()).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    const agencyFlag = adminPage
      .getByRole('region', { name: 'Agency' })
      .getByRole('switch', { name: 'Priority support' });
    await expect(agencyFlag).toBeDisabled();
    await expect(agencyFlag).toHaveAttribute('aria-checked', 'false');
    await expect(agencyFlag).toHaveAccessibleDescription('Support requests are switched off');
    await expect(adminPage.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Subscription', level: 1 })).toBeVisible();
    await expect(page.getByText('Unlimited locations').first()).toBeVisible();
    await expect(page.getByText('Priority support')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Help' })).toHaveCount(0);
    await visitor.goto('/');
    await expect(visitor.getByText('Unlimited locations').first()).toBeVisible();
    await expect(visitor.getByText('Priority support')).toHaveCount(0);
  } finally {
    const on = await admin.put('/api/admin/config/support-requests', { data: { enabled: true } });
    expect(on.status(), await on.text()).toBe(200);
    await adminContext.close();
    await visitor.close();
  }
  await page.reload();
  await expect(page.getByRole('button', { name: 'Help' })).toBeVisible();
  await expect(page.getByText('Priority support').first()).toBeVisible();
  await admin.dispose();
});
