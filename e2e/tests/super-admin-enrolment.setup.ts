import { expect } from '@playwright/test';
import { SUPER_ADMIN_EMAIL, SUPER_ADMIN_PASSWORD } from '../server-env.ts';
import { codeFor, saveSuperAdminKey, shootBothWidths, test } from './helpers.ts';

/**
 * Runs before every other journey (playwright.config.ts): every super admin account requires two-step sign-in
 * (issue 53), so the bootstrap account's first sign-in sets it up, here in the browser as an operator would. The key
 * is kept for the run (helpers.ts superAdminCode), as the operator's phone keeps it.
 */
test('the super admin’s first sign-in sets up two-step sign-in before anything else opens', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/login');
  await page.getByLabel('Email').fill(SUPER_ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(SUPER_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  // The admin pages are the set-up, and the API answers nothing else to this session.
  const required = page.getByTestId('two-step-required');
  await expect(required.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
  await expect(required).toContainText(
    'Super admin accounts sign in with a code from an authenticator app after the password. Set it up to go on.',
  );
  await expect(page.getByRole('navigation')).toHaveCount(0);
  const refused = await page.request.get('/api/admin/overview');
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.code).toBe('TWO_STEP_REQUIRED');
  await shootBothWidths(page, 'two-step-required-super-admin');
  await page.setViewportSize({ width: 1280, height: 900 });

  await required.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Password').fill(SUPER_ADMIN_PASSWORD);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const key = (await dialog.getByTestId('two-step-key').textContent()) ?? '';
  expect(key).toMatch(/^[A-Z2-7 ]{16,}$/);
  saveSuperAdminKey(key);
  await dialog.getByLabel('The 6-digit code the app shows').fill(codeFor(key));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(dialog.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  // Set up: the admin dashboard opens where the set-up was.
  await expect(page.getByRole('heading', { name: 'Super Admin Dashboard' })).toBeVisible();
  expect((await page.request.get('/api/admin/overview')).status()).toBe(200);
});
