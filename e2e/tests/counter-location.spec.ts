import { expect } from '@playwright/test';
import { newAccount, shootBothWidths, signUpViaApi, test } from './helpers.ts';
import { addLocationViaApi } from './locations-api.ts';

test('a counter picks its location, keeps it, and the ledger says where each visit was recorded', async ({ page }) => {
  await signUpViaApi(page, newAccount('counter-location'), 'Pro');
  await addLocationViaApi(page.request, 'Main Street');
  await addLocationViaApi(page.request, 'Station Kiosk');
  const program = await page.request.post('/api/programs', {
    data: { name: 'Coffee Card', type: 'stamp_card', config: { stampsRequired: 5, cooldownMinutes: 0 } },
  });
  expect(program.status(), await program.text()).toBe(201);
  const created = await page.request.post('/api/customers', { data: { firstName: 'Fox', phone: '(202) 555-0147' } });
  expect(created.status(), await created.text()).toBe(201);
  const { customer } = (await created.json()) as { customer: { id: string } };

  await page.goto(`/checkin?customer=${customer.id}`);
  await expect(page.getByTestId('customer-name')).toHaveText('Fox', { timeout: 30_000 });
  const picker = page.getByLabel("This counter's location");
  // Two shops: the till has chosen none yet.
  await expect(picker).toHaveValue('');
  await expect(picker.locator('option:checked')).toHaveText('Choose a location');
  await picker.selectOption({ label: 'Station Kiosk' });
  await shootBothWidths(page, 'checkin-counter-location');

  const visit = page.getByRole('button', { name: 'Record visit' });
  await visit.click();
  await expect(page.getByTestId('action-result')).toContainText('Stamp 1 of 5');

  // The choice belongs to this browser: it is still there on the next visit to the counter.
  await page.reload();
  await expect(page.getByTestId('customer-name')).toHaveText('Fox');
  await expect(picker.locator('option:checked')).toHaveText('Station Kiosk');
  await picker.selectOption({ label: 'Main Street' });
  await visit.click();
  await expect(page.getByTestId('action-result')).toContainText('Stamp 2 of 5');

  await page.goto(`/customers/${customer.id}`);
  const rows = page.getByTestId('ledger-row');
  await expect(rows.filter({ hasText: 'Visit' })).toHaveCount(2);
  await expect(page.getByRole('columnheader', { name: 'Location' })).toBeVisible();
  await expect(rows.filter({ hasText: 'Visit' }).nth(0)).toContainText('Main Street');
  await expect(rows.filter({ hasText: 'Visit' }).nth(1)).toContainText('Station Kiosk');
  await shootBothWidths(page, 'customer-ledger-locations');
});
