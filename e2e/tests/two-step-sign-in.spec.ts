import { expect, type Page } from '@playwright/test';
import {
  codeFor,
  expectNoSidewaysScroll,
  newAccount,
  shootBothWidths,
  shootViewport,
  signInViaUi,
  signUpViaApi,
  test,
} from './helpers.ts';

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('an owner turns on two-step sign-in with an authenticator app, then signs in with its code and with a recovery code (issue 53; turning it off: two-step-sign-in.test.ts)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const account = newAccount('twostep');
  await signUpViaApi(page, account);

  // Settings: off, then the set-up asks the password again.
  await page.goto('/settings#two-step');
  const card = page.getByTestId('two-step-card');
  await expect(card.getByTestId('two-step-state')).toHaveText('Off');
  await expect(card).toContainText(`For your own sign-in as ${account.email}`);
  await card.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Confirm it’s you' })).toBeVisible();
  await dialog.getByLabel('Password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toContainText('That password is not right');
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Continue' }).click();

  // The QR code and the key to type; a wrong first code leaves it off.
  await expect(dialog.getByRole('heading', { name: 'Scan with your authenticator app' })).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await dialog.getByTestId('two-step-key').textContent()) ?? '';
  expect(key).toMatch(/^[A-Z2-7 ]{16,}$/);
  await shootViewport(page, 'two-step-scan');
  const wrong = codeFor(key) === '000000' ? '111111' : '000000';
  await dialog.getByLabel('The 6-digit code the app shows').fill(wrong);
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(dialog).toContainText('That code did not work. Enter the newest code from your authenticator app.');
  await dialog.getByLabel('The 6-digit code the app shows').fill(codeFor(key));
  await dialog.getByRole('button', { name: 'Turn on' }).click();

  // The recovery codes, once.
  await expect(dialog.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  const codes = (await dialog.getByTestId('recovery-codes').getByRole('listitem').allTextContents()).map((c) =>
    c.trim(),
  );
  expect(codes).toHaveLength(10);
  await shootViewport(page, 'two-step-recovery-codes');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(card.getByTestId('two-step-state')).toHaveText('On');
  await expect(card.getByTestId('recovery-codes-left')).toHaveText('10 recovery codes left');
  await shootViewport(page, 'two-step-card-on', card);

  // Signing in: the password, then the app's code.
  await signOut(page);
  await signInViaUi(page, account.email, account.password);
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await shootBothWidths(page, 'two-step-sign-in');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel('Code', { exact: true }).fill(codeFor(key));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Phone lost: a recovery code signs in once.
  await signOut(page);
  await signInViaUi(page, account.email, account.password);
  await page.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
  await page.getByLabel('Recovery code', { exact: true }).fill(codes[0]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/settings#two-step');
  await expect(card.getByTestId('recovery-codes-left')).toHaveText('9 recovery codes left');
});
