import { expect } from '@playwright/test';
import {
  expectAccessible,
  holdRequests,
  newAccount,
  signInViaUi,
  signUpViaApi,
  superAdminApi,
  test,
  waitForOutboxMessage,
} from './helpers.ts';

test('a user resets a forgotten password from the emailed link', async ({ page, baseURL }) => {
  const account = newAccount('reset');
  await signUpViaApi(page, account);
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  // Routes load lazily and the sign-in form (which has an Email field too) stays up until this page is in.
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expectAccessible(page, 'reset password');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(
    page.getByText(`If an account exists for ${account.email}, we sent a link to reset your password.`),
  ).toBeVisible();

  await expectAccessible(page, 'reset password: check your email');

  const admin = await superAdminApi(baseURL ?? '');
  const email = await waitForOutboxMessage(admin, account.email, (message) =>
    /reset-password\?token=/.test(message.text),
  );
  await admin.dispose();
  const link = email.text.match(/https?:\/\/\S+\/reset-password\?token=[^\s"'<>]+/)?.[0];
  expect(link, email.text).toBeTruthy();

  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  const newPassword = 'brand-new-password-2';
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill('something-else');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
  await expectAccessible(page, 'set a new password with an error');
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Your password has been updated')).toBeVisible();

  // The link works once.
  await page.goto(link ?? '');
  await page.getByLabel('New Password').fill('another-password-3');
  await page.getByLabel('Confirm Password').fill('another-password-3');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('This reset link is invalid or has expired')).toBeVisible();

  await signInViaUi(page, account.email, account.password);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an invalid reset link explains itself and offers a new one', async ({ page }) => {
  await page.goto('/reset-password?error=INVALID_TOKEN');
  await expect(page.getByText('This reset link is invalid or has expired')).toBeVisible();
  await expectAccessible(page, 'an invalid reset link');
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
});

/** The reset-password screen's own chunk (pages/reset-password.tsx), not a chunk that merely starts with its name. */
const RESET_CHUNK = /\/assets\/reset-password-[\w-]{8}\.js$/;

test('the sign-in screen brings the other account screens with it', async ({ page }) => {
  const chunks = ['reset-password', 'signup', 'accept-invitation'].map((name) =>
    page.waitForRequest(new RegExp(`/assets/${name}-[\\w-]{8}\\.js$`)),
  );
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  // Requested while the person is still on /login, before any link is followed.
  await Promise.all(chunks);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
});

test("while 'Forgot password?' waits for its screen, the sign-in form cannot be typed into", async ({ page }) => {
  // The reset screen's code is held back until the test lets it through: a slow connection, made certain.
  const release = await holdRequests(page, RESET_CHUNK);

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);

  // Still the sign-in form, under the loading bar, and locked: nothing typed now can be lost.
  await expect(page.getByTestId('route-progress')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeDisabled();
  await expect(page.getByLabel('Password', { exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeDisabled();

  release();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(page.getByTestId('route-progress')).toHaveCount(0);
  await expect(page.getByLabel('Email')).toBeEnabled();
});
