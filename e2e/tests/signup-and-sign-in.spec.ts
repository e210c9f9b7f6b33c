import { expect } from '@playwright/test';
import { expectAccessible, holdRequests, newAccount, test } from './helpers.ts';

test('a business signs up on Free, signs out and signs back in', async ({ page }) => {
  const account = newAccount('signup');

  await page.goto('/signup');
  await page.getByLabel('Company Name').fill(account.companyName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await expect(page.getByRole('radio', { name: 'Free' })).toBeChecked();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(account.companyName);
  // Free is free forever: active, with no trial banner and no countdown.
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Trial' })).toHaveCount(0);
  await expect(page.getByText(/days? left/)).toHaveCount(0);
  await expectAccessible(page, 'the new business dashboard');

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(account.companyName);
});

test('sign-up and sign-in errors show in a red box', async ({ page }) => {
  const account = newAccount('taken');

  await page.goto('/signup');
  // While plans load, their placeholder holds the form in place; once loaded, Free is preselected.
  await expect(page.getByRole('status', { name: 'Loading plans' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Free' })).toBeChecked();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Company name is required');
  await expectAccessible(page, 'sign-up with an error');
  await page.getByLabel('Company Name').fill(account.companyName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password must be at least 6 characters');

  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Email and password are required');
  await expectAccessible(page, 'sign-in with an error');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();

  await page.goto('/signup');
  await expect(page.getByRole('radio', { name: 'Free' })).toBeChecked();
  await page.getByLabel('Company Name').fill('Someone Else');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  await expect(page).toHaveURL(/\/signup$/);
});

test('Create Account stays disabled and busy until the plans have loaded', async ({ page }) => {
  const account = newAccount('slowplans');
  // The plans answer only when the test says so, as under load.
  const releasePlans = await holdRequests(page, '**/api/tiers');

  await page.goto('/signup');
  await page.getByLabel('Company Name').fill(account.companyName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  const create = page.getByRole('button', { name: 'Create Account' });
  await expect(page.getByRole('status', { name: 'Loading plans' })).toBeVisible();
  await expect(create).toBeDisabled();
  await expect(create).toHaveAttribute('aria-busy', 'true');
  // Enter in a field is no way around it.
  await page.getByLabel('Password', { exact: true }).press('Enter');

  releasePlans();
  await expect(page.getByRole('radio', { name: 'Free' })).toBeChecked();
  await expect(create).toBeEnabled();
  await expect(create).not.toHaveAttribute('aria-busy');
  // Nothing was refused while the plans loaded ('Please select a subscription tier').
  await expect(page.getByRole('alert')).toHaveCount(0);
  await create.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(account.companyName);
});
