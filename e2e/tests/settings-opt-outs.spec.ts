import { expect, type Locator, type Page } from '@playwright/test';
import { expectAccessible, newAccount, SCREENS, shootBothWidths, signUpViaApi, test } from './helpers.ts';

/**
 * Waits for a dialog's opening animation to end, so a screenshot shows it where it rests. An animation cancelled on
 * the way (the page re-rendered as a card below it loaded) has ended too: its `finished` rejects, which is not a fault.
 */
async function settled(locator: Locator) {
  await locator.evaluate((el) =>
    Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))),
  );
}

async function addNumber(page: Page, phone: string) {
  await page.getByRole('button', { name: 'Add number' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a number' });
  await dialog.getByLabel('Phone number').fill(phone);
  await dialog.getByRole('button', { name: 'Add number' }).click();
  return dialog;
}

test('settings: SMS opt-outs: add a number, find it, refuse a duplicate, remove it', async ({ page }) => {
  test.setTimeout(60_000);
  const account = newAccount('optouts');
  await signUpViaApi(page, account);
  const customer = await page.request.post('/api/customers', {
    data: { firstName: 'Rosa', lastName: 'Diaz', phone: '(415) 555-0123' },
  });
  expect(customer.status()).toBe(201);
  const customerId = (await customer.json()).customer.id as string;

  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'SMS opt-outs' });
  await expect(card.getByText('Numbers on this list never get a text from you')).toBeVisible();
  await expect(card.getByText('No one has opted out')).toBeVisible();

  // A number that cannot be one is refused inside the dialog, in plain words.
  const dialog = await addNumber(page, '12');
  await expect(dialog.getByRole('alert')).toHaveText('Enter a valid phone number');
  await settled(dialog);
  await page.screenshot({ path: `${SCREENS}/settings-opt-outs-add-error-1280.png` });
  await expectAccessible(page, 'settings-opt-outs-add-error-1280');

  await dialog.getByLabel('Phone number').fill('(415) 555-0123');
  await dialog.getByRole('button', { name: 'Add number' }).click();
  await expect(page.getByText('Number added. It will not get any texts from you.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const rows = card.getByTestId('opt-out-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('(415) 555-0123');
  await expect(rows.first()).toContainText(`Added by ${account.email}`);

  // The customer with that number no longer gets texts.
  const after = await (await page.request.get(`/api/customers/${customerId}`)).json();
  expect(after.customer.optedInSms).toBe(false);

  // The same number however it is written is already there.
  const again = await addNumber(page, '+1 415 555 0123');
  await expect(again.getByRole('alert')).toHaveText('This number is already on the list');
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expect(again).toBeHidden();

  await addNumber(page, '+44 7700 900123');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('+44 7700 900123');

  // Search by digits, typed any way.
  const search = card.getByRole('searchbox', { name: 'Search opted-out numbers' });
  await search.fill('555-0123');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('(415) 555-0123');
  await search.fill('999');
  await expect(card.getByText('No numbers match your search')).toBeVisible();
  await search.fill('');
  await expect(rows).toHaveCount(2);

  await card.scrollIntoViewIfNeeded();
  await shootBothWidths(page, 'settings-opt-outs');

  // Remove the staff-added number, after a confirmation.
  await card.getByRole('button', { name: 'Remove (415) 555-0123' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove (415) 555-0123?' });
  await expect(confirm).toContainText('stay opted out of SMS');
  await settled(confirm);
  await page.screenshot({ path: `${SCREENS}/settings-opt-outs-remove-1280.png` });
  await expectAccessible(page, 'settings-opt-outs-remove-1280');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Number removed from the list')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('+44 7700 900123');

  // Removing never turns texts back on for the customer: only they can.
  const still = await (await page.request.get(`/api/customers/${customerId}`)).json();
  expect(still.customer.optedInSms).toBe(false);

  // Past a page, the list pages.
  for (let i = 0; i < 10; i++) {
    const res = await page.request.post('/api/settings/sms-opt-outs', { data: { phone: `(212) 555-01${10 + i}` } });
    expect(res.status()).toBe(201);
  }
  await page.reload();
  await expect(card.getByTestId('opt-outs-range')).toHaveText('1–10 of 11');
  await card.getByRole('button', { name: 'Next' }).click();
  await expect(card.getByTestId('opt-outs-range')).toHaveText('11–11 of 11');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('+44 7700 900123');
});
