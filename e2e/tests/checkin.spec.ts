import { expect, type Page } from '@playwright/test';
import { LOYALTY_MESSAGES } from '@regulars/contracts';
import {
  expectAccessible,
  expectNoSidewaysScroll,
  newAccount,
  SCREENS,
  shootBothWidths,
  signUpViaApi,
  test,
} from './helpers.ts';

// Tall enough for the whole screen: a full-page shot would cut the fixed sidebar short.
const DESKTOP = { width: 1280, height: 1100 };
const PHONE = { width: 390, height: 844 };

async function createProgram(page: Page, data: Record<string, unknown>) {
  const response = await page.request.post('/api/programs', { data });
  expect(response.status(), await response.text()).toBe(201);
}

/** The two programs the journeys use: a 3-stamp coffee card with no pause between stamps, and points with a cookie. */
async function createCounterPrograms(page: Page) {
  await createProgram(page, {
    name: 'Coffee Card',
    type: 'stamp_card',
    config: { stampsRequired: 3, rewardDescription: 'Free coffee', cooldownMinutes: 0 },
  });
  await createProgram(page, {
    name: 'Bean Points',
    type: 'points',
    config: { pointsPerDollar: 1, minimumRedemption: 10, rewards: [{ name: 'Cookie', points: 10 }] },
  });
}

const result = (page: Page) => page.getByTestId('action-result');
/** The number on a tile such as the customer's Points or a program's Balance. */
const stat = (scope: Page | ReturnType<Page['getByRole']>, name: string) =>
  scope.getByTestId(`stat-${name}`).locator('dd');
const program = (page: Page, name: string) => page.getByRole('region', { name });

test('enrols a customer at the counter, records, redeems, undoes and finds them again', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signUpViaApi(page, newAccount('checkin'), 'Pro');
  await page.goto('/dashboard');

  // The sidebar's second link, right after Dashboard.
  const nav = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
  await expect(nav.nth(0)).toHaveText('Dashboard');
  await expect(nav.nth(1)).toHaveText('Check-in');
  await nav.nth(1).click();
  await expect(page).toHaveURL(/\/checkin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Find a customer' });
  await expect(search).toBeFocused();
  await expect(search).toHaveAttribute('placeholder', 'Phone, customer ID or name');
  await expect(page.getByText("Who's at the counter?")).toBeVisible();
  // The test machine has no camera: no scan button (scan-fallback.spec.ts gives Chromium a fake one).
  await expect(page.getByRole('button', { name: 'Scan QR' })).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/checkin-empty-desktop.png`, animations: 'disabled' });
  await expectAccessible(page, 'checkin-empty-desktop');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SCREENS}/checkin-empty-mobile.png`, fullPage: true, animations: 'disabled' });
  await expectAccessible(page, 'checkin-empty-mobile');
  await page.setViewportSize(DESKTOP);

  await createCounterPrograms(page);

  // Nobody has this number yet: enrol them inline, the phone taken from the search.
  await search.fill('(415) 555-0199');
  await expect(page.getByText('No customer found')).toBeVisible();
  const enrol = page.getByRole('form', { name: 'Enrol new customer' });
  await expect(enrol.getByLabel('Phone')).toHaveValue('(415) 555-0199');
  await page.screenshot({ path: `${SCREENS}/checkin-no-match-desktop.png`, animations: 'disabled' });
  await expectAccessible(page, 'checkin-no-match-desktop');
  await enrol.getByLabel('Phone').fill('');
  await enrol.getByRole('button', { name: 'Enrol customer' }).click();
  await expect(enrol.getByText('Enter the customer’s phone number')).toBeVisible();
  await enrol.getByLabel('Phone').fill('(415) 555-0199');
  await enrol.getByLabel('First name').fill('Dana');
  await enrol.getByLabel('Last name').fill('Scully');
  await enrol.getByRole('button', { name: 'Enrol customer' }).click();

  await expect(page.getByTestId('customer-name')).toHaveText('Dana Scully');
  await expect(page).toHaveURL(/\/checkin\?customer=[0-9a-f-]{36}$/);
  await expect(search).toHaveValue('');
  await expect(page.getByText(/CUS\d+ · \(415\) 555-0199/)).toBeVisible();
  await expect(program(page, 'Coffee Card')).toContainText('0 of 3 stamps');
  await expect(program(page, 'Bean Points').getByRole('button', { name: 'Redeem Cookie' })).toBeDisabled();
  await expect(page.getByText('No rewards to redeem')).toBeVisible();

  // A purchase of $12.50: a point per whole dollar, and a stamp.
  await page.getByLabel('Purchase amount').fill('12.50');
  await page.getByRole('button', { name: 'Record purchase' }).click();
  await expect(result(page)).toContainText('Purchase recorded');
  await expect(result(page)).toContainText('+12 points');
  await expect(result(page)).toContainText('Stamp 1 of 3');
  await expect(result(page).getByRole('button', { name: /^Undo/ })).toContainText(/\d:\d\d left/);
  await expect(page.getByLabel('Purchase amount')).toHaveValue('');
  await expect(stat(page, 'points')).toHaveText('12');
  await expect(stat(program(page, 'Bean Points'), 'balance')).toHaveText('12');
  await expect(program(page, 'Coffee Card')).toContainText('1 of 3 stamps');

  // Visits until the card is full.
  const recordVisit = page.getByRole('button', { name: 'Record visit' });
  await recordVisit.click();
  await expect(result(page)).toContainText('Stamp 2 of 3');
  await recordVisit.click();
  await expect(result(page)).toContainText('Stamp 3 of 3');
  await expect(result(page)).toContainText('Reward earned: Free coffee');
  await expect(stat(page, 'visits')).toHaveText('3');
  const reward = page.getByTestId('available-reward').filter({ hasText: 'Free coffee' });
  await expect(reward).toContainText('Coffee Card');
  await expect(reward).toContainText(/Expires: \w{3} \d{1,2}, \d{4}|No expiry/);
  await page.screenshot({ path: `${SCREENS}/checkin-customer-desktop.png`, animations: 'disabled' });
  await expectAccessible(page, 'checkin-customer-desktop');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SCREENS}/checkin-customer-mobile.png`, fullPage: true, animations: 'disabled' });
  await expectAccessible(page, 'checkin-customer-mobile');
  await page.setViewportSize(DESKTOP);

  // One tap redeems the coffee.
  await reward.getByRole('button', { name: 'Redeem Free coffee' }).click();
  await expect(result(page)).toContainText('Redeemed: Free coffee');
  // No earned reward is left, but the 12 points buy the cookie: the card says so rather than "nothing to redeem".
  await expect(page.getByText('No earned rewards waiting')).toBeVisible();
  await expect(page.getByText('Their points buy 1 reward now: redeem in the program below.')).toBeVisible();
  await expect(page.getByText('No rewards to redeem')).toHaveCount(0);

  // The cookie costs 10 of the 12 points.
  const points = program(page, 'Bean Points');
  await points.getByRole('button', { name: 'Redeem Cookie' }).click();
  await expect(result(page)).toContainText('-10 points');
  await expect(result(page)).toContainText('Redeemed: Cookie');
  await expect(stat(points, 'balance')).toHaveText('2');
  await expect(points.getByRole('button', { name: 'Redeem Cookie' })).toBeDisabled();

  // Undo takes the cookie back: the points return.
  await result(page).getByRole('button', { name: /^Undo/ }).click();
  await expect(result(page)).toContainText('Last action undone');
  await expect(result(page)).toContainText('Undone:');
  await expect(stat(points, 'balance')).toHaveText('12');
  await expect(stat(page, 'points')).toHaveText('12');
  await expect(points.getByRole('button', { name: 'Redeem Cookie' })).toBeEnabled();

  // Later: found again by phone, Enter opens the only match.
  await page.getByRole('button', { name: 'Close customer' }).click();
  await expect(page.getByText("Who's at the counter?")).toBeVisible();
  await search.fill('555-0199');
  const row = page.getByTestId('customer-result');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Dana Scully');
  await expect(row).toContainText('(415) 555-0199');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SCREENS}/checkin-search-mobile.png`, animations: 'disabled' });
  await expectAccessible(page, 'checkin-search-mobile');
  await search.press('Enter');
  await expect(page.getByTestId('customer-name')).toHaveText('Dana Scully');
  await expect(stat(page, 'points')).toHaveText('12');
});

test("a bad purchase amount shows the contracts' message and records nothing", async ({ page }) => {
  await signUpViaApi(page, newAccount('amount'));
  await createProgram(page, { name: 'Bean Points', type: 'points', config: {} });
  const created = await page.request.post('/api/customers', { data: { firstName: 'Fox', phone: '(202) 555-0147' } });
  expect(created.status(), await created.text()).toBe(201);
  const { customer } = (await created.json()) as { customer: { id: string } };
  const purchases: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/purchases')) purchases.push(request.url());
  });

  await page.goto(`/checkin?customer=${customer.id}`);
  await expect(page.getByTestId('customer-name')).toHaveText('Fox');
  const amount = page.getByLabel('Purchase amount');
  const record = page.getByRole('button', { name: 'Record purchase' });
  const visit = page.getByRole('button', { name: 'Record visit' });
  const error = page.getByTestId('purchase-amount-error');

  // Letters are refused as they are typed: only an amount can be in the field.
  await amount.pressSequentially('abc');
  await expect(amount).toHaveValue('');
  await amount.pressSequentially('1x2.5y0');
  await expect(amount).toHaveValue('12.50');
  await amount.fill('');

  // The message appears on a line kept for it: neither button moves under the cashier's thumb.
  const buttonsBefore = [await visit.boundingBox(), await record.boundingBox()];
  await record.click();
  await expect(error).toHaveText(LOYALTY_MESSAGES.amountRequired);
  expect([await visit.boundingBox(), await record.boundingBox()]).toEqual(buttonsBefore);
  await amount.fill('0');
  await record.click();
  await expect(page.getByText(LOYALTY_MESSAGES.amountPositive)).toBeVisible();
  // A negative amount is told what is wrong with it, in the same words as 0.
  await amount.fill('');
  await amount.pressSequentially('-5');
  await expect(amount).toHaveValue('-5');
  await record.click();
  await expect(error).toHaveText(LOYALTY_MESSAGES.amountPositive);
  await expect(error).toHaveText('The amount must be more than $0');
  expect([await visit.boundingBox(), await record.boundingBox()]).toEqual(buttonsBefore);
  await shootBothWidths(page, 'checkin-amount-negative');
  await amount.fill('1000001');
  await record.click();
  await expect(page.getByText(LOYALTY_MESSAGES.amountTooLarge)).toBeVisible();
  await amount.fill('3.999');
  await record.click();
  await expect(page.getByText(LOYALTY_MESSAGES.amountCents)).toBeVisible();

  await expect(page.getByTestId('action-result')).toHaveCount(0);
  await expect(stat(page, 'points')).toHaveText('0');
  expect(purchases).toEqual([]);
  // A refused code is explained beside its field, in the API's words.
  await page.getByLabel('Redeem a code').fill('SAVE-NOPE42');
  await page.getByRole('button', { name: 'Redeem code' }).click();
  await expect(page.getByText(LOYALTY_MESSAGES.codeNotFound)).toBeVisible();
});

async function customerViaApi(page: Page, data: Record<string, unknown>): Promise<string> {
  const response = await page.request.post('/api/customers', { data });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { customer: { id: string } }).customer.id;
}

test('a code the customer shows is redeemed once and opens their customer', async ({ page }) => {
  await signUpViaApi(page, newAccount('codes'));
  await createProgram(page, {
    name: 'Thank-You Savings',
    type: 'rebate_code',
    config: { codePrefix: 'SAVE', cooldownMinutes: 0 },
  });
  const customerId = await customerViaApi(page, { firstName: 'Walter', lastName: 'Skinner', phone: '(202) 555-0190' });

  await page.goto(`/checkin?customer=${customerId}`);
  await page.getByRole('button', { name: 'Record visit' }).click();
  const issued = page.getByTestId('action-result').getByText(/^Code issued: SAVE-/);
  await expect(issued).toBeVisible();
  const code = /SAVE-[A-Z0-9]+/.exec((await issued.textContent()) ?? '')?.[0] ?? '';
  await expect(page.getByTestId('available-reward').filter({ hasText: code })).toBeVisible();

  await page.getByRole('button', { name: 'Close customer' }).click();
  await page.getByLabel('Redeem a code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Redeem code' }).click();
  await expect(page.getByTestId('customer-name')).toHaveText('Walter Skinner');
  await expect(page.getByTestId('action-result')).toContainText('Reward redeemed');
  await expect(page.getByTestId('action-result')).toContainText('Redeemed:');
  await expect(page.getByText('No rewards to redeem')).toBeVisible();
  await expect(page.getByLabel('Redeem a code')).toHaveValue('');

  await page.getByLabel('Redeem a code').fill(code);
  await page.getByRole('button', { name: 'Redeem code' }).click();
  await expect(page.getByText(LOYALTY_MESSAGES.rewardRedeemed)).toBeVisible();
});

test('a scanned QR code opens its customer', async ({ page }) => {
  // The browser's BarcodeDetector path (Chromium on Linux has none) and a camera are stood in for, the rest is real;
  // scan-fallback.spec.ts covers the decoding library.
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    w.__scanned = '';
    w.BarcodeDetector = class {
      static getSupportedFormats = async () => ['qr_code'];
      detect = async () => (w.__scanned ? [{ rawValue: w.__scanned }] : []);
    };
    Object.defineProperty(document, 'featurePolicy', { value: { allowsFeature: () => true } });
    navigator.mediaDevices.enumerateDevices = async () => [{ kind: 'videoinput' } as MediaDeviceInfo];
    navigator.mediaDevices.getUserMedia = async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 480;
      canvas.height = 480;
      const context = canvas.getContext('2d');
      if (context) {
        context.fillStyle = '#374151';
        context.fillRect(0, 0, 480, 480);
      }
      return canvas.captureStream(5);
    };
  });
  await page.setViewportSize(DESKTOP);
  await signUpViaApi(page, newAccount('scan'));
  await customerViaApi(page, { firstName: 'Fox', lastName: 'Mulder', phone: '(202) 555-0147' });

  await page.goto('/checkin');
  await page.getByRole('button', { name: 'Scan QR' }).click();
  const dialog = page.getByRole('dialog', { name: "Scan the customer's QR code" });
  await expect(dialog.getByLabel('Camera')).toBeVisible();
  await dialog.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  await page.screenshot({ path: `${SCREENS}/checkin-scan-desktop.png`, animations: 'disabled' });
  await expectAccessible(page, 'checkin-scan-desktop');
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SCREENS}/checkin-scan-mobile.png`, animations: 'disabled' });
  await expectAccessible(page, 'checkin-scan-mobile');

  await page.evaluate(() => {
    (window as unknown as Record<string, unknown>).__scanned = 'https://example.test/card/cus000001';
  });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('customer-name')).toHaveText('Fox Mulder');
});
