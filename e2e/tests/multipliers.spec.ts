import { expect, type Locator, type Page } from '@playwright/test';
import { MULTIPLIER_MESSAGES } from '@regulars/contracts';
import {
  newAccount,
  SCREENS,
  shootBothWidths,
  shootViewport,
  signUpViaApi,
  test,
  toastsGone,
  uniquePhone,
} from './helpers.ts';
import { addLocationViaApi } from './locations-api.ts';

/** The page at both widths, and the part that changed alone (the page is long). */
async function shoot(page: Page, part: Locator, name: string) {
  await shootBothWidths(page, name);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await part.scrollIntoViewIfNeeded();
    await part.screenshot({ path: `${SCREENS}/${name}-part-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an owner adds an all-day happy hour; the counter shows ×2 before a purchase and the purchase earns double', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page, newAccount('multipliers'), 'Pro');
  await addLocationViaApi(page.request, 'Main Street');
  const program = await page.request.post('/api/programs', {
    data: { name: 'Bean Points', type: 'points', config: { pointsPerDollar: 1 } },
  });
  expect(program.status(), await program.text()).toBe(201);
  const phone = uniquePhone();
  const created = await page.request.post('/api/customers', {
    data: { firstName: 'Maya', lastName: 'Lopez', phone: phone.display },
  });
  expect(created.status(), await created.text()).toBe(201);

  // Programs: the card below the programs, empty at first.
  await page.goto('/programs');
  const card = page.getByRole('region', { name: 'Earn multipliers' });
  await expect(card).toContainText('No multipliers yet.');
  await card.getByRole('button', { name: 'Add multiplier' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add multiplier' });
  await expect(dialog.getByLabel('Name')).toHaveValue('Happy hour');
  await expect(dialog.getByRole('radio', { name: 'Happy hour' })).toBeChecked();
  await expect(dialog.getByLabel('Multiplier')).toHaveValue('2');
  // Every weekday, from midnight to midnight.
  for (const day of ['Saturday', 'Sunday']) await dialog.getByRole('button', { name: day }).click();
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
    await expect(dialog.getByRole('button', { name: day })).toHaveAttribute('aria-pressed', 'true');
  }
  await dialog.getByLabel('Starts at').fill('00:00');
  await dialog.getByLabel('Ends at').fill('00:00');
  await expect(dialog.getByRole('radio', { name: 'Every location' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Add multiplier' }).click();
  await expect(page.getByText(MULTIPLIER_MESSAGES.added)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const rows = card.getByTestId('multiplier-text');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveText('×2 Happy hour — Every day, all day · Every location');
  await expect(card.getByTestId('multipliers-combine')).toHaveText('When several apply, the largest one counts.');
  await expect(card.getByTestId('multipliers-time-zone')).toHaveText(
    "Times are in UTC until you choose your business's time zone in Settings.",
  );
  await expect(card.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  await shoot(page, card, 'multipliers-programs');

  // How several combine: multiplied, up to ×4.
  await card.getByRole('button', { name: 'Change' }).click();
  const combine = card.getByRole('form', { name: 'How multipliers combine' });
  await combine.getByRole('radio', { name: 'They multiply, up to' }).check();
  await combine.getByLabel('Ceiling').fill('4');
  await combine.screenshot({ path: `${SCREENS}/multipliers-combine-1280.png` });
  await combine.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(MULTIPLIER_MESSAGES.combineSaved)).toBeVisible();
  await expect(card.getByTestId('multipliers-combine')).toHaveText(
    'When several apply, they multiply, up to ×4 in all.',
  );
  await toastsGone(page);

  // A second happy hour at the same place overlaps the first: refused, the dialog says why.
  await card.getByRole('button', { name: 'Add multiplier' }).click();
  dialog = page.getByRole('dialog', { name: 'Add multiplier' });
  await dialog.getByLabel('Name').fill('Evening bonus');
  await dialog.getByRole('button', { name: 'Add multiplier' }).click();
  const problem = dialog.getByTestId('multiplier-problem');
  await expect(problem).toHaveText(MULTIPLIER_MESSAGES.overlaps('happy_hour', 'Happy hour'));
  // The refusal is at the foot of the form: each width is shot with it in view.
  await shootViewport(page, 'multipliers-overlap', problem);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(rows).toHaveCount(1);
  // A category bonus for the counter to offer (its dialog is tested in the card's component test).
  const lattes = await page.request.post('/api/multipliers', {
    data: { kind: 'category', name: 'Lattes', factor: 1.5, category: 'Lattes' },
  });
  expect(lattes.status(), await lattes.text()).toBe(201);

  // The counter: the customer found by phone, the happy hour shown before the purchase is recorded.
  await page.goto('/checkin');
  await page.getByRole('searchbox', { name: 'Find a customer' }).fill(phone.digits.slice(-7));
  const match = page.getByTestId('customer-result').filter({ hasText: 'Maya Lopez' });
  await match.click();
  await expect(page.getByTestId('customer-name')).toHaveText('Maya Lopez');
  const boost = page.getByTestId('purchase-multipliers');
  await expect(boost.getByRole('listitem')).toHaveText(['×2 Happy hour']);
  await expect(boost.getByTestId('purchase-multipliers-total')).toHaveCount(0);
  await toastsGone(page);
  await shoot(page, boost, 'multipliers-counter');

  await page.getByLabel('Purchase amount').fill('10');
  await page.getByRole('button', { name: 'Record purchase' }).click();
  const result = page.getByTestId('action-result');
  await expect(result).toContainText('Purchase recorded');
  await expect(result).toContainText('+20 points (×2 Happy hour)');
  await expect(page.getByTestId('stat-points').locator('dd')).toHaveText('20');
  await expect(boost.getByRole('listitem')).toHaveText(['×2 Happy hour']);

  // A latte: the cashier ticks its bonus, and both multiply (up to ×4).
  const bonus = page.getByTestId('category-bonuses').getByRole('button', { name: 'Lattes ×1.5' });
  await expect(bonus).toHaveAttribute('aria-pressed', 'false');
  await bonus.click();
  await expect(bonus).toHaveAttribute('aria-pressed', 'true');
  await shoot(page, page.getByTestId('category-bonuses'), 'multipliers-category');
  await page.getByLabel('Purchase amount').fill('10');
  await page.getByRole('button', { name: 'Record purchase' }).click();
  await expect(result).toContainText('+30 points (×3 in all: ×2 Happy hour, ×1.5 Lattes)');
  await expect(page.getByTestId('stat-points').locator('dd')).toHaveText('50');
  // Ticked for one purchase only.
  await expect(bonus).toHaveAttribute('aria-pressed', 'false');
});
