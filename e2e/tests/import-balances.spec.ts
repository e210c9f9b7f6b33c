import { expect } from '@playwright/test';
import type { TCustomerList } from '@regulars/contracts';
import {
  newAccount,
  SCREENS,
  shootBothWidths,
  signUpViaApi,
  superAdminApi,
  test,
  uniquePhone,
  waitForOutboxMessage,
} from './helpers.ts';

test("a Smile.io export brings each customer's points: the counter and the portal show the balance", async ({
  page,
  browser,
  baseURL,
}) => {
  await signUpViaApi(page, newAccount('import-balances'), 'Pro');
  for (const data of [
    { name: 'Coffee Points', type: 'points', config: { pointsPerDollar: 1, minimumRedemption: 100 } },
    { name: 'Coffee Card', type: 'stamp_card', config: { stampsRequired: 10 } },
  ]) {
    const created = await page.request.post('/api/programs', { data });
    expect(created.status(), await created.text()).toBe(201);
  }
  const mia = uniquePhone();
  // The columns of Smile.io's customer export: a "Points Balance" beside the contact details, and the history.
  const csv = [
    'First Name,Last Name,Email,Phone,Points Balance,VIP Tier,Lifetime Points,Total Visits,Member Since',
    `Mia,Lopez,mia@example.test,${mia.display},"1,250",Gold,"3,400",27,2023-04-05 10:12:00`,
    'Noah,Kim,noah@example.test,,40,,,,',
    'Ola,Berg,ola@example.test,,lots,,,,',
  ].join('\r\n');

  await page.goto('/customers');
  await page.getByRole('button', { name: 'Upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Customers' });
  await dialog
    .getByTestId('csv-file-input')
    .setInputFiles({ name: 'smile-customers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const balances = dialog.getByRole('list', { name: 'Balance columns' });
  await expect(balances).toBeVisible();
  await expect(dialog.getByLabel('Points balance: Coffee Points')).toHaveValue('Points Balance');
  await expect(dialog.getByLabel('Stamps: Coffee Card')).toHaveValue('');
  await expect(balances.getByText('First row: 1,250')).toBeVisible();
  await expect(dialog.getByTestId('import-recognised-export')).toHaveText(
    'Recognised a Smile.io customer export: its columns are matched below.',
  );
  await expect(dialog.getByLabel('Lifetime points')).toHaveValue('Lifetime Points');
  await expect(dialog.getByLabel('Visits')).toHaveValue('Total Visits');
  await expect(dialog.getByLabel('Member since')).toHaveValue('Member Since');
  await shootBothWidths(page, 'import-balance-mapping');
  await dialog.getByLabel('Member since').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/import-member-since-mapping-1280.png` });

  await dialog.getByRole('button', { name: 'Continue' }).click();
  const table = dialog.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Points balance: Coffee Points' })).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText('1,250');
  await expect(table.getByRole('columnheader', { name: 'Lifetime points' })).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText('3,400');
  await shootBothWidths(page, 'import-balance-preview');
  await dialog.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(dialog.getByTestId('import-imported')).toHaveText('2');
  await expect(dialog.getByTestId('import-failed')).toHaveText('1');
  await expect(dialog).toContainText('A points balance must be a whole number from 0 to 1,000,000');
  await expect(dialog.getByTestId('import-balances-note')).toHaveText(
    'Opening balances are being added to the new customers: they show at the counter within a minute.',
  );
  await page.screenshot({ path: `${SCREENS}/import-balance-results-1280.png` });
  await dialog.getByRole('button', { name: 'Done' }).click();

  // "Joined" is the day she became a member at the old shop; Noah's is the import's.
  const rows = page.getByTestId('customer-row');
  await expect(rows.filter({ hasText: 'Mia Lopez' })).toContainText('Apr 5, 2023');
  await expect(rows.filter({ hasText: 'Noah Kim' })).not.toContainText('2023');
  await page.screenshot({ path: `${SCREENS}/import-member-since-list-1280.png` });

  // At the counter: the balance is there to spend.
  const found = (await (await page.request.get(`/api/customers?search=${mia.digits}`)).json()) as TCustomerList;
  const miaId = found.customers[0]?.id ?? '';
  // The balances' job writes her membership seconds after the import.
  await expect
    .poll(async () => {
      const standing = await (await page.request.get(`/api/customers/${miaId}/standing`)).json();
      return (standing.programs as { name: string; pointsBalance: number }[]).find((p) => p.name === 'Coffee Points')
        ?.pointsBalance;
    })
    .toBe(1250);
  await page.goto(`/customers/${miaId}`);
  await expect(page.getByText('Customer since April 5, 2023')).toBeVisible();
  await page.goto(`/checkin?customer=${miaId}`);
  await expect(page.getByTestId('customer-name')).toHaveText('Mia Lopez', { timeout: 30_000 });
  const points = page.getByTestId('program-standing').filter({ hasText: 'Coffee Points' });
  await expect(points.getByText('1,250').first()).toBeVisible();
  await shootBothWidths(page, 'import-balance-counter');

  // In the portal: Mia sets her PIN with a texted code and sees her points.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const portal = await context.newPage();
  await portal.goto('/customer/login');
  await portal.getByLabel('Phone number').pressSequentially(mia.digits);
  await portal.getByRole('button', { name: 'Forgot PIN?' }).click();
  await portal.getByRole('button', { name: 'Send code' }).click();
  const admin = await superAdminApi(baseURL ?? '');
  const sms = await waitForOutboxMessage(admin, mia.e164, (message) => message.channel === 'sms');
  await admin.dispose();
  await portal.getByLabel('Code', { exact: true }).fill(/\b(\d{6})\b/.exec(sms.text)?.[1] ?? '');
  await portal.getByLabel('New PIN', { exact: true }).fill('2580');
  await portal.getByRole('button', { name: 'Set PIN and log in' }).click();
  await expect(portal).toHaveURL(/\/customer\/dashboard$/);
  const portalPoints = portal.getByRole('region', { name: 'Coffee Points' });
  await expect(portalPoints.getByText('1,250').first()).toBeVisible();
  // Her visits at the old shop came along.
  await expect(portal.getByText('27', { exact: true }).first()).toBeVisible();
  await portal.screenshot({ path: `${SCREENS}/import-balance-portal-390.png`, fullPage: true });
  await context.close();
});
