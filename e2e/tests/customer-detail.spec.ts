import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { CUSTOMER_MESSAGES, PORTAL_MESSAGES, type TCustomer } from '@regulars/contracts';
import {
  expectAccessible,
  expectNoSidewaysScroll,
  newAccount,
  SCREENS,
  signUpViaApi,
  test,
  uniquePhone,
} from './helpers.ts';

// Outside the repository: the screens are looked at by a person, not compared by the suite.
// Tall enough for the whole screen: a full-page shot would cut the fixed sidebar short.
const DESKTOP = { width: 1280, height: 1400 };
const PHONE = { width: 390, height: 844 };

async function post(page: Page, path: string, data: Record<string, unknown>) {
  const response = await page.request.post(path, { data });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

async function addCustomer(page: Page, data: Record<string, unknown>): Promise<TCustomer> {
  return (await post(page, '/api/customers', data)).customer as TCustomer;
}

test('a customer opened from the list: profile edited, PIN set, portal turned off, activity seen, then deleted', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(DESKTOP);
  await signUpViaApi(page, newAccount('detail'), 'Pro');
  await post(page, '/api/programs', {
    name: 'Coffee Card',
    type: 'stamp_card',
    config: { stampsRequired: 3, rewardDescription: 'Free coffee', cooldownMinutes: 0 },
  });
  await post(page, '/api/programs', { name: 'Bean Points', type: 'points', config: { pointsPerDollar: 1 } });
  const phone = uniquePhone();
  const ada = await addCustomer(page, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: phone.display,
    email: `ada-${randomUUID().slice(0, 8)}@example.test`,
  });
  const other = await addCustomer(page, { firstName: 'Charles', lastName: 'Babbage', phone: uniquePhone().display });
  // Purchases at the counter (its API) show in the customer's activity; the third completes the card.
  for (const amount of [4, 3.5])
    await post(page, `/api/customers/${ada.id}/purchases`, { idempotencyKey: randomUUID(), amount });
  await post(page, `/api/customers/${ada.id}/purchases`, {
    idempotencyKey: randomUUID(),
    amount: 12.5,
    note: 'Birthday cake',
  });

  // From the list: the name is a link.
  await page.goto('/customers');
  await page.getByRole('link', { name: 'Ada Lovelace' }).click();
  await expect(page).toHaveURL(new RegExp(`/customers/${ada.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
  await expect(page.getByTestId('customer-detail-id')).toHaveText(ada.uniqueCustomerId);
  await expect(page.getByTestId('stat-points').locator('dd')).toHaveText('19');
  await expect(page.getByRole('region', { name: 'Coffee Card' })).toContainText('0 of 3 stamps');
  await expect(page.getByRole('region', { name: 'Bean Points' })).toContainText('19');
  const activity = page.getByTestId('ledger-row');
  await expect(activity.filter({ hasText: '+12 points' })).toHaveCount(1);
  await expect(activity.filter({ hasText: 'Purchase' }).filter({ hasText: '$12.50' })).toContainText('Birthday cake');
  await expect(activity.filter({ hasText: 'Card complete · Reward earned: Free coffee' })).toHaveCount(1);
  const reward = page.getByTestId('customer-reward').filter({ hasText: 'Free coffee' });
  await expect(reward.getByTestId('customer-reward-status')).toHaveText('Available');
  await expect(reward).toContainText(/RW-[2-9A-Z]{6}/);
  // Three purchases today are one day: their rhythm waits for visits on four different days.
  const rhythm = page.getByTestId('rhythm-unknown');
  await expect(rhythm).toContainText('Not enough visits yet');
  await expect(rhythm).toContainText('once they have come on 4 different days (1 day so far).');
  await page.screenshot({ path: `${SCREENS}/customer-detail-1280.png`, animations: 'disabled' });
  await expectAccessible(page, 'customer-detail-1280');

  // Edit the profile; a phone another customer has is refused beside the field and nothing is saved.
  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.getByLabel('First name').fill('Augusta');
  await profile.getByLabel('Phone').fill(other.phone ?? '');
  await profile.getByRole('button', { name: 'Save changes' }).click();
  await expect(profile.getByText(CUSTOMER_MESSAGES.duplicatePhone)).toBeVisible();
  await profile.getByLabel('Phone').fill(phone.display);
  await profile.getByLabel('Email', { exact: true }).fill('augusta@example.test');
  await profile.getByLabel('Birthday').fill('1815-12-10');
  await profile.getByLabel('Text messages (SMS)').uncheck();
  await profile.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Customer updated')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Augusta Lovelace' })).toBeVisible();
  await page.reload();
  await expect(profile.getByLabel('First name')).toHaveValue('Augusta');
  await expect(profile.getByLabel('Email', { exact: true })).toHaveValue('augusta@example.test');
  await expect(profile.getByLabel('Birthday')).toHaveValue('1815-12-10');
  await expect(profile.getByLabel('Text messages (SMS)')).not.toBeChecked();

  // Set a PIN: a short one is explained, a good one is stored.
  await expect(page.getByTestId('pin-status')).toHaveText('Not set');
  await page.getByRole('button', { name: 'Set PIN' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set PIN' });
  await dialog.getByLabel('New PIN').fill('12');
  await dialog.getByRole('button', { name: 'Set PIN' }).click();
  await expect(dialog.getByText(PORTAL_MESSAGES.newPinLength)).toBeVisible();
  await expectAccessible(page, 'the set-PIN dialog with an error');
  await dialog.getByLabel('New PIN').fill('4821');
  await dialog.getByRole('button', { name: 'Set PIN' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('pin-status')).toHaveText('Set');

  // The customer signs in to the portal with it (a browser of their own).
  const customerContext = await browser.newContext({ viewport: PHONE });
  const portal = await customerContext.newPage();
  const logIn = async () => {
    await portal.goto('/customer/login');
    await portal.getByLabel('Phone number').pressSequentially(phone.digits);
    await portal.getByLabel('PIN', { exact: true }).fill('4821');
    await portal.getByRole('button', { name: 'Log In' }).click();
  };
  await logIn();
  await expect(portal.getByText('Welcome back, Augusta!')).toBeVisible();

  // Portal access off: the next sign-in is refused with the business's words.
  const access = page.getByRole('switch', { name: 'Portal access' });
  await expect(access).toHaveAttribute('aria-checked', 'true');
  await access.click();
  await expect(page.getByText('Portal access turned off')).toBeVisible();
  await expect(access).toHaveAttribute('aria-checked', 'false');
  await customerContext.clearCookies();
  await logIn();
  await expect(portal.getByRole('alert')).toHaveText(PORTAL_MESSAGES.portalDisabled);
  await expectAccessible(portal, 'portal sign-in refused');
  await customerContext.close();

  // On a phone: cards stack, the activity becomes a list, nothing scrolls sideways.
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('ledger-item').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SCREENS}/customer-detail-390.png`, fullPage: true, animations: 'disabled' });
  await expectAccessible(page, 'customer-detail-390');
  await page.setViewportSize(DESKTOP);

  // Delete, after a confirmation that says what happens.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Augusta Lovelace?' });
  await expect(confirm).toContainText('Their visits and purchases stay in your totals');
  await expectAccessible(page, 'the delete-customer confirmation');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await confirm.getByRole('button', { name: 'Delete customer' }).click();
  await expect(page).toHaveURL(/\/customers$/);
  await expect(page.getByText('Customer deleted')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Charles Babbage' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Augusta Lovelace' })).toHaveCount(0);
  await expect(page.getByTestId('customer-count')).toHaveText('1 customer');

  // Its address now shows nobody.
  await page.goto(`/customers/${ada.id}`);
  await expect(page.getByRole('heading', { name: 'Customer not found' })).toBeVisible();
  await expectAccessible(page, 'customer not found');
  await page.getByRole('link', { name: 'Back to Customers' }).click();
  await expect(page).toHaveURL(/\/customers$/);
});

test('a new customer shows empty programs, rewards and activity', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signUpViaApi(page, newAccount('detail-empty'));
  const customer = await addCustomer(page, { firstName: 'Grace', lastName: 'Hopper', phone: uniquePhone().display });
  await page.goto('/customers');
  // A click anywhere on the row opens the customer too.
  await page.getByTestId('customer-row').filter({ hasText: 'Grace Hopper' }).getByText('No email').click();
  await expect(page).toHaveURL(new RegExp(`/customers/${customer.id}$`));
  await expect(page.getByText('No active programs')).toBeVisible();
  await expect(page.getByText('No rewards yet')).toBeVisible();
  await expect(page.getByText('No activity yet')).toBeVisible();
  await expect(page.getByTestId('rhythm-unknown')).toContainText('(0 days so far)');
});
