import { expect, type Page } from '@playwright/test';
import {
  CUSTOMER_MESSAGES,
  IMPORT_UNDO_MESSAGES,
  importUndoneMessage,
  type TImportBatchList,
} from '@regulars/contracts';
import { holdRequests, newAccount, SCREENS, shootBothWidths, signUpViaApi, test } from './helpers.ts';

/** Opens the wizard on the customers page with a CSV and goes on to its preview. */
async function previewImport(page: Page, name: string, csv: string) {
  await page.getByRole('button', { name: 'Upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Customers' });
  await dialog.getByTestId('csv-file-input').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog.getByRole('list', { name: 'Column mapping' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('table')).toBeVisible();
  return dialog;
}

const UPDATE_EXISTING = 'Update customers already here (same phone or email)';

const FIRST_FILE = [
  'first_name,last_name,email,phone',
  'Ann,Lee,ann@example.test,',
  'Ben,Ortiz,ben@example.test,',
  'Cleo,Park,cleo@example.test,',
].join('\r\n');

test('an import that updated a customer and added one is undone from the history', async ({ page }) => {
  await signUpViaApi(page, newAccount('import-undo'));
  await page.goto('/customers');

  // A first file: three new customers; the results offer to take them out again.
  let dialog = await previewImport(page, 'first.csv', FIRST_FILE);
  await expect(dialog.getByRole('checkbox', { name: UPDATE_EXISTING })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(dialog.getByTestId('import-imported')).toHaveText('3');
  await expect(dialog.getByTestId('import-failed')).toHaveText('0');
  await expect(dialog.getByTestId('import-updated')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Undo this import' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('customer-row')).toHaveCount(3);

  // A second file: Ann's email with a new first name and an empty last name, and someone new.
  const second = ['first_name,last_name,email,phone', 'Annie,,ann@example.test,', 'Dev,Shah,dev@example.test,'];
  dialog = await previewImport(page, 'second.csv', second.join('\r\n'));
  await dialog.getByRole('checkbox', { name: UPDATE_EXISTING }).check();
  await shootBothWidths(page, 'import-update-existing-preview');
  await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(dialog.getByTestId('import-imported')).toHaveText('1');
  await expect(dialog.getByTestId('import-updated')).toHaveText('1');
  await expect(dialog.getByTestId('import-failed')).toHaveText('0');
  await expect(dialog.getByRole('button', { name: 'Undo this import' })).toBeVisible();
  await shootBothWidths(page, 'import-undo-results');
  await dialog.getByRole('button', { name: 'Done' }).click();
  const rows = page.getByTestId('customer-row');
  await expect(rows).toHaveCount(4);
  // Her empty last-name cell kept what was there.
  await expect(rows.filter({ hasText: 'ann@example.test' })).toContainText('Annie Lee');

  // The history lists both, newest first; undoing the second puts Ann back and takes Dev out.
  await page.getByRole('button', { name: 'Import history' }).click();
  const history = page.getByRole('dialog', { name: 'Import history' });
  const imports = history.getByTestId('import-batch');
  await expect(imports).toHaveCount(2);
  await expect(imports.nth(0)).toContainText('Added 1 · Updated 1');
  await expect(imports.nth(1)).toContainText('Added 3 · Updated 0');
  await shootBothWidths(page, 'import-history');
  await imports.nth(0).getByRole('button', { name: 'Undo' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Undo this import?' });
  await expect(confirm).toContainText(
    'The 1 customer it added will be removed and the 1 it updated put back as they were. Imports can be undone for 24 hours.',
  );
  await page.screenshot({ path: `${SCREENS}/import-undo-confirm-1280.png` });
  // While the undo runs (held here, as on a slow day), the button says what it is undoing and nothing else can be
  // pressed.
  const releaseUndo = await holdRequests(page, '**/api/customers/imports/*/undo');
  await confirm.getByRole('button', { name: 'Undo import' }).click();
  await expect(confirm.getByRole('button', { name: 'Undoing the import of 2 customers…' })).toBeDisabled();
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  releaseUndo();
  await expect(page.getByText(importUndoneMessage(1, 1))).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(imports.nth(0)).toContainText('Undone');
  await expect(imports.nth(0).getByRole('button', { name: 'Undo' })).toHaveCount(0);
  await expect(imports.nth(1).getByRole('button', { name: 'Undo' })).toBeVisible();
  await shootBothWidths(page, 'import-history-undone');
  await history.getByRole('button', { name: 'Close' }).click();

  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'ann@example.test' })).toContainText('Ann Lee');
  await expect(page.getByText('Annie')).toHaveCount(0);
  await expect(page.getByText('dev@example.test')).toHaveCount(0);
  await shootBothWidths(page, 'customers-after-undo');
});

test('the results undo an import at once, and without "update" a customer already here is a duplicate', async ({
  page,
}) => {
  await signUpViaApi(page, newAccount('import-dupe'));
  await page.goto('/customers');
  let dialog = await previewImport(page, 'first.csv', FIRST_FILE);
  await dialog.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(dialog.getByTestId('import-imported')).toHaveText('3');
  await dialog.getByRole('button', { name: 'Done' }).click();

  const second = ['first_name,last_name,email,phone', 'Annie,,ann@example.test,', 'Dev,Shah,dev@example.test,'];
  dialog = await previewImport(page, 'second.csv', second.join('\r\n'));
  await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(dialog.getByTestId('import-imported')).toHaveText('1');
  await expect(dialog.getByTestId('import-failed')).toHaveText('1');
  await expect(dialog.getByTestId('import-updated')).toHaveCount(0);
  const errors = dialog.getByRole('list', { name: 'Row errors' }).getByRole('listitem');
  await expect(errors).toHaveCount(1);
  await expect(errors.filter({ hasText: 'Row 2' })).toContainText(CUSTOMER_MESSAGES.duplicateEmail);

  // Undone from the results: Dev leaves, the step says so and offers no second undo.
  await dialog.getByRole('button', { name: 'Undo this import' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Undo this import?' });
  await expect(confirm).toContainText('The 1 customer it added will be removed. Imports can be undone for 24 hours.');
  await confirm.getByRole('button', { name: 'Undo import' }).click();
  await expect(page.getByText(importUndoneMessage(1, 0))).toBeVisible();
  await expect(dialog.getByText('Import undone')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Undo this import' })).toHaveCount(0);
  // What the import added no longer stands: its "1 imported" goes, the undo's line says what happened.
  await expect(dialog.getByTestId('import-imported')).toHaveCount(0);
  await expect(dialog.getByText('1 customer removed.')).toBeVisible();
  await shootBothWidths(page, 'import-results-undone');
  await dialog.getByRole('button', { name: 'Done' }).click();
  const rows = page.getByTestId('customer-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'ann@example.test' })).toContainText('Ann Lee');
  await expect(page.getByText('dev@example.test')).toHaveCount(0);

  // Undone meanwhile in another tab: the history's Undo says so in plain words and the row turns to Undone.
  await page.getByRole('button', { name: 'Import history' }).click();
  const history = page.getByRole('dialog', { name: 'Import history' });
  const imports = history.getByTestId('import-batch');
  await expect(imports).toHaveCount(2);
  await expect(imports.nth(0)).toContainText('Undone');
  await expect(imports.nth(1)).toContainText('Added 3 · Updated 0');
  const list = (await (await page.request.get('/api/customers/imports')).json()) as TImportBatchList;
  const first = list.imports[1]?.id ?? '';
  const elsewhere = await page.request.post(`/api/customers/imports/${first}/undo`);
  expect(elsewhere.status(), await elsewhere.text()).toBe(200);
  await imports.nth(1).getByRole('button', { name: 'Undo' }).click();
  await confirm.getByRole('button', { name: 'Undo import' }).click();
  await expect(confirm.getByRole('alert')).toHaveText(IMPORT_UNDO_MESSAGES.alreadyUndone);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(imports.nth(1)).toContainText('Undone');
  await expect(history.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  await history.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('customer-count')).toHaveText('0 customers');
});
