import { expect, type Locator, type Page } from '@playwright/test';
import {
  newAccount,
  SCREENS,
  sendOk,
  shootBothWidths,
  signUpViaApi,
  test,
  toastsGone,
  uniquePhone,
} from './helpers.ts';

/** A part of the page at both widths. */
async function shootPart(page: Page, part: Locator, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await part.scrollIntoViewIfNeeded();
    await part.screenshot({ path: `${SCREENS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a Gold customer at the counter during happy hour sees both multipliers, earns by both, and sees Gold in the portal', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page, newAccount('status-counter'), 'Pro');
  await sendOk(page, 'post', '/api/programs', { name: 'Bean Points', type: 'points', config: { pointsPerDollar: 1 } });
  const phone = uniquePhone();
  const { customer } = await sendOk(page, 'post', '/api/customers', {
    firstName: 'Maya',
    lastName: 'Lopez',
    phone: phone.display,
  });
  await sendOk(page, 'put', '/api/status-tiers', {
    basis: 'points',
    window: 'rolling',
    windowMonths: 12,
    graceDays: 30,
    tiers: [
      { name: 'Silver', threshold: 100, factor: 1.5 },
      { name: 'Gold', threshold: 200, factor: 2, reward: { name: 'Free dessert', validDays: 30 } },
    ],
  });
  await sendOk(page, 'post', '/api/multipliers', {
    kind: 'happy_hour',
    name: 'Happy hour',
    factor: 2,
    days: [0, 1, 2, 3, 4, 5, 6],
    startTime: '00:00',
    endTime: '00:00',
  });
  await sendOk(page, 'put', '/api/multipliers/combine', { combine: 'multiply', ceiling: 5 });
  // Her purchases so far: $120 at ×2 makes 240 points, past Gold's 200.
  const earlier = await sendOk(page, 'post', `/api/customers/${customer.id}/purchases`, {
    idempotencyKey: crypto.randomUUID(),
    amount: 120,
  });
  expect(earlier.changes).toEqual(['+240 points (×2 Happy hour)', 'Moved up to Gold', 'Gold reward: Free dessert']);

  await page.goto('/checkin');
  await page.getByRole('searchbox', { name: 'Find a customer' }).fill(phone.digits.slice(-7));
  await page.getByTestId('customer-result').filter({ hasText: 'Maya Lopez' }).click();
  await expect(page.getByTestId('customer-name')).toHaveText('Maya Lopez');
  const status = page.getByTestId('status-progress');
  await expect(status).toContainText('Gold status');
  await expect(status).toContainText('×2 points');
  await expect(status).toContainText('240 points in the last 12 months');
  await expect(status).toContainText('Top tier: nothing more to reach');
  // What reaching Gold unlocked waits at the counter like any reward.
  await expect(page.getByTestId('available-reward').filter({ hasText: 'Free dessert' })).toBeVisible();
  const boost = page.getByTestId('purchase-multipliers');
  await expect(boost.getByRole('listitem')).toHaveText(['×2 Gold', '×2 Happy hour']);
  await expect(boost.getByTestId('purchase-multipliers-total')).toHaveText('×4 in all');
  await toastsGone(page);
  await shootBothWidths(page, 'status-counter');

  await page.getByLabel('Purchase amount').fill('10');
  await page.getByRole('button', { name: 'Record purchase' }).click();
  const result = page.getByTestId('action-result');
  await expect(result).toContainText('+40 points (×4 in all: ×2 Gold, ×2 Happy hour)');
  await expect(page.getByTestId('stat-points').locator('dd')).toHaveText('280');
  await expect(status).toContainText('280 points in the last 12 months');

  // Her page: the status card beside her profile.
  await page.goto(`/customers/${customer.id}`);
  const card = page.getByTestId('status-progress');
  await expect(card).toContainText('Gold status');
  await shootPart(page, card.locator('xpath=ancestor::*[contains(@class, "rounded")][1]'), 'status-customer-page');

  // The portal: she signs in with her PIN and sees her tier.
  const pin = await page.request.put(`/api/customers/${customer.id}/pin`, { data: { pin: '2468' } });
  expect(pin.status()).toBe(204);
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const portal = await phoneContext.newPage();
  await portal.goto('/customer/login');
  await portal.getByLabel('Phone number').pressSequentially(phone.digits);
  await portal.getByLabel('PIN', { exact: true }).fill('2468');
  await portal.getByRole('button', { name: 'Log In' }).click();
  const yours = portal.getByRole('region', { name: 'Your Status' });
  await expect(yours).toContainText('Gold status');
  await expect(yours).toContainText('280 points in the last 12 months');
  await yours.screenshot({ path: `${SCREENS}/status-portal-390.png` });
  await phoneContext.close();
});
