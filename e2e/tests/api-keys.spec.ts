import { expect, type Locator, type Page } from '@playwright/test';
import { API_KEY_MESSAGES, AUDIT_MESSAGES } from '@regulars/contracts';
import { newAccount, SCREENS, shootBothWidths, signUpViaApi, test } from './helpers.ts';

/** The page at both widths, and the card alone (the page is long: the card is what changed). */
async function shoot(page: Page, card: Locator, name: string) {
  await shootBothWidths(page, name);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await card.screenshot({ path: `${SCREENS}/${name}-card-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('Free tier sees the upgrade prompt instead of keys', async ({ page }) => {
  await signUpViaApi(page, newAccount('apifree'));
  await page.goto('/settings');
  const card = page.getByTestId('developers-card');
  await expect(card.getByTestId('developers-upgrade')).toContainText(API_KEY_MESSAGES.upgrade);
  await expect(card.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/subscription');
  await expect(card.getByRole('button', { name: 'Create API key' })).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: `${SCREENS}/api-keys-free-card-1280.png` });
});

test('a Pro business creates a key (shown once), uses it, and revokes it', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpViaApi(page, newAccount('apipro'), 'Pro');
  const added = await page.request.post('/api/customers', {
    data: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada-api@example.test' },
  });
  expect(added.status(), await added.text()).toBe(201);

  await page.goto('/settings');
  const card = page.getByTestId('developers-card');
  await expect(card.getByText('No API keys yet')).toBeVisible();
  // The reference is the readable page of the public API, not a JSON document of every route.
  await expect(card.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/api/v1/docs');
  // Recent activity starts empty, in plain words.
  await expect(card.getByText(AUDIT_MESSAGES.empty)).toBeVisible();
  await shoot(page, card, 'api-keys-empty');

  await card.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog');
  // Bad input: a plain message, nothing created.
  await dialog.getByLabel('Read customers').uncheck();
  await dialog.getByRole('button', { name: 'Create key' }).click();
  await expect(dialog.getByTestId('api-key-error')).toHaveText(API_KEY_MESSAGES.nameRequired);
  await dialog.getByLabel('Name').fill('Front counter till');
  await dialog.getByRole('button', { name: 'Create key' }).click();
  await expect(dialog.getByTestId('api-key-error')).toHaveText(API_KEY_MESSAGES.scopesRequired);
  await dialog.getByLabel('Read customers').check();
  await dialog.getByLabel('Read programs').check();
  await shootBothWidths(page, 'api-keys-create-dialog');
  await dialog.getByRole('button', { name: 'Create key' }).click();

  await expect(dialog.getByTestId('api-key-copy-now')).toHaveText(API_KEY_MESSAGES.copyNow);
  const secret = (await dialog.getByTestId('api-key-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^rg_live_[A-Za-z0-9_-]{32}$/);
  await shootBothWidths(page, 'api-keys-created');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
  // Shown once: the list has only its prefix.
  const row = card.getByTestId('api-key-row');
  await expect(row).toContainText('Front counter till');
  await expect(row).toContainText(`${secret.slice(0, 12)}…`);
  await expect(row).toContainText('Last used: Never');
  await expect(page.getByText(secret)).toHaveCount(0);
  // The created key shows in Recent activity, with who made it.
  const activity = card.getByTestId('developers-activity');
  await expect(activity.getByRole('listitem')).toHaveCount(1);
  await expect(activity.getByRole('listitem').first()).toContainText('created the API key “Front counter till”');
  await expect(activity.getByRole('listitem').first()).toContainText('Just now');

  // The key works from a till (no cookie needed: the bearer key is the whole credential).
  const bearer = { Authorization: `Bearer ${secret}` };
  const listed = await page.request.get('/api/v1/customers', { headers: bearer });
  expect(listed.status(), await listed.text()).toBe(200);
  expect((await listed.json()).data).toEqual([expect.objectContaining({ firstName: 'Ada', lastName: 'Lovelace' })]);
  expect(listed.headers()['ratelimit-limit']).toBe('100');

  await page.reload();
  await expect(row).toContainText('Last used: Just now');
  await expect(row.getByText('Read customers')).toBeVisible();
  await shoot(page, card, 'api-keys-list');

  await row.getByRole('button', { name: 'Revoke Front counter till' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Front counter till');
  await shootBothWidths(page, 'api-keys-revoke-confirm');
  await confirm.getByRole('button', { name: 'Revoke key' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(row.getByText('Revoked', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /Revoke/ })).toHaveCount(0);
  // The revocation tops Recent activity at once.
  await expect(activity.getByRole('listitem')).toHaveCount(2);
  await expect(activity.getByRole('listitem').first()).toContainText('revoked the API key “Front counter till”');

  const refused = await page.request.get('/api/v1/customers', { headers: bearer });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).error.message).toBe(API_KEY_MESSAGES.invalidKey);
  await shoot(page, card, 'api-keys-revoked');
});
