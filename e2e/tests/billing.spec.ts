import { expect, type Page } from '@playwright/test';
import { expectAccessible, newAccount, signUpViaApi, test } from './helpers.ts';

const SUCCESS = 'Payment Successful! Your subscription has been activated. Thank you for upgrading!';
const CANCELLED = 'Payment Cancelled. Your payment was cancelled. You can upgrade anytime from the Subscription page.';

async function payInTestCheckout(page: Page, planName: string, price: string) {
  await expect(page).toHaveURL(/\/billing\/test-checkout\/cs_test_[0-9a-f]+$/);
  await expect(page.getByText(`Subscribe to Regulars ${planName}`)).toBeVisible();
  await expectAccessible(page, 'the test checkout');
  await page.getByRole('button', { name: `Subscribe · ${price}/month` }).click();
  await expect(page).toHaveURL(/\/dashboard\?payment=success$/);
}

test('sign-up on Pro goes through the test checkout to the success banner, status active', async ({ page }) => {
  test.setTimeout(45_000);
  const account = newAccount('pro');
  await page.goto('/signup');
  await page.getByLabel('Company Name').fill(account.companyName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('radio', { name: 'Pro' }).check({ force: true });
  await page.getByRole('button', { name: 'Create Account' }).click();

  await payInTestCheckout(page, 'Pro', '$49');
  await expect(page.getByRole('status').filter({ hasText: 'Payment Successful!' })).toHaveText(SUCCESS);
  await expectAccessible(page, 'the dashboard with the payment banner');
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Trial' })).toHaveCount(0);
  // Spec: the banner shows for 10 seconds, then the parameter is cleared.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByText('Payment Successful!')).toHaveCount(0);

  await page.goto('/subscription');
  await expect(page.getByTestId('current-plan')).toHaveText('Pro');
  await expect(page.getByTestId('payment-status')).toHaveText('Active');
  await expect(page.getByTestId('billing-period')).toContainText('Renews');
});

test('cancelling checkout shows the cancelled banner and keeps the trial', async ({ page }) => {
  const account = newAccount('cancel');
  await page.goto('/signup');
  await page.getByLabel('Company Name').fill(account.companyName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('radio', { name: 'Agency' }).check({ force: true });
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/billing\/test-checkout\//);
  await page.getByRole('button', { name: 'Cancel and return' }).click();
  await expect(page).toHaveURL(/\/dashboard\?payment=cancelled$/);
  await expect(page.getByRole('status').filter({ hasText: 'Payment Cancelled.' })).toHaveText(CANCELLED);
  await expect(page.getByText('Trial', { exact: true })).toBeVisible();
  await expect(page.getByTestId('trial-title')).toHaveText('14 days left in your trial of the Agency plan');
  await expectAccessible(page, 'the dashboard with the trial and the cancelled banner');
});

test('/subscription: upgrade through checkout, then cancel through the test portal', async ({ page }) => {
  test.setTimeout(45_000);
  await signUpViaApi(page, newAccount('upgrade'));
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Subscription & Billing' })).toBeVisible();
  await expect(page.getByTestId('current-plan')).toHaveText('Free');
  await expect(page.getByTestId('payment-status')).toHaveText('Trial');
  await expect(page.getByRole('region', { name: 'Free plan' }).getByRole('button')).toHaveText('Current Plan');
  await expectAccessible(page, 'subscription');

  await page.getByRole('region', { name: 'Agency plan' }).getByRole('button', { name: 'Upgrade' }).click();
  await payInTestCheckout(page, 'Agency', '$149');
  await expect(page.getByText(SUCCESS)).toBeVisible();

  await page.goto('/subscription');
  await expect(page.getByTestId('current-plan')).toHaveText('Agency');
  await expect(page.getByTestId('payment-status')).toHaveText('Active');
  await expect(page.getByTestId('credits')).toHaveText('1,000');
  // A price-0 tier is left through the billing portal.
  await page.getByRole('region', { name: 'Free plan' }).getByRole('button', { name: 'Downgrade' }).click();
  await expect(page.getByText('Please use the billing portal to cancel your subscription')).toBeVisible();

  await page.getByRole('button', { name: 'Manage Billing' }).click();
  await expect(page).toHaveURL(/\/billing\/test-portal$/);
  await expect(page.getByText('Regulars Agency')).toBeVisible();
  await expectAccessible(page, 'the test billing portal');
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'the cancel-subscription dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel subscription' }).click();

  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByText('Your subscription is canceled')).toBeVisible();
  await expect(page.getByTestId('current-plan')).toHaveText('Free');
  await expect(page.getByTestId('payment-status')).toHaveText('Canceled');
  await expect(page.getByTestId('credits')).toHaveText('1,000');
});

test('the Free customer limit blocks the 51st customer with the upgrade link', async ({ page }) => {
  test.setTimeout(60_000);
  await signUpViaApi(page, newAccount('limit'));
  for (let i = 1; i <= 50; i += 1) {
    const res = await page.request.post('/api/customers', {
      data: { firstName: `Guest ${i}`, phone: `(415) 555-${String(1000 + i)}` },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await page.goto('/customers');
  await page.getByRole('button', { name: 'Add Customer' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill('Guest 51');
  await dialog.getByLabel('Phone').fill('(415) 555-1051');
  await dialog.getByRole('button', { name: 'Add Customer' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    "You've reached your plan limit of 50 customers. Please upgrade your subscription to add more customers.",
  );
  await expectAccessible(page, 'the add-customer dialog at the plan limit');
  await dialog.getByRole('link', { name: 'View plans' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByText('50 of 50')).toBeVisible();
});
