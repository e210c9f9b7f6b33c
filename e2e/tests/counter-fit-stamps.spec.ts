import { expect, type Page } from '@playwright/test';
import { LOYALTY_MESSAGES } from '@regulars/contracts';
import { expectAccessible, newAccount, SCREENS, signUpViaApi, test } from './helpers.ts';

// A stamp-card café at the counter, in search and in /customers: stamps, not 'Points 0'; with both kinds, both.
const DESKTOP = { width: 1280, height: 1000 };
const PHONE = { width: 390, height: 844 };

async function createProgram(page: Page, data: Record<string, unknown>) {
  const response = await page.request.post('/api/programs', { data });
  expect(response.status(), await response.text()).toBe(201);
}

async function createCustomer(page: Page, firstName: string, phone: string): Promise<string> {
  const response = await page.request.post('/api/customers', { data: { firstName, lastName: 'Fit', phone } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { customer: { id: string } }).customer.id;
}

/** A shot at 1280 and one at 390 px (full page), each checked with axe. */
async function shootBoth(page: Page, name: string) {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SCREENS}/${name}-${size.width}.png`, fullPage: true, animations: 'disabled' });
    await expectAccessible(page, `${name} at ${size.width} px`);
  }
  await page.setViewportSize(DESKTOP);
}

const stat = (page: Page, name: string) => page.getByTestId(`stat-${name}`).locator('dd');
const result = (page: Page) => page.getByTestId('action-result');

test('a stamp-card café sees stamps, not points, and a visit in the cooldown warns in amber', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signUpViaApi(page, newAccount('stampcafe'));
  await createProgram(page, {
    name: 'Coffee card',
    type: 'stamp_card',
    config: { stampsRequired: 10, rewardDescription: 'Free coffee', cooldownMinutes: 10 },
  });
  const id = await createCustomer(page, 'Stella', '(415) 555-0142');

  await page.goto(`/checkin?customer=${id}`);
  await expect(page.getByTestId('customer-name')).toHaveText('Stella Fit');
  await expect(stat(page, 'stamps')).toHaveText('0 of 10');
  await expect(page.getByTestId('stat-points')).toHaveCount(0);
  const visit = page.getByRole('button', { name: 'Record visit' });

  await visit.click();
  await expect(result(page)).toContainText('Visit recorded');
  await expect(result(page)).toContainText('Stamp 1 of 10');
  await expect(result(page)).toHaveClass(/bg-emerald-50/);
  await expect(stat(page, 'stamps')).toHaveText('1 of 10');

  // The second visit in a row is counted, but the card's cooldown holds the stamp back: a warning, in amber.
  await visit.click();
  await expect(stat(page, 'visits')).toHaveText('2');
  await expect(result(page)).toHaveClass(/bg-amber-50/);
  await expect(result(page)).toContainText('Visit recorded');
  await expect(page.getByTestId('action-warning')).toHaveText('No stamp: the next one can be given in 10 minutes');
  await expect(stat(page, 'stamps')).toHaveText('1 of 10');
  await expect(page.getByText('Points', { exact: true })).toHaveCount(0);
  await shootBoth(page, 'counter-cooldown-warning');

  // Search: the match shows its card, not '0 points'.
  await page.getByRole('button', { name: 'Close customer' }).first().click();
  await page.getByRole('searchbox', { name: 'Find a customer' }).fill('Stella');
  const row = page.getByTestId('customer-result');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('result-stamps')).toHaveText('1 of 10stamps');
  await expect(row.getByTestId('result-points')).toHaveCount(0);
  await expect(row).not.toContainText('points');
  await shootBoth(page, 'counter-search-stamps');

  // /customers: a Stamps column, no Points column; on a phone the card says stamps and visits.
  await page.goto('/customers');
  await expect(page.getByRole('columnheader', { name: 'Stamps' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Points' })).toHaveCount(0);
  await expect(page.getByTestId('customer-row')).toContainText('1 of 10');
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('customer-card')).toContainText('1 of 10 stamps · 2 visits');
  await expect(page.getByTestId('customer-card')).not.toContainText('points');
  await shootBoth(page, 'customers-stamps');

  // The customer's own page totals the same way.
  await page.goto(`/customers/${id}`);
  await expect(stat(page, 'stamps')).toHaveText('1 of 10');
  await expect(stat(page, 'visits')).toHaveText('2');
  await expect(page.getByTestId('stat-points')).toHaveCount(0);
  await expect(page.getByTestId('stat-lifetime-points')).toHaveCount(0);
  await shootBoth(page, 'customer-detail-stamps');
});

test('two coffees get two stamps in one visit, and a card that fills starts the next with the rest', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signUpViaApi(page, newAccount('twocoffees'));
  await createProgram(page, {
    name: 'Coffee card',
    type: 'stamp_card',
    config: { stampsRequired: 4, rewardDescription: 'Free coffee', cooldownMinutes: 0 },
  });
  const id = await createCustomer(page, 'Dora', '(415) 555-0147');
  await page.goto(`/checkin?customer=${id}`);
  const field = page.getByRole('spinbutton', { name: 'Stamps for this visit or purchase' });
  await expect(field).toHaveValue('1');
  await expect(page.getByRole('button', { name: 'One stamp fewer' })).toBeDisabled();
  await expect(page.getByTestId('stamps-per-action')).toContainText('One for each item that earns a stamp');

  await page.getByRole('button', { name: 'One stamp more' }).click();
  await expect(field).toHaveValue('2');
  await page.getByRole('button', { name: 'Record visit' }).click();
  await expect(result(page)).toContainText('+2 stamps: 2 of 4');
  await expect(stat(page, 'stamps')).toHaveText('2 of 4');
  // Back to one for the next customer's visit.
  await expect(field).toHaveValue('1');

  // Up to the largest card, no further.
  await field.fill('9');
  await expect(field).toHaveValue('4');
  await expect(page.getByRole('button', { name: 'One stamp more' })).toBeDisabled();
  await field.fill('3');
  await page.getByLabel('Purchase amount').fill('9.50');
  await page.getByRole('button', { name: 'Record purchase' }).click();
  await expect(result(page)).toContainText('+3 stamps: 4 of 4');
  await expect(result(page)).toContainText('Reward earned: Free coffee');
  await expect(result(page)).toContainText('1 stamp on the next card');
  await expect(stat(page, 'stamps')).toHaveText('1 of 4');
  await expect(page.getByRole('button', { name: 'Redeem Free coffee' })).toHaveCount(1);
  await field.fill('2');
  await shootBoth(page, 'counter-several-stamps');
});

test('with a points program and a stamp card, the counter, search and /customers show both', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signUpViaApi(page, newAccount('bothkinds'), 'Pro');
  await createProgram(page, {
    name: 'Coffee card',
    type: 'stamp_card',
    config: { stampsRequired: 8, cooldownMinutes: 0 },
  });
  await createProgram(page, { name: 'Bean Points', type: 'points', config: { pointsPerDollar: 1 } });
  const id = await createCustomer(page, 'Bea', '(415) 555-0143');

  await page.goto(`/checkin?customer=${id}`);
  await expect(stat(page, 'points')).toHaveText('0');
  await expect(stat(page, 'stamps')).toHaveText('0 of 8');
  await page.getByLabel('Purchase amount').fill('12');
  await page.getByRole('button', { name: 'Record purchase' }).click();
  await expect(result(page)).toContainText('+12 points');
  await expect(result(page)).toContainText('Stamp 1 of 8');
  await expect(stat(page, 'points')).toHaveText('12');
  await expect(stat(page, 'stamps')).toHaveText('1 of 8');
  await shootBoth(page, 'counter-both-kinds');

  await page.getByRole('button', { name: 'Close customer' }).first().click();
  await page.getByRole('searchbox', { name: 'Find a customer' }).fill('Bea');
  const row = page.getByTestId('customer-result');
  await expect(row.getByTestId('result-points')).toHaveText('12points');
  await expect(row.getByTestId('result-stamps')).toHaveText('1 of 8stamps');

  await page.goto('/customers');
  await expect(page.getByRole('columnheader', { name: 'Points' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Stamps' })).toBeVisible();
  await expect(page.getByTestId('customer-row')).toContainText('1 of 8');
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('customer-card')).toContainText('12 points · 1 of 8 stamps · 1 visit');
  await shootBoth(page, 'customers-both-kinds');

  await page.goto(`/customers/${id}`);
  await expect(stat(page, 'points')).toHaveText('12');
  await expect(stat(page, 'lifetime-points')).toHaveText('12');
  await expect(stat(page, 'stamps')).toHaveText('1 of 8');
  await expect(stat(page, 'visits')).toHaveText('1');
  await shootBoth(page, 'customer-detail-both-kinds');
});

test('a points program made without a catalogue names its reward for its points', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signUpViaApi(page, newAccount('nocatalogue'));
  await page.goto('/programs');
  await page.getByRole('button', { name: 'Create Program' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^Points/ }).click();
  await expect(dialog.getByRole('group', { name: 'Rewards catalogue' })).toContainText('No rewards listed yet');
  await dialog.getByLabel('Program name').fill('Bean Points');
  await dialog.getByRole('button', { name: 'Create Program' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const card = page.getByTestId('program-card').filter({ hasText: 'Bean Points' });
  await expect(card).toContainText('Reward at 100 points');
  await expect(card).not.toContainText('Reward (100)');
  await shootBoth(page, 'programs-default-reward');

  const id = await createCustomer(page, 'Nora', '(415) 555-0144');
  await page.goto(`/checkin?customer=${id}`);
  await page.getByLabel('Purchase amount').fill('120');
  await page.getByRole('button', { name: 'Record purchase' }).click();
  await expect(stat(page, 'points')).toHaveText('120');
  // No stamp card, no stamps to count.
  await expect(page.getByTestId('stamps-per-action')).toHaveCount(0);
  const item = page.getByTestId('catalogue-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Reward at 100 points');
  await page.getByRole('button', { name: 'Redeem Reward at 100 points' }).click();
  await expect(result(page)).toContainText('Reward redeemed');
  await expect(stat(page, 'points')).toHaveText('20');
  await shootBoth(page, 'counter-default-reward');
});

test('the purchase field takes only amounts and its message moves no button, at 1280 and 390 px', async ({ page }) => {
  await signUpViaApi(page, newAccount('amountfit'));
  await createProgram(page, { name: 'Coffee card', type: 'stamp_card', config: {} });
  const id = await createCustomer(page, 'Amy', '(415) 555-0145');
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.goto(`/checkin?customer=${id}`);
    await expect(page.getByTestId('customer-name')).toHaveText('Amy Fit');
    const amount = page.getByLabel('Purchase amount');
    const visit = page.getByRole('button', { name: 'Record visit' });
    const record = page.getByRole('button', { name: 'Record purchase' });
    await amount.pressSequentially('abc');
    await expect(amount).toHaveValue('');
    // Where a click would scroll it to (the stamps field above puts it below the fold on a phone).
    await record.scrollIntoViewIfNeeded();
    const before = [await visit.boundingBox(), await record.boundingBox()];
    for (const typed of ['-5', '0']) {
      await amount.fill('');
      await amount.pressSequentially(typed);
      await record.click();
      await expect(page.getByTestId('purchase-amount-error')).toHaveText(LOYALTY_MESSAGES.amountPositive);
      await expect(page.getByTestId('purchase-amount-error')).toHaveText('The amount must be more than $0');
      expect([await visit.boundingBox(), await record.boundingBox()]).toEqual(before);
    }
    await page.screenshot({ path: `${SCREENS}/counter-amount-error-${size.width}.png`, fullPage: true });
  }
});
