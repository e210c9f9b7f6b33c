import { expect } from '@playwright/test';
import { SCREENS, test } from './helpers.ts';

test('pricing cards come from the tiers, cheapest first, and lead to sign-up', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Customer Portal' })).toHaveAttribute('href', '/customer/login');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');

  const cards = page.getByTestId('pricing-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.locator('h3')).toHaveText(['Free', 'Pro', 'Agency']);

  const free = cards.nth(0);
  const pro = cards.nth(1);
  const agency = cards.nth(2);
  await expect(free.getByRole('link')).toHaveText('Start Free');
  await expect(pro.getByRole('link')).toHaveText('Start Trial');
  await expect(agency.getByRole('link')).toHaveText('Start Trial');
  await expect(pro.getByText('Most Popular')).toBeVisible();
  await expect(free.getByText('Most Popular')).toHaveCount(0);
  await expect(agency.getByText('Most Popular')).toHaveCount(0);
  await expect(free).toContainText('$0');
  await expect(pro).toContainText('$49');
  await expect(agency).toContainText('$149');
  await expect(agency).toContainText('Unlimited customers');
  // Under each button, the same terms sign-up, checkout and the dashboard use: Free has no trial.
  await expect(free.getByTestId('plan-terms')).toHaveText('Free forever');
  await expect(pro.getByTestId('plan-terms')).toHaveText('14-day free trial, then $49/month');
  await expect(agency.getByTestId('plan-terms')).toHaveText('14-day free trial, then $149/month');
  await page.locator('#pricing').scrollIntoViewIfNeeded();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await page.locator('#pricing').screenshot({ path: `${SCREENS}/landing-pricing-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await pro.getByRole('link', { name: 'Start Trial' }).click();
  await expect(page).toHaveURL(/\/signup\?tier=[^&]+$/);
  await expect(page.getByRole('radio', { name: 'Pro' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Free' })).not.toBeChecked();
});

test('the landing page has every section of the spec', async ({ page }) => {
  await page.goto('/');
  for (const name of [
    'Everything you need to build a loyal customer base',
    'Five ways to say thank you',
    'Sign-ups at the speed of a scan',
    'Know every regular by name',
    'Texts people actually read',
    'Email that looks like your brand',
    'See what keeps them coming back',
    'Run loyalty for all your clients',
    'Simple pricing that grows with you',
    'Why businesses choose Regulars',
    'Ready to turn visitors into regulars?',
  ]) {
    await expect(page.getByRole('heading', { name })).toBeVisible();
  }
  for (const reward of ['Points', 'Stamp card', 'Rebate code', 'Discount', 'Free item']) {
    await expect(page.getByRole('heading', { name: reward, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('the landing page quotes no usage figures a fresh install cannot back', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('reward types', { exact: true })).toBeVisible();
  await expect(page.getByText(/customers enrolled|delivery rate/)).toHaveCount(0);
});
