import { expect, type Page } from '@playwright/test';
import { SUPER_ADMIN_EMAIL, SUPER_ADMIN_PASSWORD } from '../server-env.ts';
import { newAccount, shootBothWidths, signUpViaApi, superAdminCode, test, uniqueEmail } from './helpers.ts';

/** This slice's screenshots, looked at by hand. */

async function post(page: Page, path: string, data: Record<string, unknown>) {
  const response = await page.request.post(path, { data });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

const OUTBOX_EMAIL = 'In the outbox: no email provider is configured';

/** A new business (no email provider on this platform) that sent an email campaign with a link to one customer. */
async function campaignSentToTheOutbox(page: Page) {
  await signUpViaApi(page, newAccount('truthmessages'), 'Pro');
  const settings = await page.request.put('/api/settings/sending', {
    data: {
      postalAddress: '1 Main Street, Springfield',
      timeZone: 'UTC',
      quietHoursStart: '21:00',
      quietHoursEnd: '08:00',
    },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  const ana = uniqueEmail('ana');
  await post(page, '/api/customers', { firstName: 'Ana', lastName: 'Lima', email: ana });
  const campaign = await post(page, '/api/campaigns', { name: 'Spring menu', type: 'email' });
  const update = await page.request.put(`/api/campaigns/${campaign.id}`, {
    data: {
      name: 'Spring menu',
      subject: 'Spring is here',
      body: '<p>Hi {firstName}, see <a href="https://example.com/spring">the new menu</a>.</p>',
    },
  });
  expect(update.status(), await update.text()).toBe(200);
  await post(page, `/api/campaigns/${campaign.id}/send`, {});
  await expect
    .poll(async () => (await (await page.request.get(`/api/campaigns/${campaign.id}`)).json()).status, {
      timeout: 30_000,
    })
    .toBe('sent');
  return { id: campaign.id as string, ana };
}

test('a campaign with no email provider says it is in the outbox, and reading it in the outbox or the history counts no open or click', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { id, ana } = await campaignSentToTheOutbox(page);

  // The campaign's page: in the outbox, never delivered.
  await page.goto(`/campaigns/${id}`);
  await expect(page.getByTestId('campaign-outbox-notice')).toContainText(OUTBOX_EMAIL);
  const outboxFigure = page.getByRole('region', { name: 'In the outbox', exact: true });
  await expect(outboxFigure.getByTestId('stat-value')).toHaveText('1');
  await expect(outboxFigure).toContainText('No email provider is configured');
  await expect(page.getByTestId('recipient-status').first()).toHaveText('In the outbox');
  await expect(page.getByText('Delivered', { exact: true })).toHaveCount(0);
  await shootBothWidths(page, 'campaign-in-outbox');

  // The super admin reads it in the outbox: no pixel, no tracked link, the link goes straight to its destination.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminContext.newPage();
  const tracked: string[] = [];
  admin.on('request', (request) => {
    if (/\/api\/track\/open\/|\/r\//.test(new URL(request.url()).pathname)) tracked.push(request.url());
  });
  await admin.goto('/login');
  await admin.getByLabel('Email').fill(SUPER_ADMIN_EMAIL);
  await admin.getByLabel('Password', { exact: true }).fill(SUPER_ADMIN_PASSWORD);
  await admin.getByRole('button', { name: 'Sign In', exact: true }).click();
  // Every super admin account signs in with a second step (issue 53).
  await admin.getByLabel('Code', { exact: true }).fill(superAdminCode());
  await admin.getByRole('button', { name: 'Verify' }).click();
  await expect(admin).toHaveURL(/\/admin\/dashboard$/);
  await admin.goto('/admin/outbox');
  await admin.getByLabel('Search by recipient').fill(ana);
  await admin.getByRole('button', { name: 'Spring is here' }).first().click();
  const viewer = admin.getByRole('dialog');
  await expect(viewer.getByRole('heading', { name: 'Spring is here' })).toBeVisible();
  const preview = viewer.frameLocator('iframe[title="HTML preview"]');
  await expect(preview.getByRole('link', { name: 'the new menu' })).toHaveAttribute(
    'href',
    'https://example.com/spring',
  );
  await expect(preview.locator('img')).toHaveCount(0);
  await shootBothWidths(admin, 'outbox-viewer');
  expect(tracked).toEqual([]);
  await adminContext.close();

  // The owner's history: still in the outbox, not opened, named as a campaign; the detail opens nothing either.
  page.on('request', (request) => {
    if (/\/api\/track\/open\/|\/r\//.test(new URL(request.url()).pathname)) tracked.push(request.url());
  });
  await page.goto('/communications');
  const row = page.getByTestId('communication-row').filter({ hasText: 'Ana Lima' });
  await expect(row.getByTestId('communication-status')).toHaveText(OUTBOX_EMAIL);
  await expect(row).toContainText('Campaign: Spring menu');
  await expect(page.getByText(/Template:/)).toHaveCount(0);
  await row.getByTestId('communication-open').click();
  const dialog = page.getByTestId('communication-dialog');
  await expect(dialog.getByTestId('communication-status')).toHaveText(OUTBOX_EMAIL);
  await expect(dialog.getByText('Not opened yet')).toBeVisible();
  await expect(dialog.locator('dt').filter({ hasText: /^Campaign$/ })).toHaveCount(1);
  await expect(dialog.locator('dt').filter({ hasText: /^Template$/ })).toHaveCount(0);
  await expect(dialog.locator('dd').filter({ hasText: /^Spring menu$/ })).toHaveCount(1);
  await shootBothWidths(page, 'history-detail-in-outbox');
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(row.getByTestId('communication-status')).toHaveText(OUTBOX_EMAIL);
  await shootBothWidths(page, 'history-in-outbox');
  expect(tracked).toEqual([]);

  // The dashboard: nobody opened anything, and the email card says where the email is.
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Email Open Rate' }).getByTestId('stat-value')).toHaveText('0%');
  const emails = page.getByRole('region', { name: 'Emails Sent' });
  await expect(emails.getByTestId('stat-value')).toHaveText('1');
  await expect(emails).toContainText(OUTBOX_EMAIL);
  await expect(page.getByRole('region', { name: 'SMS Usage' })).toContainText(
    'In the outbox: no SMS provider is configured',
  );
  await shootBothWidths(page, 'dashboard-in-outbox');

  // Settings claims no central provider the platform does not have.
  await page.goto('/settings');
  const note = page.getByTestId('providers-note');
  await expect(note).toContainText('No email or SMS provider is configured on this platform yet');
  await expect(page.getByText("All email and SMS go through the platform's central providers")).toHaveCount(0);
  await shootBothWidths(page, 'settings-providers-note');
});

test('Transactions counts visits and purchases once each, however many programs they earn in', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpViaApi(page, newAccount('truthtransactions'), 'Pro');
  await post(page, '/api/programs', { name: 'Beans', type: 'points', config: { pointsPerDollar: 1 } });
  await post(page, '/api/programs', {
    name: 'Coffee card',
    type: 'stamp_card',
    config: { stampsRequired: 10, rewardDescription: 'Free coffee', cooldownMinutes: 0 },
  });
  const customer = await post(page, '/api/customers', { firstName: 'Bo', email: uniqueEmail('bo') });
  const customerId = (customer.customer ?? customer).id as string;
  for (let i = 0; i < 2; i += 1) {
    await post(page, `/api/customers/${customerId}/visits`, { idempotencyKey: crypto.randomUUID() });
  }
  await post(page, `/api/customers/${customerId}/purchases`, { idempotencyKey: crypto.randomUUID(), amount: 5 });

  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Transactions' });
  await expect(card.getByTestId('stat-value')).toHaveText('3');
  await expect(card).toContainText('Visits, purchases and redemptions, all time');
  await shootBothWidths(page, 'dashboard-transactions');
});
