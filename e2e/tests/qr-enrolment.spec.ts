import { type BrowserContext, expect, type Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll, newAccount, SCREENS, signUpViaApi, test } from './helpers.ts';

const PHONE = { width: 390, height: 844 };

// One Pro business shared by the journeys in this file, which run in order.
test.describe.configure({ mode: 'serial' });

let session: Awaited<ReturnType<BrowserContext['storageState']>>;
const account = newAccount('qr');

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signUpViaApi(page, account, 'Pro');
  // A points program with a welcome bonus, so the form and thank-you screen have something to promise.
  const program = await page.request.post('/api/programs', {
    data: { name: 'Bean Points', type: 'points', config: { welcomeBonus: 50 } },
  });
  expect(program.status(), await program.text()).toBe(201);
  session = await page.context().storageState();
  await page.close();
});
test.beforeEach(async ({ context }) => {
  await context.addCookies(session.cookies);
});

const card = (page: Page, title: string) => page.getByTestId('qr-card').filter({ hasText: title });

test('generates, views, downloads and deletes QR codes', async ({ page }) => {
  await page.goto('/qr-codes');
  await expect(page.getByRole('heading', { level: 1, name: 'QR Codes' })).toBeVisible();
  await expect(page.getByText('No QR codes yet')).toBeVisible();
  // This test server's APP_URL is localhost: the page says codes would not open on customers' phones.
  await expect(page.getByTestId('loopback-link-notice')).toContainText('QR codes point to this computer');

  // A bad custom URL is explained and nothing is created.
  await page.getByRole('button', { name: 'Generate QR Code' }).first().click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Location (optional)').selectOption({ label: 'New location…' });
  await dialog.getByLabel('New location name').fill('Window');
  await dialog.getByLabel('Custom URL').fill('ftp://example.com');
  await dialog.getByRole('button', { name: 'Generate QR Code' }).click();
  await expect(dialog.getByText('Please enter a valid URL starting with http:// or https://')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  for (const location of ['Front Counter', 'Patio']) {
    await page.getByRole('button', { name: 'Generate QR Code' }).first().click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Location (optional)').selectOption({ label: 'New location…' });
    await dialog.getByLabel('New location name').fill(location);
    await dialog.getByRole('button', { name: 'Generate QR Code' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(card(page, location)).toBeVisible();
  }
  const front = card(page, 'Front Counter');
  await expect(front.getByRole('img', { name: 'QR code for Front Counter' })).toHaveAttribute('width', '200');
  await expect(front.getByTestId('qr-scans')).toHaveText('0');
  await expect(front.getByTestId('qr-signups')).toHaveText('0');
  await page.screenshot({ path: `${SCREENS}/qr-codes-desktop.png`, fullPage: true });
  await expectAccessible(page, 'qr-codes-desktop');

  // View: a 400 px preview with the sign-up link.
  await front.getByRole('button', { name: 'View', exact: true }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('img', { name: 'QR code for Front Counter' })).toHaveAttribute('width', '400');
  await expect(dialog.getByText(/\/signup-form\//)).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/qr-codes-preview-desktop.png` });
  await expectAccessible(page, 'qr-codes-preview-desktop');
  await dialog.getByRole('button', { name: 'Done' }).click();

  // Download: a 512 px PNG named after the location.
  const downloadPromise = page.waitForEvent('download');
  await front.getByRole('button', { name: 'Download' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('qr-code-front-counter.png');
  const file = await download.path();
  const { readFileSync } = await import('node:fs');
  const png = readFileSync(file);
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect(png.readUInt32BE(16)).toBe(512);

  // Delete, with confirmation; Cancel keeps it.
  const patio = card(page, 'Patio');
  await patio.getByRole('button', { name: 'Delete QR code for Patio' }).click();
  dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: 'Delete this QR code?' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(patio).toBeVisible();
  await patio.getByRole('button', { name: 'Delete QR code for Patio' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(patio).toHaveCount(0);
  await expect(front).toBeVisible();
});

test('a customer enrols on a phone through /signup-form/{code}; scans and sign-ups rise', async ({ page, browser }) => {
  const list = await page.request.get('/api/qr-codes');
  const qr = ((await list.json()) as { qrCodes: { code: string; locationName: string | null }[] }).qrCodes.find(
    (q) => q.locationName === 'Front Counter',
  );
  expect(qr).toBeTruthy();

  const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const customer = await phone.newPage();
  await customer.goto(`/signup-form/${qr?.code}`);
  await expect(customer.getByRole('heading', { name: 'Join our rewards' })).toBeVisible();
  await expect(customer.getByText(account.companyName).first()).toBeVisible();
  await expect(customer.getByText('Get 50 bonus points just for joining')).toBeVisible();
  await expectNoSidewaysScroll(customer);
  await customer.screenshot({ path: `${SCREENS}/signup-form-mobile.png`, fullPage: true });
  await expectAccessible(customer, 'signup-form-mobile');

  // The phone and PIN are required.
  await customer.getByRole('button', { name: 'Join now' }).click();
  await expect(customer.getByText('Phone number is required')).toBeVisible();
  await expect(customer.getByText('PIN must be 4 to 6 digits')).toBeVisible();

  await customer.getByLabel('First name').fill('Maya');
  await customer.getByLabel('Last name').fill('Lopez');
  await customer.getByLabel('Mobile number').fill('(415) 555-0142');
  await customer.getByLabel('Email', { exact: true }).fill('maya@example.test');
  await customer.getByLabel('Birthday').fill('1990-04-12');
  await customer.getByLabel('Create a PIN').fill('4821');
  await customer.getByLabel(/send me text messages/).check();
  await customer.getByLabel(/email me about my rewards/).check();
  await customer.getByRole('button', { name: 'Join now' }).click();

  await expect(customer.getByRole('heading', { name: "You're in, Maya!" })).toBeVisible();
  await expect(customer.getByText('50 welcome points are already in your account')).toBeVisible();
  // Signed in with the PIN just chosen: "View my rewards" opens the card, in the business's colours, with no log-in.
  const rewards = customer.getByRole('link', { name: 'View my rewards' });
  await expect(rewards).toHaveAttribute('href', '/customer/dashboard');
  await customer.screenshot({ path: `${SCREENS}/signup-form-thank-you-mobile.png`, fullPage: true });
  await expectAccessible(customer, 'signup-form-thank-you-mobile');
  await rewards.click();
  await expect(customer).toHaveURL(/\/customer\/dashboard$/);
  await expect(customer.getByText(account.companyName).first()).toBeVisible();
  await expect(customer.getByText('Maya').first()).toBeVisible();

  // The same phone again: answered like a first sign-up, so the form tells no one who is a member; nothing is
  // duplicated or changed (the sign-up count below stays 1).
  await customer.goto(`/signup-form/${qr?.code}`);
  await customer.getByLabel('Mobile number').fill('415-555-0142');
  await customer.getByLabel('Create a PIN').fill('1111');
  await customer.getByRole('button', { name: 'Join now' }).click();
  await expect(customer.getByRole('heading', { name: "You're in!" })).toBeVisible();

  // An unknown code: a friendly not-found page.
  await customer.goto('/signup-form/no-such-code');
  await expect(customer.getByRole('heading', { name: "This sign-up link isn't working" })).toBeVisible();
  await customer.screenshot({ path: `${SCREENS}/signup-form-not-found-mobile.png` });
  await expectAccessible(customer, 'signup-form-not-found-mobile');
  await phone.close();

  // Two visits, one sign-up.
  await page.goto('/qr-codes');
  const front = card(page, 'Front Counter');
  await expect(front.getByTestId('qr-scans')).toHaveText('2');
  await expect(front.getByTestId('qr-signups')).toHaveText('1');
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SCREENS}/qr-codes-mobile.png` });
  await expectAccessible(page, 'qr-codes-mobile');
  await expectNoSidewaysScroll(page);
});
