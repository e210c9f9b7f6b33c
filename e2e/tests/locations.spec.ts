import { expect } from '@playwright/test';
import { newAccount, shootBothWidths, shootViewport, signUpViaApi, test } from './helpers.ts';

const FREE_LIMIT = 'Your plan includes 1 location. Upgrade your plan to add more.';

test('a fresh business adds, edits and deletes its location, hangs a QR code there and meets the Free limit', async ({
  page,
}) => {
  await signUpViaApi(page, newAccount('locations'));
  await page.goto('/company');
  const card = page.getByRole('region', { name: 'Locations' });
  // A loaded machine takes a while to bring the first screen.
  await expect(card.getByRole('heading', { name: 'No locations yet' })).toBeVisible({ timeout: 30_000 });
  await expect(card.getByTestId('location-usage')).toHaveText('0 of 1 location');
  await shootViewport(page, 'company-locations-empty', card);

  // Add: the name is required, in plain words; the zone is chosen from the list.
  await card.getByRole('button', { name: 'Add location' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add location' });
  await dialog.getByRole('button', { name: 'Add location' }).click();
  await expect(dialog.getByText('Enter a name for the location')).toBeVisible();
  await dialog.getByLabel('Name').fill('Main Street');
  await dialog.getByLabel('Address (optional)').fill('12 Main Street, Springfield');
  await dialog.getByRole('combobox', { name: 'Time zone' }).fill('London');
  await dialog.getByRole('option', { name: /Europe\/London/ }).click();
  await shootViewport(page, 'company-location-dialog', dialog);
  await dialog.getByRole('button', { name: 'Add location' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Location added')).toBeVisible();

  let row = card.getByTestId('location-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Main Street');
  await expect(row).toContainText('12 Main Street, Springfield');
  await expect(row).toContainText('Europe/London');
  await expect(row).toContainText('0 QR codes');
  // Free has room for one: the card says so, with the way to more, and offers no second.
  await expect(card.getByTestId('location-usage')).toHaveText('1 of 1 location');
  await expect(card.getByTestId('location-limit')).toContainText(FREE_LIMIT);
  await expect(card.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/subscription');
  await expect(card.getByRole('button', { name: 'Add location' })).toHaveCount(0);

  // Edit: renamed, and back to the business's own zone.
  await card.getByRole('button', { name: 'Edit Main Street' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit location' });
  await expect(dialog.getByLabel('Name')).toHaveValue('Main Street');
  await dialog.getByLabel('Name').fill('High Street');
  await dialog.getByRole('button', { name: "Use the business's" }).click();
  await dialog.getByRole('button', { name: 'Save location' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Location saved')).toBeVisible();
  row = card.getByTestId('location-row');
  await expect(row).toContainText('High Street');
  await expect(row).toContainText('Business time zone');
  await shootBothWidths(page, 'company-locations');

  // A second location is refused by the server too, with the numbers.
  const refused = await page.request.post('/api/locations', { data: { name: 'Station' } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error).toMatchObject({ code: 'PLAN_LIMIT', message: FREE_LIMIT });

  // The QR dialog offers the business's locations; a new one at the limit says why not.
  await page.goto('/qr-codes');
  await page.getByRole('button', { name: 'Generate QR Code' }).first().click();
  dialog = page.getByRole('dialog', { name: 'Generate QR Code' });
  const location = dialog.getByLabel('Location (optional)');
  await expect(location.locator('option')).toHaveText(['No location', 'High Street', 'New location…']);
  await location.selectOption({ label: 'New location…' });
  await expect(dialog.getByTestId('location-limit')).toContainText(FREE_LIMIT);
  await location.selectOption({ label: 'High Street' });
  await expect(dialog.getByTestId('location-limit')).toHaveCount(0);
  await shootViewport(page, 'qr-generate-location', dialog);
  await dialog.getByRole('button', { name: 'Generate QR Code' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const qrCard = page.getByTestId('qr-card').filter({ hasText: 'High Street' });
  await expect(qrCard.getByRole('heading', { name: 'High Street' })).toBeVisible();

  // Delete, asked once more: its QR code stays, with no location.
  await page.goto('/company');
  row = card.getByTestId('location-row');
  await expect(row).toContainText('1 QR code');
  await card.getByRole('button', { name: 'Delete High Street' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Its QR codes stay active, with no location.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Location deleted')).toBeVisible();
  await expect(card.getByRole('heading', { name: 'No locations yet' })).toBeVisible();

  await page.goto('/qr-codes');
  await expect(page.getByTestId('qr-card')).toHaveCount(1);
  await expect(page.getByTestId('qr-card').getByRole('heading', { name: 'Sign-up form' })).toBeVisible();
});

test('a new location made from the QR dialog joins the list, and the code hangs there', async ({ page }) => {
  await signUpViaApi(page, newAccount('qrlocation'));
  await page.goto('/qr-codes');
  await page.getByRole('button', { name: 'Generate QR Code' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Generate QR Code' });
  await dialog.getByLabel('Location (optional)').selectOption({ label: 'New location…' });
  await dialog.getByRole('button', { name: 'Generate QR Code' }).click();
  await expect(dialog.getByText('Enter a name for the location')).toBeVisible();
  await dialog.getByLabel('New location name').fill('Station Kiosk');
  await shootViewport(page, 'qr-generate-new-location', dialog);
  await dialog.getByRole('button', { name: 'Generate QR Code' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('qr-card').getByRole('heading', { name: 'Station Kiosk' })).toBeVisible();

  await page.goto('/company');
  const row = page.getByRole('region', { name: 'Locations' }).getByTestId('location-row');
  await expect(row).toContainText('Station Kiosk');
  await expect(row).toContainText('1 QR code');
});
