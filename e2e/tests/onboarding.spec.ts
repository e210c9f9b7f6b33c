import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { SUPER_ADMIN_EMAIL, SUPER_ADMIN_PASSWORD } from '../server-env.ts';
import {
  expectNoSidewaysScroll,
  newAccount,
  shootBothWidths,
  signInViaApi,
  signUpViaApi,
  test,
  uniqueEmail,
} from './helpers.ts';
import { addLocationViaApi } from './locations-api.ts';

const PHONE = { width: 390, height: 844 };

/** A POST through the page's own session; fails the test with the body when the answer is not `status`. */
async function post(page: Page, path: string, data: unknown, status = 201) {
  const response = await page.request.post(path, { data });
  expect(response.status(), await response.text()).toBe(status);
  return response.json();
}

async function expectNoAxeViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

const checklist = (page: Page) => page.getByRole('region', { name: 'Get started' });
const step = (page: Page, label: string) => checklist(page).getByRole('link', { name: label });

test('a new owner gets a six-step checklist, ticked as each step is done and gone when all are', async ({ page }) => {
  const account = newAccount('onboarding');
  await signUpViaApi(page, account);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(account.companyName);

  await expect(checklist(page)).toBeVisible();
  await expect(checklist(page)).toContainText('0 of 6 done');
  const links = checklist(page).getByRole('link');
  await expect(links).toHaveCount(6);
  expect(
    await links.evaluateAll((all) =>
      all.map((a) => [a.querySelector('span.block')?.textContent, a.getAttribute('href')]),
    ),
  ).toEqual([
    ['Create a loyalty program', '/programs'],
    ['Print a QR code', '/qr-codes'],
    ['Add or import customers', '/customers'],
    ['Record the first visit', '/checkin'],
    ['Write the welcome message', '/sms-templates'],
    ['Set your time zone', '/settings'],
  ]);
  await expect(checklist(page).getByText('Done', { exact: true })).toHaveCount(0);

  // The step's link opens its screen, where the owner creates the program.
  await step(page, 'Create a loyalty program').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Loyalty Programs' })).toBeVisible();
  await post(page, '/api/programs', { name: 'Coffee Club', type: 'points' });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(checklist(page)).toContainText('1 of 6 done');
  await expect(step(page, 'Create a loyalty program')).toContainText('Done');
  await expect(step(page, 'Print a QR code')).not.toContainText('Done');
  await expect(step(page, 'Print a QR code')).toContainText('Customers scan it to join');
  await expectNoAxeViolations(page, '[aria-labelledby="getting-started-title"]');
  await shootBothWidths(page, 'dashboard-getting-started');

  await post(page, '/api/qr-codes', { locationId: await addLocationViaApi(page.request, 'Front door') });
  const { customer } = await post(page, '/api/customers', { firstName: 'Ada', phone: '(415) 555-0142' });
  await post(page, `/api/customers/${customer.id}/visits`, { idempotencyKey: randomUUID() });
  await page.reload();
  await expect(checklist(page)).toContainText('4 of 6 done');
  await expect(step(page, 'Write the welcome message')).not.toContainText('Done');

  const zone = { timeZone: 'America/Chicago', quietHoursStart: '21:00', quietHoursEnd: '08:00' };
  expect((await page.request.put('/api/settings/sending', { data: zone })).status()).toBe(200);
  await post(page, '/api/sms-templates', {
    name: 'Welcome',
    triggerType: 'welcome',
    messageTemplate: 'Welcome to {business_name}, {firstName}!',
  });
  await page.reload();
  await expect(page.getByText('Total Customers')).toBeVisible();
  await expect(checklist(page)).toHaveCount(0);
  await expect(page.getByText('Get started', { exact: true })).toHaveCount(0);
});

test('on a phone, a customer card shows the phone as well as the email', async ({ page }) => {
  await signUpViaApi(page, newAccount('phonecard'));
  const email = uniqueEmail('both');
  await post(page, '/api/customers', { firstName: 'Grace', lastName: 'Hopper', email, phone: '(415) 555-0199' });
  await post(page, '/api/customers', { firstName: 'Only', lastName: 'Phone', phone: '(415) 555-0177' });
  await page.setViewportSize(PHONE);
  await page.goto('/customers');
  const grace = page.getByTestId('customer-card').filter({ hasText: 'Grace Hopper' });
  await expect(grace.getByText(email)).toBeVisible();
  await expect(grace.getByText('(415) 555-0199')).toBeVisible();
  const phoneOnly = page.getByTestId('customer-card').filter({ hasText: 'Only Phone' });
  await expect(phoneOnly.getByText('(415) 555-0177')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shootBothWidths(page, 'customers-phone-and-email');
});

test('on a phone, the outbox shows each message as a card with its channel, recipient, subject and time', async ({
  page,
}) => {
  await signInViaApi(page, SUPER_ADMIN_EMAIL, SUPER_ADMIN_PASSWORD);
  const recipient = uniqueEmail('outbox-phone');
  await post(
    page,
    '/api/admin/test-communications/email',
    { recipientEmail: recipient, subject: 'Phone check', body: 'Hi' },
    200,
  );
  await page.setViewportSize(PHONE);
  await page.goto('/admin/outbox');
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  await page.getByLabel('Search by recipient').fill(recipient);
  const card = page.getByTestId('outbox-card').filter({ hasText: recipient });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText('Email', { exact: true })).toBeVisible();
  await expect(card.getByText(recipient)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Phone check' })).toBeVisible();
  await expect(card).toContainText(/\d{4}/);
  await expect(page.getByRole('table')).toBeHidden();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page, '[data-testid="outbox-card"]');

  // The card opens the message, as the row does on a wide screen.
  await card.getByRole('button', { name: 'Phone check' }).click();
  await expect(page.getByRole('dialog')).toContainText('Phone check');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByLabel('Search by recipient').fill('outbox-phone');
  await shootBothWidths(page, 'admin-outbox-cards');
});
