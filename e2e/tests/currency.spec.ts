import fs from 'node:fs/promises';
import { expect } from '@playwright/test';
import type { TCustomerDataExport } from '@regulars/contracts';
import { joinByQrCode, newAccount, shootBothWidths, shootViewport, signUpViaApi, test } from './helpers.ts';

test('a business switches to euros in /settings, records €12.50 at the counter and sees €12.50 in the ledger, the portal and /analytics', async ({
  page,
  browser,
}) => {
  await signUpViaApi(page, newAccount('euros'), 'Pro');
  const program = await page.request.post('/api/programs', {
    data: { name: 'Bean Points', type: 'points', config: { pointsPerDollar: 1, minimumRedemption: 50 } },
  });
  expect(program.status(), await program.text()).toBe(201);
  const { phone, customerId } = await joinByQrCode(page, { firstName: 'Maya', lastName: 'Lopez', pin: '4821' });

  // /settings: a fresh business is in US dollars; with nothing recorded yet, euros take at once.
  await page.goto('/settings');
  const card = page.getByRole('form', { name: 'Currency and language' });
  const currency = card.getByLabel('Currency');
  await expect(currency).toHaveValue('USD', { timeout: 30_000 });
  await expect(card.getByTestId('money-example')).toHaveText('$1,234.50');
  await currency.selectOption('EUR');
  await card.getByLabel('Language and region').selectOption('en-IE');
  await expect(card.getByTestId('money-example')).toHaveText('€1,234.50');
  await card.getByRole('button', { name: 'Save currency and language' }).click();
  await expect(page.getByText('Currency and language saved')).toBeVisible();
  await shootViewport(page, 'settings-currency-card', card);

  // The counter asks for euros.
  await page.goto(`/checkin?customer=${customerId}`);
  await expect(page.getByTestId('customer-name')).toHaveText('Maya Lopez', { timeout: 30_000 });
  await expect(page.getByTestId('purchase-currency')).toHaveText('€');
  await expect(page.getByText('Earn 1 point per €1')).toBeVisible();
  await page.getByLabel('Purchase amount').fill('12.50');
  await shootBothWidths(page, 'checkin-purchase-euros');
  await page.getByLabel('Purchase amount').fill('12.5555');
  await page.getByRole('button', { name: 'Record purchase' }).click();
  await expect(page.getByTestId('purchase-amount-error')).toHaveText('The amount can have at most 2 decimal places');
  await page.getByLabel('Purchase amount').fill('12.50');
  await page.getByRole('button', { name: 'Record purchase' }).click();
  await expect(page.getByTestId('action-result')).toContainText('+12 points');

  // A new points program asks for points per €1, in its label, its hint and its message, and the saved one says so.
  await page.goto('/programs');
  await page.getByRole('button', { name: 'Create Program' }).first().click();
  const create = page.getByRole('dialog');
  await create.getByRole('button', { name: /^Points/ }).click();
  const perEuro = create.getByLabel('Points per €1');
  await expect(perEuro).toHaveValue('1');
  await expect(create.getByText('Points earned for each €1 spent.')).toBeVisible();
  await expect(create).not.toContainText('dollar');
  await perEuro.fill('0');
  await create.getByLabel('Program name').fill('Euro Points');
  await create.getByRole('button', { name: 'Create Program' }).click();
  await expect(create.getByText('Points per €1 must be at least 0.1')).toBeVisible();
  await create.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('program-card').filter({ hasText: 'Bean Points' })).toContainText('Points per €1');

  // The customer's ledger.
  await page.goto(`/customers/${customerId}`);
  const purchaseRow = page.getByTestId('ledger-row').filter({ hasText: 'Purchase' });
  await expect(purchaseRow).toContainText('€12.50');

  // /analytics: the average spend of the period, in euros.
  await page.goto('/analytics');
  const spend = page.getByRole('region', { name: 'Average spend per visit', exact: true }).getByTestId('figure-value');
  await expect(spend).toHaveText('€12.50', { timeout: 30_000 });

  // With a purchase on record, another currency is asked first: old amounts are never converted.
  await page.goto('/settings');
  await card.getByLabel('Currency').selectOption('GBP');
  await card.getByRole('button', { name: 'Save currency and language' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Change the currency to GBP?' });
  await expect(dialog).toContainText(
    'Purchases already recorded keep their amounts in EUR; new purchases will be recorded in GBP.',
  );
  await shootViewport(page, 'settings-currency-confirm', dialog);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(
    ((await (await page.request.get('/api/settings')).json()) as { money: { currency: string } }).money.currency,
  ).toBe('EUR');

  // The portal, on a phone: the program's wording, the purchase and the customer's own data are in euros.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, acceptDownloads: true });
  const portal = await context.newPage();
  await portal.goto('/customer/login');
  await portal.getByLabel('Phone number').pressSequentially(phone.digits);
  await portal.getByLabel('PIN', { exact: true }).fill('4821');
  await portal.getByRole('button', { name: 'Log In' }).click();
  await expect(portal.getByRole('region', { name: 'Bean Points' })).toContainText('per €1');
  // The purchase itself, in the portal's recent activity.
  const activity = portal.getByRole('list', { name: 'Recent Activity' });
  await expect(activity.getByTestId('portal-activity-title').first()).toHaveText('Purchase · €12.50');
  await shootViewport(portal, 'portal-recent-activity', activity);
  const yourData = portal.getByRole('region', { name: 'Your data' });
  const [download] = await Promise.all([
    portal.waitForEvent('download'),
    yourData.getByRole('link', { name: 'Download my data' }).click(),
  ]);
  const data = JSON.parse(await fs.readFile(await download.path(), 'utf8')) as TCustomerDataExport;
  expect(data.ledger.filter((row) => row.type === 'purchase').map((row) => [row.amount, row.currency])).toEqual([
    [12.5, 'EUR'],
  ]);
  await context.close();
});
