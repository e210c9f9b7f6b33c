import { type BrowserContext, expect, type Page } from '@playwright/test';
import { newAccount, SCREENS, shootBothWidths, shootViewport, signInViaUi, signUpViaApi, test } from './helpers.ts';
import { addLocationViaApi } from './locations-api.ts';

async function post(page: Page, path: string, data: unknown): Promise<{ id: string }> {
  const res = await page.request.post(path, { data });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as Record<string, { id: string }>;
  return Object.values(body)[0] as { id: string };
}

/** The device credential the server set in this browser, moved to another browser (a second till). */
async function moveDeviceCookie(from: BrowserContext, to: BrowserContext): Promise<void> {
  const cookie = (await from.cookies()).find((c) => c.name === 'regulars_counter');
  expect(cookie, 'the device cookie was set').toBeTruthy();
  if (!cookie) return;
  await to.addCookies([cookie]);
  await from.clearCookies({ name: 'regulars_counter' });
}

async function signInAs(page: Page, name: string, pin: string): Promise<void> {
  await page.getByRole('button', { name }).click();
  const keypad = page.getByRole('group', { name: 'Keypad' });
  for (const digit of pin) await keypad.getByRole('button', { name: digit, exact: true }).click();
  await keypad.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in: ${name}`)).toBeVisible();
}

test('a counter device per shop: staff sign in with their PINs, a redemption asks a manager, reports show both shops and both staff', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = newAccount('counter-device');
  await signUpViaApi(page, owner, 'Pro');
  const main = await addLocationViaApi(page.request, 'Main Street');
  const station = await addLocationViaApi(page.request, 'Station Kiosk');
  await post(page, '/api/programs', {
    name: 'Coffee Card',
    type: 'stamp_card',
    config: { stampsRequired: 2, rewardDescription: 'Free coffee', cooldownMinutes: 0 },
  });
  const fox = await post(page, '/api/customers', { firstName: 'Fox', phone: '(202) 555-0147' });
  await post(page, '/api/counter/staff', { name: 'Kim Barista', pin: '4821' });
  await post(page, '/api/counter/staff', { name: 'Lee Manager', pin: '7391', isManager: true });
  const rules = await page.request.put('/api/counter/rules', {
    data: { shiftMinutes: 15, managerPinForRedemptions: true, managerPinForUndo: true, managerPinPurchaseAbove: null },
  });
  expect(rules.status()).toBe(200);

  // The station's tablet is set up from here and carried over; this browser becomes the Main Street counter.
  const stationTill = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await post(page, '/api/counter/devices', { name: 'Station tablet', locationId: station });
  await moveDeviceCookie(page.context(), stationTill);
  await post(page, '/api/counter/devices', { name: 'Front iPad', locationId: main });
  // The owner signs out: the device stays a counter.
  expect((await page.request.post('/api/logout', { data: {} })).status()).toBe(204);

  await page.goto('/checkin');
  await expect(page.getByRole('heading', { name: 'Who’s at the counter?' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('device-location')).toHaveText('Main Street');
  await shootBothWidths(page, 'counter-device-staff');
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.screenshot({ path: `${SCREENS}/counter-device-staff-820.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // A wrong PIN says so in plain words; the right one signs Kim in.
  await page.getByRole('button', { name: 'Kim Barista' }).click();
  const keypad = page.getByRole('group', { name: 'Keypad' });
  for (const digit of '0000') await keypad.getByRole('button', { name: digit, exact: true }).click();
  await keypad.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('That PIN is not right')).toBeVisible();
  await shootViewport(page, 'counter-device-pin');
  await page.getByRole('button', { name: 'Not Kim Barista?' }).click();
  await signInAs(page, 'Kim Barista', '4821');

  await page.goto(`/checkin?customer=${fox.id}`);
  await expect(page.getByTestId('customer-name')).toHaveText('Fox', { timeout: 30_000 });
  // A device has no location to choose: it is the device's.
  await expect(page.getByLabel("This counter's location")).toHaveCount(0);
  await page.getByRole('button', { name: 'Record visit' }).click();
  await expect(page.getByTestId('action-result')).toContainText('Stamp 1 of 2');
  await shootBothWidths(page, 'counter-device-checkin');
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.screenshot({ path: `${SCREENS}/counter-device-checkin-820.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Lee records the second visit at the station.
  const stationPage = await stationTill.newPage();
  await stationPage.goto('/checkin');
  await expect(stationPage.getByTestId('device-location')).toHaveText('Station Kiosk', { timeout: 30_000 });
  await signInAs(stationPage, 'Lee Manager', '7391');
  await stationPage.goto(`/checkin?customer=${fox.id}`);
  await expect(stationPage.getByTestId('customer-name')).toHaveText('Fox', { timeout: 30_000 });
  await stationPage.getByRole('button', { name: 'Record visit' }).click();
  await expect(stationPage.getByTestId('action-result')).toContainText('Stamp 2 of 2');
  await stationPage.getByRole('button', { name: 'Sign out' }).click();
  await expect(stationPage.getByRole('heading', { name: 'Who’s at the counter?' })).toBeVisible();
  await stationTill.close();

  // Kim redeems the reward at Main Street: the business asks a manager's PIN.
  await page.reload();
  await expect(page.getByTestId('customer-name')).toHaveText('Fox', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Redeem Free coffee' }).click();
  const approval = page.getByRole('dialog', { name: 'Manager approval' });
  await expect(approval).toContainText(
    "Your counter rules ask for a manager's PIN to redeem a reward. Ask a manager to choose their name and enter it.",
  );
  await expect(approval.getByLabel('Manager', { exact: true }).locator('option:checked')).toHaveText('Lee Manager');
  await approval.getByLabel('Manager PIN').fill('1111');
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(approval.getByText('That PIN is not right')).toBeVisible();
  await shootViewport(page, 'counter-device-approval', approval);
  await approval.getByLabel('Manager PIN').fill('7391');
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(approval).toHaveCount(0);
  await expect(page.getByTestId('action-result')).toContainText('Redeemed');

  // The device opens nothing else: the owner's screens want a sign-in.
  await page.goto('/customers');
  await expect(page).toHaveURL(/\/login/);

  // The owner's reports: both shops and both staff.
  await signInViaUi(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/analytics');
  const card = page.getByRole('region', { name: 'At the counter' });
  const byLocation = card.getByRole('table', { name: 'By location' });
  await expect(byLocation).toBeVisible({ timeout: 30_000 });
  await expect(byLocation.getByTestId('breakdown-row').filter({ hasText: 'Main Street' })).toContainText('1was 0');
  await expect(byLocation.getByTestId('breakdown-row').filter({ hasText: 'Station Kiosk' })).toContainText('1was 0');
  await card.getByRole('tab', { name: 'By staff' }).click();
  const byStaff = card.getByRole('table', { name: 'By staff' });
  await expect(byStaff.getByTestId('breakdown-row')).toHaveCount(2);
  await expect(byStaff.getByTestId('breakdown-row').filter({ hasText: 'Kim Barista' })).toBeVisible();
  await expect(byStaff.getByTestId('breakdown-row').filter({ hasText: 'Lee Manager' })).toBeVisible();
});
