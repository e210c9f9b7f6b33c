import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { type Download, expect, type Page } from '@playwright/test';
import type { TCustomerDataExport } from '@regulars/contracts';
import { joinByQrCode, newAccount, shootBothWidths, signUpViaApi, test } from './helpers.ts';

async function downloadedJson(download: Download): Promise<TCustomerDataExport> {
  const path = await download.path();
  return JSON.parse(await fs.readFile(path, 'utf8')) as TCustomerDataExport;
}

/** A café with a 2-stamp card and a customer who joined by its QR code and filled the card at the counter. */
async function customerWithHistory(page: Page) {
  const account = newAccount('data');
  await signUpViaApi(page, account, 'Pro');
  const card = await page.request.post('/api/programs', {
    data: {
      name: 'Coffee Card',
      type: 'stamp_card',
      config: { stampsRequired: 2, rewardDescription: 'Free coffee', cooldownMinutes: 0 },
    },
  });
  expect(card.status(), await card.text()).toBe(201);
  const { phone, customerId } = await joinByQrCode(page, { firstName: 'Maya', lastName: 'Lopez', pin: '4821' });
  for (let i = 0; i < 2; i++) {
    const visit = await page.request.post(`/api/customers/${customerId}/visits`, {
      data: { idempotencyKey: randomUUID() },
    });
    expect(visit.status(), await visit.text()).toBe(201);
  }
  return { account, customerId, phone };
}

test('a team admin answers an access request, and the customer downloads their own data from the portal', async ({
  page,
  browser,
}) => {
  const { account, customerId, phone } = await customerWithHistory(page);

  // The business: the customer's page downloads everything kept about them.
  await page.goto(`/customers/${customerId}`);
  await expect(page.getByTestId('customer-detail-name')).toHaveText('Maya Lopez');
  const [fromDetail] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download data' }).click(),
  ]);
  expect(fromDetail.suggestedFilename()).toMatch(/-data\.json$/);
  const answered = await downloadedJson(fromDetail);
  expect(answered.business.name).toBe(account.companyName);
  expect(answered.profile).toMatchObject({ id: customerId, firstName: 'Maya', lastName: 'Lopez', totalVisits: 2 });
  expect(answered.rewards.map((r) => r.name)).toEqual(['Free coffee']);
  expect(answered.ledger.filter((row) => row.type === 'visit')).toHaveLength(2);
  await expect(page.getByText('Customer data downloaded')).toBeVisible();
  await shootBothWidths(page, 'customer-detail-download-data');

  // The customer, on a phone: the portal's "Your data" gives them the same document.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, acceptDownloads: true });
  const portal = await context.newPage();
  await portal.goto('/customer/login');
  await portal.getByLabel('Phone number').pressSequentially(phone.digits);
  await portal.getByLabel('PIN', { exact: true }).fill('4821');
  await portal.getByRole('button', { name: 'Log In' }).click();
  const yourData = portal.getByRole('region', { name: 'Your data' });
  await expect(yourData).toBeVisible();
  await expect(yourData).toContainText('Everything this business keeps about you');
  const [fromPortal] = await Promise.all([
    portal.waitForEvent('download'),
    yourData.getByRole('link', { name: 'Download my data' }).click(),
  ]);
  const own = await downloadedJson(fromPortal);
  expect(own.profile.id).toBe(customerId);
  expect(own.ledger).toHaveLength(answered.ledger.length);
  expect(own.rewards.map((r) => r.code)).toEqual(answered.rewards.map((r) => r.code));
  await shootBothWidths(portal, 'portal-your-data');

  // The same document on a page they can read and print, in their words.
  await yourData.getByRole('link', { name: 'See my data' }).click();
  await expect(portal).toHaveURL(/\/customer\/my-data$/);
  await expect(portal.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();
  await expect(portal.getByRole('region', { name: 'Your details' })).toContainText('Maya Lopez');
  // Her number as her café writes numbers (a US business: nationally), as every other screen shows it.
  await expect(portal.getByRole('region', { name: 'Your details' })).toContainText(phone.display);
  // She joined without ticking marketing: nothing to show, and the page says so.
  await expect(portal.getByRole('region', { name: 'What you agreed to' })).toContainText('No consent recorded.');
  const history = portal.getByRole('list', { name: 'Your history' }).getByRole('listitem');
  await expect(history).toHaveCount(own.ledger.length);
  await expect(history.filter({ hasText: /^Visit/ })).toHaveCount(2);
  // The second visit filled the 2-stamp card: said as such, not as a stamp taken away.
  await expect(history.filter({ hasText: 'Card complete: a reward earned' })).toHaveCount(1);
  await expect(history.filter({ hasText: '+1 stamp' })).toHaveCount(1);
  await expect(portal.getByRole('region', { name: 'Your Rewards' })).toContainText('Free coffee');
  await expect(portal.getByRole('button', { name: 'Print or save as PDF' })).toBeEnabled();
  // Printed, the page is their data alone: no Log Out, no buttons.
  await portal.emulateMedia({ media: 'print' });
  await expect(portal.getByRole('button', { name: 'Log Out' })).toBeHidden();
  await expect(portal.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  await expect(portal.getByRole('region', { name: 'Your details' })).toBeVisible();
  await portal.emulateMedia({ media: 'screen' });
  await shootBothWidths(portal, 'portal-my-data');
  await portal.getByRole('link', { name: 'Back to your rewards' }).click();
  await expect(portal).toHaveURL(/\/customer\/dashboard$/);

  // Then asks to be deleted: asked once more, then the portal and the business both see the request.
  await yourData.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = portal.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText(`Your details, consents and messages at ${account.companyName} will be erased`);
  await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(portal.getByText('Your request is in. Your account will be deleted in 30 days.')).toBeVisible();
  await expect(portal.getByTestId('portal-deletion-pending')).toContainText('You asked to delete your account on');
  await shootBothWidths(portal, 'portal-deletion-requested');
  await context.close();

  await page.goto('/customers');
  const requests = page.getByTestId('deletion-requests');
  await expect(requests).toContainText('1 customer asked to be deleted');
  await expect(requests.getByRole('link', { name: /Maya Lopez/ })).toBeVisible();
  await shootBothWidths(page, 'customers-deletion-requests');
  await requests.getByRole('link', { name: /Maya Lopez/ }).click();
  await expect(page.getByTestId('deletion-request-banner')).toContainText('Asked to be deleted on');
  await page.getByTestId('deletion-request-banner').getByRole('button', { name: 'Delete now' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
});
