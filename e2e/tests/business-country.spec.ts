import { expect } from '@playwright/test';
import { COUNTRY_MESSAGES } from '@regulars/contracts';
import {
  expectAccessible,
  newAccount,
  SCREENS,
  sendOk,
  shootViewport,
  signUpViaApi,
  test,
  toastsGone,
} from './helpers.ts';

const PHONE = { width: 390, height: 844 };

/** A UK mobile number nobody else in the run has, as a Londoner types it. */
function ukMobile() {
  const tail = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  return { typed: `07911 ${tail}`, digits: `07911${tail}`, e164: `+447911${tail}` };
}

test('a London barber sets the country to the United Kingdom; a customer joins with 07911… on her phone, is found by it at the counter and shown as Londoners write it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page, newAccount('london-barber'), 'Pro');
  await sendOk(page, 'post', '/api/programs', { name: 'Fade Points', type: 'points', config: { pointsPerDollar: 1 } });
  const form = await sendOk(page, 'post', '/api/qr-codes', {});

  // Settings: the country, with how a number typed without its code is read there.
  await page.goto('/settings');
  const card = page.getByRole('form', { name: 'Country' });
  await card.getByLabel('Country').selectOption('GB');
  await expect(card.getByTestId('country-example')).toHaveText('07400 123456 is +44 7400 123456');
  await card.getByRole('button', { name: 'Save country' }).click();
  await expect(page.getByText(COUNTRY_MESSAGES.saved)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Save country' })).toBeDisabled();
  await toastsGone(page);
  await shootViewport(page, 'business-country-settings', card);

  // Her phone: the sign-up form takes the number as she writes it, and opens her card with the PIN she chose.
  const phoneContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const phone = await phoneContext.newPage();
  await phone.goto(`/signup-form/${form.code}`);
  const mobile = ukMobile();
  await phone.getByLabel('First name').fill('Amara');
  await phone.getByLabel('Last name').fill('Okoye');
  await phone.getByLabel('Mobile number').fill(mobile.typed);
  await phone.getByLabel('Create a PIN').fill('2468');
  await phone.getByRole('button', { name: 'Join now' }).click();
  await expect(phone.getByRole('heading', { name: "You're in, Amara!" })).toBeVisible();
  await expect(phone.getByRole('link', { name: 'View my rewards' })).toHaveAttribute('href', '/customer/dashboard');
  await phone.screenshot({ path: `${SCREENS}/business-country-joined-390.png`, fullPage: true });
  await expectAccessible(phone, 'the joined sign-up form at 390 px');
  await phoneContext.close();

  // The counter: found by the number as she says it, and shown the way Londoners write it.
  await page.goto('/checkin');
  await page.getByRole('searchbox', { name: 'Find a customer' }).fill(mobile.digits);
  const result = page.getByTestId('customer-result').filter({ hasText: 'Amara Okoye' });
  await expect(result).toContainText(mobile.typed);
  await result.click();
  await expect(page.getByTestId('customer-name')).toHaveText('Amara Okoye');
  await expect(page.getByText(mobile.typed)).toBeVisible();
  await toastsGone(page);
  await shootViewport(page, 'business-country-counter');

  // Customers: the same number, and someone from abroad with their code.
  await sendOk(page, 'post', '/api/customers', { firstName: 'Jay', lastName: 'Rivera', phone: '+1 415 555 0199' });
  await page.goto('/customers');
  const rows = page.getByTestId('customer-row');
  await expect(rows.filter({ hasText: 'Amara Okoye' })).toContainText(mobile.typed);
  await expect(rows.filter({ hasText: 'Jay Rivera' })).toContainText('+1 415 555 0199');
});
