import { expect, type Page } from '@playwright/test';
import {
  expectAccessible,
  newAccount,
  SCREENS,
  shootBothWidths,
  shootViewport,
  signUpViaApi,
  test,
} from './helpers.ts';

async function openImport(page: Page, name: string, csv: string) {
  await page.goto('/customers');
  await page.getByRole('button', { name: 'Upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Customers' });
  await dialog.getByTestId('csv-file-input').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog.getByRole('list', { name: 'Column mapping' })).toBeVisible();
  return dialog;
}

test('a spreadsheet with friendly headers is mapped automatically and imported in file order', async ({ page }) => {
  await signUpViaApi(page, newAccount('mapping'));
  const csv = [
    'First Name,Last Name,Email Address,Phone Number,Date of Birth,Notes',
    'April,Ludgate,april@example.test,,04/12/1990,',
    'Andy,Dwyer,,(317) 555-0142,12 Apr 1991,drummer',
    'Donna,Meagle,donna@example.test,,"March 3, 1985",',
  ].join('\r\n');
  const dialog = await openImport(page, 'contacts.csv', csv);
  await expect(dialog.getByLabel('First name')).toHaveValue('First Name');
  await expect(dialog.getByLabel('Last name')).toHaveValue('Last Name');
  await expect(dialog.getByLabel('Email')).toHaveValue('Email Address');
  await expect(dialog.getByLabel('Phone')).toHaveValue('Phone Number');
  await expect(dialog.getByLabel('Birthday')).toHaveValue('Date of Birth');
  await expect(dialog.getByText('First row: april@example.test')).toBeVisible();
  await shootBothWidths(page, 'import-mapping');

  await dialog.getByRole('button', { name: 'Continue' }).click();
  const table = dialog.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table).toContainText('april@example.test');
  await expect(dialog.getByText('No email or phone column')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(dialog.getByTestId('import-imported')).toHaveText('3');
  await expect(dialog.getByTestId('import-failed')).toHaveText('0');
  await dialog.getByRole('button', { name: 'Done' }).click();

  const rows = page.getByTestId('customer-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('April Ludgate');
  await expect(rows.nth(1)).toContainText('Andy Dwyer');
  await expect(rows.nth(2)).toContainText('Donna Meagle');
  await expect(rows.nth(1)).toContainText('(317) 555-0142');
});

test('warns at preview when no column holds an email or a phone, and the columns can be chosen', async ({ page }) => {
  await signUpViaApi(page, newAccount('nocontact'));
  const csv = ['Name,Contact,Notes', 'Ron,ron@example.test,woodwork', 'Leslie,leslie@example.test,waffles'].join('\n');
  const dialog = await openImport(page, 'names.csv', csv);
  await expect(dialog.getByLabel('Email')).toHaveValue('');
  await expect(dialog.getByLabel('Email').locator('option:checked')).toHaveText('Not in this file');
  await expect(dialog.getByLabel('Phone')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const warning = dialog.getByRole('alert').filter({ hasText: 'No email or phone column' });
  await expect(warning).toContainText(
    "Each customer needs an email or a phone, so every row would fail with 'Either email or phone is required'.",
  );
  await shootBothWidths(page, 'import-no-contact-warning');

  await warning.getByRole('button', { name: 'Choose the columns' }).click();
  await dialog.getByLabel('Email').selectOption('Contact');
  await dialog.getByLabel('First name').selectOption('Name');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('No email or phone column')).toHaveCount(0);
  await expect(dialog.getByRole('table')).toContainText('ron@example.test');
  await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(dialog.getByTestId('import-imported')).toHaveText('2');
  await page.screenshot({ path: `${SCREENS}/import-mapped-results-desktop.png` });
  await expectAccessible(page, 'import-mapped-results-desktop');
});

test('asks how the customers agreed to marketing: a Shopify column for email, the owner’s word for texts', async ({
  page,
}) => {
  await signUpViaApi(page, newAccount('consent'));
  const csv = [
    'First Name,Last Name,Email,Phone,Accepts Email Marketing',
    'Leslie,Knope,leslie@example.test,,yes',
    'Ben,Wyatt,ben@example.test,,no',
  ].join('\r\n');
  const dialog = await openImport(page, 'customers_export.csv', csv);
  const sms = dialog.getByRole('group', { name: 'Text messages (SMS)' });
  const email = dialog.getByRole('group', { name: 'Email', exact: true });
  // Nobody is opted in unless the owner says how: the file's recognised column answers for email, nothing for texts.
  await expect(sms.getByLabel('They have not agreed')).toBeChecked();
  await expect(email.getByLabel('A column of my file says who agreed')).toBeChecked();
  await expect(email.getByRole('combobox')).toHaveValue('Accepts Email Marketing');

  // A column answer needs its column.
  await sms.getByLabel('A column of my file says who agreed').check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(sms.getByText('Choose the column that says who agreed, or another answer.')).toBeVisible();
  await sms.getByLabel('Every customer in this file agreed').check();
  await expect(sms).toContainText(
    "“Every customer in this file agreed to receive marketing text messages from us.” is recorded as each one's consent, with your name and the time.",
  );
  await shootViewport(page, 'import-consent', sms);

  await dialog.getByRole('button', { name: 'Continue' }).click();
  const summary = dialog.getByTestId('import-consent-summary');
  await expect(summary.getByRole('definition')).toHaveText([
    'Everyone: you confirm they agreed',
    '1 of 2 agreed, by the “Accepts Email Marketing” column',
  ]);
  await shootBothWidths(page, 'import-consent-preview');
  await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(dialog.getByTestId('import-imported')).toHaveText('2');
  await dialog.getByRole('button', { name: 'Done' }).click();

  // Ben said no to email in the file: his page shows texts on, email off.
  await page.getByTestId('customer-row').filter({ hasText: 'Ben Wyatt' }).getByRole('link').first().click();
  const messages = page.getByRole('group', { name: 'Messages' });
  await expect(messages.getByRole('checkbox', { name: /^Text messages \(SMS\)/ })).toBeChecked();
  await expect(messages.getByRole('checkbox', { name: /^Email/ })).not.toBeChecked();
});

test('a file with one name column fills first and last name, so messages greet people by their first name', async ({
  page,
}) => {
  await signUpViaApi(page, newAccount('fullname'));
  const csv = ['Full Name,Email', 'Olivia Brown,olivia@example.test', '"Diaz, Bo",bo@example.test'].join('\n');
  const dialog = await openImport(page, 'people.csv', csv);
  await expect(dialog.getByLabel('Full name')).toHaveValue('Full Name');
  await expect(dialog.getByLabel('First name')).toHaveValue('');
  await expect(dialog.getByText('Split into first and last name for rows that have neither')).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const table = dialog.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toContainText('OliviaBrownolivia@example.test');
  await expect(table.getByRole('row').nth(2)).toContainText('BoDiazbo@example.test');
  await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(dialog.getByTestId('import-imported')).toHaveText('2');
  await dialog.getByRole('button', { name: 'Done' }).click();

  const customers = (await (await page.request.get('/api/customers?limit=10')).json()) as {
    customers: { firstName: string | null; lastName: string | null }[];
  };
  expect(customers.customers.map((c) => [c.firstName, c.lastName]).sort()).toEqual([
    ['Bo', 'Diaz'],
    ['Olivia', 'Brown'],
  ]);
});
