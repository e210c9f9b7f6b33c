import { expect } from '@playwright/test';
import { expectAccessible, newAccount, SCREENS, shootBothWidths, signUpViaApi, test } from './helpers.ts';

const API_KEY = 'SG.e2e-secret-key-000111222.abcdefghijklmnop9876';

test('settings: tracking toggle, sending and compliance, email configuration', async ({ page }) => {
  test.setTimeout(60_000);
  await signUpViaApi(page, newAccount('settings'));
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  // Email tracking: on by default; off with the spec's toast, and still off after a reload.
  const tracking = page.getByRole('switch', { name: 'Track email opens' });
  await expect(tracking).toHaveAttribute('aria-checked', 'true');
  await tracking.click();
  await expect(page.getByText('Email tracking setting updated')).toBeVisible();
  await expect(tracking).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Track email opens' })).toHaveAttribute('aria-checked', 'false');

  // Sending & compliance: the browser's zone is proposed; a bad phone is refused beside the field.
  const sending = page.getByRole('form', { name: 'Sending and compliance' });
  await expect(sending.getByText('Proposed from this browser. Save to keep it.')).toBeVisible();
  await sending.getByLabel('Business postal address').fill('12 Harbour Street\nPortland, ME 04101');
  await sending.getByLabel('Contact phone').fill('12');
  await sending.getByLabel('Contact email').fill('help@example.test');
  const zone = sending.getByRole('combobox', { name: 'Business time zone' });
  await zone.click();
  await zone.fill('to');
  await page.screenshot({ path: `${SCREENS}/settings-time-zone-1280.png` });
  await expectAccessible(page, 'settings-time-zone-1280');
  await zone.fill('tokyo');
  await page.getByRole('option', { name: /Asia\/Tokyo/ }).click();
  await expect(zone).toHaveValue('Asia/Tokyo');
  await sending.getByLabel('From', { exact: true }).fill('22:00');
  await sending.getByLabel('Until', { exact: true }).fill('22:00');
  await sending.getByRole('button', { name: 'Save sending settings' }).click();
  await expect(sending.getByText('Quiet hours must start and end at different times')).toBeVisible();
  await sending.getByLabel('Until', { exact: true }).fill('07:30');
  await sending.getByRole('button', { name: 'Save sending settings' }).click();
  await expect(sending.getByText('Enter a valid contact phone number, e.g. +1 415 555 0100')).toBeVisible();
  await sending.getByLabel('Contact phone').fill('(415) 555-0101');
  await sending.getByRole('button', { name: 'Save sending settings' }).click();
  await expect(page.getByText('Sending settings saved')).toBeVisible();
  await expect(sending.getByText('No marketing texts from 10:00 PM to 7:30 AM the next morning')).toBeVisible();

  // Email configuration: the spec's required-fields message first, nothing saved.
  const config = page.getByRole('form', { name: 'Email configuration' });
  await expect(page.getByText('Deprecated', { exact: true })).toBeVisible();
  // No provider on this test platform: the page says messages stay in the outbox, never that they go out.
  await expect(config.getByTestId('providers-note')).toHaveText(
    'No email or SMS provider is configured on this platform yet: your email and SMS messages are kept in the outbox and nobody receives them. Fill this in only if you already use SendGrid.',
  );
  await expect(config.getByTestId('api-key-status')).toHaveText('Not set');
  await config.getByLabel('SendGrid API key').fill(API_KEY);
  await config.getByRole('button', { name: 'Save' }).click();
  await expect(config.getByTestId('email-config-error')).toHaveText('From Email and From Name are required');
  await config.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/settings-email-config-error-1280.png` });
  await expectAccessible(page, 'settings-email-config-error-1280');
  await config.getByLabel('From Email').fill('hello@example.test');
  await config.getByLabel('From Name').fill('Harbour Coffee');
  await config.getByRole('switch', { name: 'Use this configuration' }).click();
  await config.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Email configuration saved successfully')).toBeVisible();
  await expect(config.getByTestId('api-key-status')).toHaveText('Saved •••• 9876');
  await expect(config.getByLabel('SendGrid API key')).toHaveValue('');

  // After a reload everything is as saved, and the key is nowhere in the page or in what the server sent.
  const answers: string[] = [];
  page.on('response', async (response) => {
    if (response.url().includes('/api/')) answers.push(await response.text().catch(() => ''));
  });
  await page.reload();
  await expect(config.getByTestId('api-key-status')).toHaveText('Saved •••• 9876');
  await expect(config.getByLabel('From Name')).toHaveValue('Harbour Coffee');
  await expect(config.getByRole('switch', { name: 'Use this configuration' })).toHaveAttribute('aria-checked', 'true');
  await expect(sending.getByLabel('Business postal address')).toHaveValue('12 Harbour Street\nPortland, ME 04101');
  await expect(sending.getByLabel('Contact phone')).toHaveValue('+1 415 555 0101');
  await expect(sending.getByRole('combobox', { name: 'Business time zone' })).toHaveValue('Asia/Tokyo');
  await expect(sending.getByLabel('From', { exact: true })).toHaveValue('22:00');
  await expect(sending.getByText('Proposed from this browser. Save to keep it.')).toHaveCount(0);
  expect(await page.content()).not.toContain(API_KEY);
  expect(answers.join('\n')).not.toContain(API_KEY);

  await shootBothWidths(page, 'settings');
});
