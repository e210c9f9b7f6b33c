import { expect, type Page } from '@playwright/test';
import { PASSKEY_MESSAGES } from '@regulars/contracts';
import {
  codeFor,
  newAccount,
  sendOk,
  shootBothWidths,
  shootCardBothWidths,
  signUpViaApi,
  test,
  toastsGone,
} from './helpers.ts';

/**
 * A device with a passkey store and a fingerprint reader, as Chromium offers for tests: it says yes to every prompt
 * (the person touched the sensor) and keeps the passkeys it made for the rest of the test.
 */
async function fingerprintReader(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/** Settings → Passkeys → Add a passkey: the name, the password, Continue; the device says yes. */
async function addPasskey(page: Page, name: string, password: string): Promise<void> {
  const card = page.getByTestId('passkeys-card');
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(PASSKEY_MESSAGES.added)).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('an owner adds a passkey, signs in with it alone, then removes it and it no longer signs in (issue 53)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const account = newAccount('passkey');
  await signUpViaApi(page, account);
  await fingerprintReader(page);

  await page.goto('/settings#passkeys');
  const card = page.getByTestId('passkeys-card');
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('heading', { name: 'Passkeys' })).toBeVisible();
  await expect(card).toContainText('Sign in with your fingerprint, face or screen lock instead of your password.');
  await expect(card.getByText('You have no passkeys yet.')).toBeVisible();

  // The password is asked again: a wrong one is said under its field, and the device is never asked.
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
  await expect(dialog.getByLabel('Name')).not.toHaveValue('');
  await dialog.getByLabel('Name').fill('Work laptop');
  await dialog.getByLabel('Password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('That password is not right')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await addPasskey(page, 'Work laptop', account.password);
  const rows = card.getByTestId('passkey-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Work laptop');
  await expect(rows.first()).toContainText('Not used yet');
  await expect(card.getByRole('button', { name: 'Remove Work laptop' })).toBeVisible();
  await toastsGone(page);
  await shootCardBothWidths(page, card, 'passkeys-added');

  // Signed out, the passkey alone signs in.
  await page.context().clearCookies();
  await page.goto('/login');
  const withPasskey = page.getByRole('button', { name: 'Sign in with a passkey' });
  await expect(withPasskey).toBeVisible();
  await shootBothWidths(page, 'passkeys-login');
  await withPasskey.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(account.companyName);

  // The card says it was used; removing it is asked once more.
  await page.goto('/settings#passkeys');
  await card.scrollIntoViewIfNeeded();
  await expect(rows.first()).toContainText('Last used: Just now');
  await card.getByRole('button', { name: 'Remove Work laptop' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove this passkey?' });
  await expect(confirm).toContainText('Work laptop will no longer sign you in.');
  await confirm.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(page.getByText(PASSKEY_MESSAGES.removed)).toBeVisible();
  await expect(card.getByText('You have no passkeys yet.')).toBeVisible();
  await expect(rows).toHaveCount(0);

  // The device still holds it, but it signs in to nothing here.
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert')).toHaveText(PASSKEY_MESSAGES.notRecognised);
  await expect(page).toHaveURL(/\/login$/);
});

test('an account with two-step sign-in finishes its sign-in with a passkey instead of a code (issue 53)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const account = newAccount('passkeystep');
  await signUpViaApi(page, account);
  const setup = (await sendOk(page, 'post', '/api/account/two-step/setup', { password: account.password })) as {
    secret: string;
  };
  await sendOk(page, 'post', '/api/account/two-step/confirm', { code: codeFor(setup.secret) });
  await fingerprintReader(page);
  await page.goto('/settings#passkeys');
  await page.getByTestId('passkeys-card').scrollIntoViewIfNeeded();
  await addPasskey(page, 'Work laptop', account.password);

  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  const instead = page.getByRole('button', { name: 'Use a passkey instead' });
  await expect(instead).toBeVisible();
  await shootBothWidths(page, 'passkeys-second-step');
  await instead.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(account.companyName);
});
