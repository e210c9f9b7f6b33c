import { expect } from '@playwright/test';
import { newAccount, shootBothWidths, shootViewport, signUpViaApi, test, toastsGone } from './helpers.ts';

test('closing a business: the settings card, the confirmation, the closed screen, and reopening', async ({ page }) => {
  test.setTimeout(120_000);
  const account = newAccount('closing');
  await signUpViaApi(page, account, 'Pro');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  // The danger zone: what closing does, the export to take first (a link to the Data card), and the button.
  const card = page.getByTestId('close-business-card');
  await expect(card.getByRole('heading', { name: 'Close business' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Export all data' })).toHaveAttribute('href', '/settings#data');
  await expect(card.getByText('Your subscription is cancelled at once; nothing more is charged.')).toBeVisible();
  // The cards above it have loaded (the API keys' activity last), so the page no longer grows under the shot.
  await expect(page.getByText('Nothing yet. Creating or revoking an API key')).toBeVisible();
  await shootViewport(page, 'closing-card', card);

  // The dialog: the close stays disabled until the business's name is typed exactly.
  await card.getByRole('button', { name: 'Close business…' }).click();
  const dialog = page.getByRole('dialog', { name: `Close ${account.companyName}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Have you exported your data?')).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Close business' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type ${account.companyName} to confirm`).fill(account.companyName.toLowerCase());
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type ${account.companyName} to confirm`).fill(account.companyName);
  await expect(confirm).toBeEnabled();
  await shootViewport(page, 'closing-dialog');
  await confirm.click();

  // The closed screen, with the deletion date, in place of every page of the app.
  const closed = page.getByTestId('closed-screen');
  await expect(closed.getByRole('heading', { level: 1, name: 'This business is closed' })).toBeVisible();
  await expect(closed.getByText(account.companyName)).toBeVisible();
  await expect(closed.getByText(/will be deleted for good on/)).toBeVisible();
  // The Data card on the closed screen reads times in the business's zone from the closing status: Settings, which a
  // closed business cannot read, is not asked for.
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/settings') && r.status() === 403) refused.push(r.url());
  });
  await page.goto('/customers');
  await expect(closed.getByRole('heading', { name: 'This business is closed' })).toBeVisible();
  // The data can still be taken away until the deletion: the Data card is under the closed screen.
  await page.getByRole('button', { name: 'Export all data' }).click();
  await expect(page.getByRole('link', { name: 'Download' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/Link valid until/)).toBeVisible();
  expect(refused).toEqual([]);
  await shootBothWidths(page, 'closing-closed-screen');

  // Reopening: back to the dashboard, and the app works again; the subscription stayed cancelled.
  await closed.getByRole('button', { name: 'Reopen business' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByText(
      'Business reopened. Its subscription stays cancelled: choose a plan again on the Subscription page.',
    ),
  ).toBeVisible();
  await expect(page.getByTestId('closed-screen')).toHaveCount(0);
  await toastsGone(page);
  await page.goto('/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
});
