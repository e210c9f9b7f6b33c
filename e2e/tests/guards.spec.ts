import { expect } from '@playwright/test';
import { expectAccessible, newAccount, signUpViaApi, test } from './helpers.ts';

test('anonymous visitors are sent to /login', async ({ page }) => {
  await page.goto('/customers');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();

  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a business user cannot open admin screens and skips /login and /signup', async ({ page }) => {
  await signUpViaApi(page, newAccount('guard'));

  await page.goto('/admin/tenants');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/signup');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the customer dashboard needs a customer session, unknown pages say so', async ({ page }) => {
  await page.goto('/customer/dashboard');
  await expect(page).toHaveURL(/\/customer\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'customer login');

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectAccessible(page, 'page not found');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
