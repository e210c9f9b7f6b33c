import { expect } from '@playwright/test';
import { newAccount, shootBothWidths, shootViewport, signUpViaApi, test } from './helpers.ts';
import { addLocationViaApi } from './locations-api.ts';

test('a counter picks its location, keeps it; the ledger and /analytics say where each visit was recorded and by whom', async ({
  page,
}) => {
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

  // /analytics: both shops (and the third, quiet one) and who recorded, each with the period before.
  await addLocationViaApi(page.request, 'Harbour');
  await page.goto('/analytics');
  const card = page.getByRole('region', { name: 'At the counter' });
  const byLocation = card.getByRole('table', { name: 'By location' });
  await expect(byLocation).toBeVisible({ timeout: 30_000 });
  const locationRows = byLocation.getByTestId('breakdown-row');
  await expect(locationRows).toHaveCount(3);
  await expect(locationRows.nth(0)).toContainText('Main Street');
  await expect(locationRows.nth(1)).toContainText('Station Kiosk');
  await expect(locationRows.nth(2)).toContainText('Harbour');
  const visitsOf = (row: number) => locationRows.nth(row).getByRole('cell').first();
  await expect(visitsOf(0)).toContainText('1was 0');
  await expect(visitsOf(2)).toContainText('0was 0');
  // The same visits as bars above the table, with the period before beside them.
  const bars = card.getByTestId('visit-bars');
  await expect(bars).toContainText('Main Street');
  await expect(bars).toContainText('The period before');
  await expect(bars.locator('.recharts-bar-rectangle')).not.toHaveCount(0);
  await card.getByRole('tab', { name: 'By staff' }).click();
  const byStaff = card.getByRole('table', { name: 'By staff' });
  await expect(byStaff.getByTestId('breakdown-row')).toHaveCount(1);
  await expect(byStaff.getByTestId('breakdown-row').getByRole('cell').first()).toContainText('2was 0');
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Export At the counter as CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(
    /^analytics-by-staff-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  await card.getByRole('tab', { name: 'By location' }).click();
  await shootViewport(page, 'analytics-counter-breakdown', card);
  // On a phone the table scrolls sideways and says so until its last column is in view.
  await page.setViewportSize({ width: 390, height: 844 });
  const more = card.getByTestId('more-columns');
  await expect(more).toHaveText('Scroll sideways for more columns →');
  await shootViewport(page, 'analytics-counter-breakdown-phone', card);
  await card.getByRole('region', { name: 'By location, scrolls sideways' }).evaluate((frame) => {
    frame.scrollLeft = frame.scrollWidth;
  });
  await expect(more).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 900 });

  // The whole page for one shop: its visit, the note on what stays the business's, kept in the address.
  const visits = page.getByRole('region', { name: 'Visits', exact: true }).getByTestId('figure-value');
  await expect(visits).toHaveText('2');
  const location = page.getByRole('combobox', { name: 'Location' });
  await expect(location.locator('option:checked')).toHaveText('All locations');
  await location.selectOption({ label: 'Station Kiosk' });
  await expect(page).toHaveURL(/location=/);
  await expect(page.getByTestId('analytics-location-note')).toContainText(
    "Visits, purchases, points and rewards at Station Kiosk. Customers, messages, campaigns, referrals and points held are the whole business's.",
  );
  await expect(visits).toHaveText('1');
  await expect(locationRows).toHaveCount(1);
  await expect(locationRows.first()).toContainText('Station Kiosk');
  await page.reload();
  await expect(location.locator('option:checked')).toHaveText('Station Kiosk', { timeout: 30_000 });
  await expect(visits).toHaveText('1');
  await shootBothWidths(page, 'analytics-location');
  await location.selectOption({ label: 'All locations' });
  await expect(page.getByTestId('analytics-location-note')).toHaveCount(0);
  await expect(visits).toHaveText('2');
});
