import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { PORTAL_MESSAGES, type TCustomerList, type TCustomerStanding } from '@regulars/contracts';
import {
  expectAccessible,
  expectNoSidewaysScroll,
  newAccount,
  SCREENS,
  signUpViaApi,
  superAdminApi,
  type TPhone,
  test,
  uniquePhone,
  waitForOutboxMessage,
} from './helpers.ts';
import { postQrCodeAt } from './locations-api.ts';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

type TBusiness = { context: BrowserContext; page: Page; name: string; qrCode: string };

/** A business signed in in its own browser context, with the given programs and a QR sign-up code. */
async function setUpBusiness(
  browser: Browser,
  label: string,
  programs: Record<string, unknown>[],
  tier = 'Free',
): Promise<TBusiness> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const account = newAccount(label);
  await signUpViaApi(page, account, tier);
  for (const program of programs) {
    const response = await page.request.post('/api/programs', { data: program });
    expect(response.status(), await response.text()).toBe(201);
  }
  const qr = await postQrCodeAt(page.request, 'Front Counter');
  expect(qr.status(), await qr.text()).toBe(201);
  const { code } = (await qr.json()) as { code: string };
  return { context, page, name: account.companyName, qrCode: code };
}

const coffeeCard = (name = 'Coffee Card') => ({
  name,
  type: 'stamp_card',
  config: { stampsRequired: 2, rewardDescription: 'Free coffee', cooldownMinutes: 0 },
});

/** Joins through the QR code's public sign-up form (its API), with a portal PIN; answers the customer's id. */
async function enrol(business: TBusiness, customer: { firstName: string; phone: TPhone; pin: string }) {
  const response = await business.page.request.post(`/api/public/signup-form/${business.qrCode}`, {
    data: { firstName: customer.firstName, lastName: 'Lopez', phone: customer.phone.display, pin: customer.pin },
  });
  expect(response.status(), await response.text()).toBe(201);
  const list = await business.page.request.get(`/api/customers?search=${customer.phone.digits}`);
  const { customers } = (await list.json()) as TCustomerList;
  expect(customers).toHaveLength(1);
  return customers[0]?.id ?? '';
}

/** Fills the portal login with the keyboard, as a customer types, and submits it. */
async function logIn(page: Page, phone: TPhone, pin: string) {
  await page.getByLabel('Phone number').fill('');
  await page.getByLabel('Phone number').pressSequentially(phone.digits);
  await page.getByLabel('PIN', { exact: true }).fill(pin);
  await page.getByRole('button', { name: 'Log In' }).click();
}

const alert = (page: Page) => page.getByRole('alert');
const program = (page: Page, name: string) => page.getByRole('region', { name });
const reward = (page: Page, name: string) => page.getByTestId('portal-reward').filter({ hasText: name });

test('a customer logs in with phone and PIN, sees a reward earned at the counter, then redeemed, and logs out', async ({
  page,
  browser,
}) => {
  const business = await setUpBusiness(
    browser,
    'portal',
    [
      coffeeCard(),
      { name: 'Bean Points', type: 'points', config: { pointsPerDollar: 1, minimumRedemption: 50 } },
      {
        name: 'Regulars Discount',
        type: 'discount',
        config: {
          tiers: [
            { visits: 2, discount: 5 },
            { visits: 5, discount: 10 },
          ],
        },
      },
    ],
    'Pro',
  );
  const phone = uniquePhone();
  const customerId = await enrol(business, { firstName: 'Maya', phone, pin: '4821' });

  // The counter: two visits fill the 2-stamp card.
  const counter = business.page;
  await counter.goto(`/checkin?customer=${customerId}`);
  await expect(counter.getByTestId('customer-name')).toHaveText('Maya Lopez');
  const result = counter.getByTestId('action-result');
  await counter.getByRole('button', { name: 'Record visit' }).click();
  await expect(result).toContainText('Stamp 1 of 2');
  await counter.getByRole('button', { name: 'Record visit' }).click();
  await expect(result).toContainText('Reward earned: Free coffee');
  await counter.getByLabel('Purchase amount').fill('12.50');
  await counter.getByRole('button', { name: 'Record purchase' }).click();
  await expect(result).toContainText('+12 points');
  const standing = (await (
    await counter.request.get(`/api/customers/${customerId}/standing`)
  ).json()) as TCustomerStanding;
  const code = standing.rewards.find((r) => r.name === 'Free coffee' && r.status === 'earned')?.code ?? '';
  expect(code).not.toBe('');

  // The portal login, on a phone.
  await page.setViewportSize(PHONE);
  await page.goto('/customer/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Portal' })).toBeVisible();
  await expect(page.getByText('Enter your 4-6 digit PIN')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('button', { name: 'Contact your business' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Log In' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Phone number').pressSequentially(phone.digits);
  await expect(page.getByLabel('Phone number')).toHaveValue(phone.display);
  await expect(submit).toBeDisabled();
  await page.getByLabel('PIN', { exact: true }).pressSequentially('48a2-1');
  await expect(page.getByLabel('PIN', { exact: true })).toHaveValue('4821');
  await expect(page.getByLabel('PIN', { exact: true })).toHaveAttribute('type', 'password');
  await expect(submit).toBeEnabled();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SCREENS}/portal-login-mobile.png`, animations: 'disabled' });
  await expectAccessible(page, 'portal-login-mobile');
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: `${SCREENS}/portal-login-desktop.png`, animations: 'disabled' });
  await expectAccessible(page, 'portal-login-desktop');
  await page.setViewportSize(PHONE);

  // 'Contact your business' explains who can help.
  await page.getByRole('button', { name: 'Contact your business' }).click();
  const help = page.getByRole('dialog', { name: 'Contact your business' });
  await expect(help).toContainText('Ask at the counter');
  await help.getByRole('button', { name: 'Got it' }).click();
  await expect(help).toHaveCount(0);

  await submit.click();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Maya!' })).toBeVisible();
  await expect(page.getByTestId('portal-business-name')).toHaveText(business.name);
  await expect(page.getByTestId('member-id')).toHaveText(/^CUS\d+$/);
  await expect(page.getByRole('img', { name: /QR code of your customer ID CUS\d+/ })).toBeVisible();

  const coffee = program(page, 'Coffee Card');
  await expect(coffee.getByTestId('program-status')).toHaveText('Active');
  await expect(coffee).toContainText('1 of 2 stamps');
  await expect(coffee).toContainText(/Last activity: \w{3} \d{1,2}, \d{4}/);
  await expect(coffee.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  const points = program(page, 'Bean Points');
  await expect(points.getByTestId('stat-balance').locator('dd')).toHaveText('12');
  await expect(points.getByTestId('stat-lifetime-earned').locator('dd')).toHaveText('12');
  const discount = program(page, 'Regulars Discount');
  await expect(discount.getByTestId('discount-tier')).toHaveText('5% off');
  await expect(discount).toContainText('visits to 10%');

  const free = reward(page, 'Free coffee');
  await expect(free.getByTestId('reward-status')).toHaveText('Available');
  await expect(free.getByTestId('reward-code')).toHaveText(code);
  await expect(free).toContainText(/Expires: \w{3} \d{1,2}, \d{4}|No expiry/);
  await expect(free).toContainText('From: Coffee Card');
  await expect(free).toContainText(/Earned \w{3} \d{1,2}, \d{4}/);

  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SCREENS}/portal-dashboard-mobile.png`, fullPage: true, animations: 'disabled' });
  await expectAccessible(page, 'portal-dashboard-mobile');
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: `${SCREENS}/portal-dashboard-desktop.png`, fullPage: true, animations: 'disabled' });
  await expectAccessible(page, 'portal-dashboard-desktop');

  // The counter redeems it; the portal shows it used, without its code.
  await counter.reload();
  await counter.getByRole('button', { name: 'Redeem Free coffee' }).click();
  await expect(result).toContainText('Redeemed: Free coffee');
  await page.reload();
  await expect(reward(page, 'Free coffee').getByTestId('reward-status')).toHaveText('Redeemed');
  await expect(reward(page, 'Free coffee').getByTestId('reward-code')).toHaveCount(0);

  // Log Out ends the portal session: the dashboard sends back to the login.
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/customer\/login$/);
  await page.goto('/customer/dashboard');
  await expect(page).toHaveURL(/\/customer\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Portal' })).toBeVisible();
  await business.context.close();
});

test('an unknown phone is explained, and five wrong PINs lock the phone even for the right one', async ({
  page,
  browser,
}) => {
  const business = await setUpBusiness(browser, 'lockout', [coffeeCard()]);
  const phone = uniquePhone();
  await enrol(business, { firstName: 'Lee', phone, pin: '1357' });
  await business.context.close();

  await page.goto('/customer/login');
  await logIn(page, uniquePhone(), '1357');
  await expect(alert(page)).toHaveText(PORTAL_MESSAGES.phoneNotFound);
  await expect(alert(page)).toHaveText('Phone number not found. Please check and try again.');
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SCREENS}/portal-login-error-mobile.png`, animations: 'disabled' });
  await expectAccessible(page, 'portal-login-error-mobile');

  const pin = page.getByLabel('PIN', { exact: true });
  const submit = page.getByRole('button', { name: 'Log In' });
  await page.getByLabel('Phone number').fill(phone.display);
  const warnings = [
    '4 tries left before this number is locked for 15 minutes.',
    '3 tries left before this number is locked for 15 minutes.',
    '2 tries left before this number is locked for 15 minutes.',
    '1 try left before this number is locked for 15 minutes.',
    'No tries left: this number is locked for 15 minutes.',
  ];
  for (const [i, wrong] of ['0000', '1111', '2222', '3333', '4444'].entries()) {
    await pin.fill(wrong);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/portal/login'));
    await submit.click();
    expect((await answered).status()).toBe(401);
    await expect(alert(page)).toHaveText(`Invalid PIN. Please try again. ${warnings[i]}`);
  }
  await pin.fill('1357');
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/portal/login'));
  await submit.click();
  expect((await answered).status()).toBe(429);
  await expect(alert(page)).toHaveText('Too many wrong PINs. Please try again in 15 minutes. Forgot PIN?');
  await expect(page).toHaveURL(/\/customer\/login$/);
  await page.screenshot({ path: `${SCREENS}/portal-login-locked-mobile.png`, animations: 'disabled' });
  // The lock offers the way back in: a code texted to the phone typed.
  await alert(page).getByRole('button', { name: 'Forgot PIN?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your PIN' })).toBeVisible();
  await expect(page.getByLabel('Phone number')).toHaveValue(phone.display);
});

test('a phone known to two businesses with the same PIN chooses one, and sees only its programs', async ({
  page,
  browser,
}) => {
  const alpha = await setUpBusiness(browser, 'alpha', [coffeeCard('Alpha Stamps')]);
  const beta = await setUpBusiness(browser, 'beta', [coffeeCard('Beta Stamps')]);
  const phone = uniquePhone();
  await enrol(alpha, { firstName: 'Sam', phone, pin: '2468' });
  await enrol(beta, { firstName: 'Sam', phone, pin: '2468' });
  await alpha.context.close();
  await beta.context.close();

  for (const [chosen, other] of [
    [alpha, beta],
    [beta, alpha],
  ] as const) {
    await page.goto('/customer/login');
    await logIn(page, phone, '2468');
    await expect(page.getByRole('heading', { name: 'Choose a business' })).toBeVisible();
    const choices = page.getByRole('list', { name: 'Businesses' }).getByRole('button');
    await expect(choices).toHaveCount(2);
    await expect(choices.filter({ hasText: alpha.name })).toHaveCount(1);
    await expect(choices.filter({ hasText: beta.name })).toHaveCount(1);
    if (chosen === alpha) await page.screenshot({ path: `${SCREENS}/portal-choose-business-desktop.png` });
    if (chosen === alpha) await expectAccessible(page, 'portal-choose-business');
    await choices.filter({ hasText: chosen.name }).click();

    await expect(page).toHaveURL(/\/customer\/dashboard$/);
    await expect(page.getByTestId('portal-business-name')).toHaveText(chosen.name);
    const names = chosen === alpha ? ['Alpha Stamps', 'Beta Stamps'] : ['Beta Stamps', 'Alpha Stamps'];
    await expect(program(page, names[0] ?? '')).toContainText('0 of 2 stamps');
    await expect(program(page, names[1] ?? '')).toHaveCount(0);
    await expect(page.getByText(other.name)).toHaveCount(0);
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/customer\/login$/);
  }
});

test('forgot PIN: a code by SMS and a new PIN sign the customer in; the old PIN no longer works', async ({
  page,
  browser,
  baseURL,
}) => {
  const business = await setUpBusiness(browser, 'forgot', [coffeeCard()]);
  const phone = uniquePhone();
  await enrol(business, { firstName: 'Ana', phone, pin: '1111' });
  await business.context.close();

  await page.setViewportSize(PHONE);
  await page.goto('/customer/login');
  await page.getByLabel('Phone number').pressSequentially(phone.digits);
  await page.getByRole('button', { name: 'Forgot PIN?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your PIN' })).toBeVisible();
  await expect(page.getByLabel('Phone number')).toHaveValue(phone.display);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(PORTAL_MESSAGES.codeSent)).toBeVisible();

  const admin = await superAdminApi(baseURL ?? '');
  const sms = await waitForOutboxMessage(admin, phone.e164, (message) => message.channel === 'sms');
  await admin.dispose();
  const code = /\b(\d{6})\b/.exec(sms.text)?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);

  // A wrong code and a too-short PIN are explained; the right code with a new PIN signs in.
  const wrongCode = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Code', { exact: true }).fill(wrongCode);
  await page.getByLabel('New PIN', { exact: true }).fill('25');
  await page.getByRole('button', { name: 'Set PIN and log in' }).click();
  await expect(alert(page)).toHaveText(PORTAL_MESSAGES.newPinLength);
  await page.getByLabel('New PIN', { exact: true }).fill('2580');
  await page.getByRole('button', { name: 'Set PIN and log in' }).click();
  await expect(alert(page)).toHaveText('This code is invalid or has expired');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SCREENS}/portal-forgot-pin-mobile.png`, animations: 'disabled' });
  await expectAccessible(page, 'portal-forgot-pin-mobile');
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Set PIN and log in' }).click();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Ana!' })).toBeVisible();
  await expect(page.getByText('No Rewards Yet')).toBeVisible();
  // A stamp-card-only business: its customer reads stamps, never points (issue 49).
  await expect(page.getByText('Keep collecting stamps to unlock rewards!')).toBeVisible();
  await expect(
    page.getByText('Show this code at the counter to collect stamps and to redeem your rewards.'),
  ).toBeVisible();
  await expect(page.getByText('Total points')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SCREENS}/portal-dashboard-no-rewards-mobile.png`, fullPage: true });
  await expectAccessible(page, 'portal-dashboard-no-rewards-mobile');

  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/customer\/login$/);
  await logIn(page, phone, '1111');
  await expect(alert(page)).toHaveText(
    `${PORTAL_MESSAGES.invalidPin} 4 tries left before this number is locked for 15 minutes.`,
  );
  await page.getByLabel('PIN', { exact: true }).fill('2580');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Ana!' })).toBeVisible();
});
