import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { expectAccessible, newAccount, SCREENS, signUpViaApi, test } from './helpers.ts';

const PHONE = { width: 390, height: 844 };

const stat = (page: Page, label: string) => page.getByRole('region', { name: label }).getByTestId('stat-value');

async function addCustomerViaModal(
  page: Page,
  fields: { first: string; last: string; email?: string; phone?: string },
) {
  const dialog = page.getByRole('dialog', { name: 'Add Customer' });
  await dialog.getByLabel('First name').fill(fields.first);
  await dialog.getByLabel('Last name').fill(fields.last);
  if (fields.email) await dialog.getByLabel('Email').fill(fields.email);
  if (fields.phone) await dialog.getByLabel('Phone').fill(fields.phone);
  await dialog.getByRole('button', { name: 'Add Customer' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('dashboard numbers change after adding a customer from the quick action', async ({ page }) => {
  await signUpViaApi(page, newAccount('dash'));
  await page.goto('/dashboard');
  await expect(stat(page, 'Total Customers')).toHaveText('0');
  await expect(page.getByRole('region', { name: 'Total Customers' })).toContainText('+0 new this month');
  for (const label of ['Active Programs', 'Transactions', 'SMS Usage', 'Emails Sent']) {
    await expect(stat(page, label)).toHaveText('0');
  }
  // No email sent: no rate, rather than 0%.
  await expect(stat(page, 'Email Open Rate')).toHaveText('—');
  await expect(page.getByRole('region', { name: 'Email Open Rate' })).toContainText('No emails sent yet');
  await expect(page.getByRole('link', { name: /Generate QR Code/ })).toHaveAttribute('href', '/qr-codes');
  await expect(page.getByRole('link', { name: /Create Program/ })).toHaveAttribute('href', '/programs');
  await page.screenshot({ path: `${SCREENS}/dashboard-stats-desktop.png`, fullPage: true });
  await expectAccessible(page, 'dashboard-stats-desktop');

  await page.getByRole('button', { name: /Add Customer/ }).click();
  // A name alone is nobody the business can reach or find again: the form asks for an email or a phone.
  const dialog = page.getByRole('dialog', { name: 'Add Customer' });
  await dialog.getByLabel('First name').fill('Dana');
  await dialog.getByRole('button', { name: 'Add Customer' }).click();
  await expect(dialog.getByText('Either email or phone is required')).toBeVisible();
  await addCustomerViaModal(page, { first: 'Dana', last: 'Scully', email: 'dana@example.test' });
  await expect(page.getByText('Dana Scully added')).toBeVisible();
  await expect(stat(page, 'Total Customers')).toHaveText('1');
  await expect(page.getByRole('region', { name: 'Total Customers' })).toContainText('+1 new this month');

  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SCREENS}/dashboard-stats-mobile.png`, fullPage: true });
  await expectAccessible(page, 'dashboard-stats-mobile');
});

test('adds and searches customers, with both empty states', async ({ page }) => {
  await signUpViaApi(page, newAccount('cust'));
  await page.goto('/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await expect(page.getByText('No customers yet')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/customers-empty-desktop.png`, fullPage: true });
  await expectAccessible(page, 'customers-empty-desktop');

  // Client-side validation with the spec's message; nothing is sent.
  await page.getByRole('button', { name: 'Add Customer' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Customer' });
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Add Customer' }).click();
  await expect(dialog.getByText('Invalid email format')).toBeVisible();
  await dialog.getByLabel('Email').fill('');
  await addCustomerViaModal(page, { first: 'Fox', last: 'Mulder', phone: '(202) 555-0147' });
  await page.getByRole('button', { name: 'Add Customer' }).first().click();
  await addCustomerViaModal(page, { first: 'Walter', last: 'Skinner', email: 'walter@fbi.test' });

  await expect(page.getByTestId('customer-count')).toHaveText('2 customers');
  const rows = page.getByTestId('customer-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Walter Skinner');
  await expect(rows.first()).toContainText('CUS000002');
  const fox = rows.filter({ hasText: 'Fox Mulder' });
  await expect(fox).toContainText('(202) 555-0147');
  await expect(fox.getByRole('button', { name: 'No email address' })).toBeDisabled();
  // Quick SMS opens on the customer; with no SMS templates yet it says where to make one.
  await fox.getByRole('button', { name: 'Text Fox Mulder' }).click();
  const sms = page.getByRole('dialog', { name: 'Send SMS' });
  // The number as the list shows it, not as stored.
  await expect(sms).toContainText('To Fox Mulder · (202) 555-0147');
  await expect(sms.getByText('No active SMS templates yet.')).toBeVisible();
  await expect(sms.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/sms-templates');
  await expect(sms.getByRole('button', { name: 'Send SMS' })).toBeDisabled();
  await page.screenshot({ path: `${SCREENS}/quick-sms-no-templates-desktop.png` });
  await expectAccessible(page, 'quick-sms-no-templates-desktop');
  await sms.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/customers-desktop.png`, fullPage: true });
  await expectAccessible(page, 'customers-desktop');

  const search = page.getByRole('searchbox', { name: 'Search customers' });
  await search.fill('MULDER');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Fox Mulder');
  await expect(page.getByTestId('customer-count')).toHaveText('1 customer found');
  await search.fill('555-0147');
  await expect(rows).toHaveCount(1);
  await search.fill('cus000002');
  await expect(rows.first()).toContainText('Walter Skinner');
  await search.fill('nobody at all');
  await expect(page.getByText('No customers found')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/customers-no-results-desktop.png`, fullPage: true });
  await expectAccessible(page, 'customers-no-results-desktop');

  await search.fill('');
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('customer-card')).toHaveCount(2);
  await page.screenshot({ path: `${SCREENS}/customers-mobile.png`, fullPage: true });
  await expectAccessible(page, 'customers-mobile');
});

test('imports a CSV with good and bad rows, shows the row errors and downloads failed_imports.csv', async ({
  page,
}, testInfo) => {
  await signUpViaApi(page, newAccount('import'));
  await page.goto('/customers');
  await page.getByRole('button', { name: 'Upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Customers' });

  // The file checks come first, with the spec's words.
  const input = dialog.getByTestId('csv-file-input');
  await input.setInputFiles({ name: 'list.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(dialog.getByText('Please upload a CSV file')).toBeVisible();
  await input.setInputFiles({ name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.from('first_name,email\r\n') });
  await expect(dialog.getByText('CSV file is empty or has no data rows')).toBeVisible();

  const csv = [
    '\uFEFFFirst_Name,Last_Name,Email,Phone,Birthday',
    'Ann,Perkins,ann@example.test,,1985-07-04',
    '"Knope, Leslie",Knope,,(317) 555-0110,',
    'No,Contact,,,',
    'Bad,Email,not-an-email,,',
    '=cmd,Formula,cmd@example.test,,1990-02-30',
    'Dup,Phone,,317-555-0110,',
  ].join('\r\n');
  await input.setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  // The spec's headers, in any case, are matched to the columns without a change.
  await expect(dialog.getByLabel('Email')).toHaveValue('Email');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('customers.csv')).toBeVisible();
  await expect(dialog.getByRole('table')).toContainText('Knope, Leslie');
  await expect(dialog.getByRole('table').getByRole('row')).toHaveCount(7);
  await page.screenshot({ path: `${SCREENS}/import-preview-desktop.png` });
  await expectAccessible(page, 'import-preview-desktop');
  await dialog.getByRole('button', { name: 'Import 6 rows' }).click();

  await expect(dialog.getByTestId('import-imported')).toHaveText('2');
  await expect(dialog.getByTestId('import-failed')).toHaveText('4');
  const errors = dialog.getByRole('list', { name: 'Row errors' });
  await expect(errors).toContainText('Row 4Either email or phone is required');
  await expect(errors).toContainText('Row 5Invalid email format');
  await expect(errors).toContainText('Row 6Invalid birthday format (use YYYY-MM-DD)');
  await expect(errors).toContainText('Row 7A customer with this phone number already exists');
  await page.screenshot({ path: `${SCREENS}/import-results-desktop.png` });
  await expectAccessible(page, 'import-results-desktop');

  const downloadPromise = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download Failed Rows CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('failed_imports.csv');
  const file = testInfo.outputPath('failed_imports.csv');
  await download.saveAs(file);
  const lines = fs.readFileSync(file, 'utf8').split('\r\n');
  expect(lines[0]).toBe('row_number,first_name,last_name,email,phone,birthday,error');
  expect(lines).toContain("6,'=cmd,Formula,cmd@example.test,,1990-02-30,Invalid birthday format (use YYYY-MM-DD)");
  expect(lines).toHaveLength(5);

  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('customer-count')).toHaveText('2 customers');
  await expect(page.getByTestId('customer-row').filter({ hasText: 'Knope, Leslie Knope' })).toContainText(
    '(317) 555-0110',
  );
});

test('over the Free plan limit the preview stays and the rows that fit are imported', async ({ page }) => {
  await signUpViaApi(page, newAccount('limit'));
  const rows = Array.from({ length: 51 }, (_, i) => `Guest,${i},guest${i}@example.test,,`);
  const csv = ['first_name,last_name,email,phone,birthday', ...rows].join('\n');
  await page.goto('/customers');
  await page.getByRole('button', { name: 'Upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Customers' });
  await dialog.getByTestId('csv-file-input').setInputFiles({
    name: 'big.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Import 51 rows' }).click();
  await expect(
    dialog.getByText(
      'Import would exceed your plan limit. Current: 0, Attempting to import: 51, Plan limit: 50. Please upgrade your subscription to import more customers.',
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Upgrade plan' })).toHaveAttribute('href', '/subscription');
  // The preview is still there, with the offer.
  await expect(dialog.getByRole('table')).toContainText('guest0@example.test');
  await page.screenshot({ path: `${SCREENS}/import-plan-limit-desktop.png` });
  await expectAccessible(page, 'import-plan-limit-desktop');
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SCREENS}/import-plan-limit-mobile.png` });
  await expectAccessible(page, 'import-plan-limit-mobile');
  await dialog.getByRole('button', { name: 'Import the first 50 that fit' }).click();

  await expect(dialog.getByTestId('import-imported')).toHaveText('50');
  await expect(dialog.getByTestId('import-failed')).toHaveText('1');
  await expect(dialog.getByRole('list', { name: 'Row errors' })).toContainText(
    "Row 52Not imported: your plan's customer limit is reached. Upgrade to import it.",
  );
  await expect(dialog.getByRole('link', { name: 'Upgrade plan' })).toHaveAttribute('href', '/subscription');
  await page.screenshot({ path: `${SCREENS}/import-plan-limit-results-mobile.png` });
  await expectAccessible(page, 'import-plan-limit-results-mobile');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('customer-count')).toHaveText('50 customers');
});
