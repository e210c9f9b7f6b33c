import { expect, type Page } from '@playwright/test';
import { ENROLMENT_DAILY_LIMIT_MESSAGE, SIGNUP_FORM_LIMIT_MESSAGES, signupFormLimitNotice } from '@regulars/contracts';
import { newAccount, SCREENS, shootBothWidths, signUpViaApi, test, toastsGone } from './helpers.ts';
import { postQrCodeAt } from './locations-api.ts';

/** The toast that says an action worked (or failed), found by its words. */
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** The whole settings card, as a person sees it, at 1280 and 390 px. */
async function shootCard(page: Page, name: string) {
  await toastsGone(page);
  const whole = page.locator('#signup-form');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await whole.scrollIntoViewIfNeeded();
    await whole.screenshot({ path: `${SCREENS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

let phoneSeq = 0;
/** A guest's sign-up through the public form's API, as the page sends it. */
function guest() {
  phoneSeq += 1;
  const line = String((Date.now() + phoneSeq * 7919) % 10_000).padStart(4, '0');
  return { firstName: 'Guest', phone: `(646) 555-${line}`, pin: '4821', smsConsent: true, emailConsent: false };
}

test("an owner sets the sign-up form's daily limit; the dashboard says when it is reached", async ({ page }) => {
  test.setTimeout(120_000);
  const account = newAccount('ceiling');
  await signUpViaApi(page, account);
  const qr = await postQrCodeAt(page.request, 'Door');
  expect(qr.status(), await qr.text()).toBe(201);
  const { code } = (await qr.json()) as { code: string };

  await page.goto('/settings');
  // A loaded machine takes a while to bring the first screen.
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible({ timeout: 30_000 });
  const card = page.getByRole('form', { name: 'Sign-up form' });
  const field = card.getByLabel('Sign-ups per day');
  await expect(field).toHaveValue('100');
  await expect(card.getByTestId('signup-form-today')).toHaveText(
    '0 guests signed up today, 100 more before the form closes for the day.',
  );

  // Out of range, then empty: the field says so in plain words and nothing is saved.
  await field.fill('0');
  await card.getByRole('button', { name: 'Save limit' }).click();
  await expect(card.getByText(SIGNUP_FORM_LIMIT_MESSAGES.invalid)).toBeVisible();
  await field.fill('');
  await card.getByRole('button', { name: 'Save limit' }).click();
  await expect(card.getByText(SIGNUP_FORM_LIMIT_MESSAGES.invalid)).toBeVisible();
  await expect(page.getByText(/Invalid input|expected number|received/)).toHaveCount(0);

  await field.fill('2');
  await card.getByRole('button', { name: 'Save limit' }).click();
  await expect(toast(page, SIGNUP_FORM_LIMIT_MESSAGES.saved)).toBeVisible();
  await expect(card.getByText(SIGNUP_FORM_LIMIT_MESSAGES.invalid)).toHaveCount(0);
  await page.reload();
  await expect(field).toHaveValue('2', { timeout: 30_000 });
  await shootCard(page, 'settings-signup-form-card');

  // Nothing to tell before the limit is reached.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('signup-limit-notice')).toHaveCount(0);

  // Two guests join through the form; the third is turned away.
  for (let i = 0; i < 2; i++) {
    const joined = await page.request.post(`/api/public/signup-form/${code}`, { data: guest() });
    expect(joined.status(), await joined.text()).toBe(201);
  }
  const refused = await page.request.post(`/api/public/signup-form/${code}`, { data: guest() });
  expect(refused.status()).toBe(429);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(ENROLMENT_DAILY_LIMIT_MESSAGE);

  await page.reload();
  const notice = page.getByTestId('signup-limit-notice');
  await expect(notice).toContainText(signupFormLimitNotice(2), { timeout: 30_000 });
  await shootBothWidths(page, 'dashboard-signup-limit');

  // The notice's link leads to the card, which says the form is closed for today.
  await notice.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings#signup-form$/);
  await expect(card.getByTestId('signup-form-today')).toHaveText(
    '2 guests signed up today: the form is closed until midnight UTC. Raise the limit to open it again.',
  );
  await shootCard(page, 'settings-signup-form-card-closed');
});
