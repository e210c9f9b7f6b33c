import { expect } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll, newAccount, signUpViaApi, test } from './helpers.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('the landing page fits a 390 px screen', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('pricing-card')).toHaveCount(3);
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link', { name: 'Customer Portal' })).toHaveAttribute('href', '/customer/login');
  await expect(menu.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('the dashboard fits a 390 px screen and the sidebar opens from the menu button', async ({ page }) => {
  const account = newAccount('mobile');
  await signUpViaApi(page, account);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(account.companyName);
  await expectNoSidewaysScroll(page);

  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'Customers' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expectAccessible(page, 'the menu drawer at 390 px');
  await drawer.getByRole('link', { name: 'Customers' }).click();
  await expect(page).toHaveURL(/\/customers$/);
  // The drawer closes after navigating.
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('sign-in and sign-up fit a 390 px screen', async ({ page }) => {
  for (const path of ['/login', '/signup', '/reset-password']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
  }
});
