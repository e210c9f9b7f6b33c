import { expect, type Page } from '@playwright/test';
import { MAILCHIMP_MESSAGES, SETTINGS_MESSAGES, SMS_OPT_OUT_MESSAGES } from '@regulars/contracts';
import { newAccount, shootBothWidths, signUpViaApi, test } from './helpers.ts';

/** zod's own English, which no settings form may show: every message is the contract's. */
const VALIDATOR_ENGLISH = /Invalid input|expected (string|number|boolean)|received|Too (small|big)/;

async function expectNoValidatorEnglish(page: Page) {
  await expect(page.getByText(VALIDATOR_ENGLISH)).toHaveCount(0);
}

/** The toast that says an action worked (or failed), found by its words. */
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('a new business fills every settings card from empty, and each refuses a bad value in plain words', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Pro: MailChimp offers its form instead of the upgrade prompt a Free business sees (mailchimp.spec.ts).
  const account = newAccount('fresh');
  await signUpViaApi(page, account, 'Pro');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const tracking = page.getByRole('switch', { name: 'Track email opens' });
  const sending = page.getByRole('form', { name: 'Sending and compliance' });
  const optOuts = page.getByRole('region', { name: 'SMS opt-outs' });
  const config = page.getByRole('form', { name: 'Email configuration' });
  const mailchimp = page.getByTestId('mailchimp-card');

  // Every card as a new owner first finds it: nothing saved, each saying what it is for and what to do.
  await expect(tracking).toHaveAttribute('aria-checked', 'true');
  await expect(sending.getByLabel('Business postal address')).toHaveValue('');
  await expect(sending.getByLabel('Contact phone')).toHaveValue('');
  await expect(sending.getByLabel('Contact email')).toHaveValue('');
  await expect(sending.getByText('Proposed from this browser. Save to keep it.')).toBeVisible();
  await expect(sending.getByText('No marketing texts from 9:00 PM to 8:00 AM the next morning')).toBeVisible();
  await expect(optOuts.getByText(SMS_OPT_OUT_MESSAGES.empty)).toBeVisible();
  await expect(config.getByTestId('api-key-status')).toHaveText('Not set');
  await expect(config.getByLabel('From Email')).toHaveValue('');
  await expect(config.getByLabel('From Name')).toHaveValue('');
  await expect(config.getByRole('switch', { name: 'Use this configuration' })).toHaveAttribute('aria-checked', 'false');
  await expect(mailchimp.getByLabel('MailChimp API key')).toHaveValue('');
  await expect(mailchimp.getByRole('button', { name: 'Connect MailChimp' })).toBeEnabled();
  await shootBothWidths(page, 'settings-new-business');

  // Email open tracking: a switch has no wrong value; off and on again with the spec's toast, kept over a reload.
  await tracking.click();
  await expect(toast(page, SETTINGS_MESSAGES.trackingUpdated)).toBeVisible();
  await expect(tracking).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(tracking).toHaveAttribute('aria-checked', 'false');
  await tracking.click();
  await expect(tracking).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(tracking).toHaveAttribute('aria-checked', 'true');

  // Sending & compliance: a bad contact email is explained beside its field; then everything is saved and kept.
  await sending.getByLabel('Contact email').fill('help-at-fresh');
  await sending.getByRole('button', { name: 'Save sending settings' }).click();
  await expect(sending.getByText(SETTINGS_MESSAGES.invalidContactEmail)).toBeVisible();
  await expectNoValidatorEnglish(page);
  await sending.getByLabel('Business postal address').fill('3 Mill Lane\nBristol BS1 4DJ');
  await sending.getByLabel('Contact phone').fill('+44 117 496 0123');
  await sending.getByLabel('Contact email').fill('Help@Fresh.test');
  const zone = sending.getByRole('combobox', { name: 'Business time zone' });
  await zone.click();
  await zone.fill('london');
  await page.getByRole('option', { name: /Europe\/London/ }).click();
  await sending.getByRole('button', { name: 'Save sending settings' }).click();
  await expect(toast(page, SETTINGS_MESSAGES.sendingSaved)).toBeVisible();

  // SMS opt-outs: nothing typed, then a number that cannot be one, each refused in the dialog; then one is added.
  await optOuts.getByRole('button', { name: 'Add number' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a number' });
  await dialog.getByRole('button', { name: 'Add number' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(SMS_OPT_OUT_MESSAGES.invalidPhone);
  await dialog.getByLabel('Phone number').fill('12');
  await dialog.getByRole('button', { name: 'Add number' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(SMS_OPT_OUT_MESSAGES.invalidPhone);
  await expectNoValidatorEnglish(page);
  await dialog.getByLabel('Phone number').fill('+44 7700 900456');
  await dialog.getByRole('button', { name: 'Add number' }).click();
  await expect(toast(page, SMS_OPT_OUT_MESSAGES.added)).toBeVisible();
  await expect(dialog).toBeHidden();

  // Email configuration: the spec's required message first; then From Email and From Name alone (no API key) save.
  await config.getByRole('button', { name: 'Save' }).click();
  await expect(config.getByTestId('email-config-error')).toHaveText(SETTINGS_MESSAGES.emailConfigRequired);
  await config.getByLabel('From Email').fill('hello@');
  await config.getByLabel('From Name').fill('Fresh Bakery');
  await config.getByRole('button', { name: 'Save' }).click();
  await expect(config.getByTestId('email-config-error')).toHaveText(SETTINGS_MESSAGES.invalidFromEmail);
  await expectNoValidatorEnglish(page);
  await config.getByLabel('From Email').fill('Hello@Fresh.test');
  await config.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, SETTINGS_MESSAGES.emailConfigSaved)).toBeVisible();
  await expect(config.getByTestId('email-config-error')).toHaveCount(0);
  await expect(config.getByTestId('api-key-status')).toHaveText('Not set');

  // MailChimp: an empty key and one that cannot be a key are refused before anything is sent to MailChimp.
  const connect = mailchimp.getByRole('button', { name: 'Connect MailChimp' });
  await connect.click();
  await expect(mailchimp.getByTestId('mailchimp-error')).toHaveText(MAILCHIMP_MESSAGES.keyRequired);
  await mailchimp.getByLabel('MailChimp API key').fill('not a key');
  await connect.click();
  await expect(mailchimp.getByTestId('mailchimp-error')).toHaveText(MAILCHIMP_MESSAGES.keyFormat);
  await expectNoValidatorEnglish(page);

  // After a reload every saved value is there, as the server kept it.
  await page.reload();
  await expect(tracking).toHaveAttribute('aria-checked', 'true');
  await expect(sending.getByLabel('Business postal address')).toHaveValue('3 Mill Lane\nBristol BS1 4DJ');
  await expect(sending.getByLabel('Contact phone')).toHaveValue('+44 117 496 0123');
  await expect(sending.getByLabel('Contact email')).toHaveValue('help@fresh.test');
  await expect(sending.getByRole('combobox', { name: 'Business time zone' })).toHaveValue('Europe/London');
  await expect(sending.getByText('Proposed from this browser. Save to keep it.')).toHaveCount(0);
  await expect(optOuts.getByTestId('opt-out-row')).toHaveCount(1);
  await expect(optOuts.getByTestId('opt-out-row').first()).toContainText('+44 7700 900456');
  await expect(config.getByLabel('From Email')).toHaveValue('hello@fresh.test');
  await expect(config.getByLabel('From Name')).toHaveValue('Fresh Bakery');
  await expect(config.getByTestId('api-key-status')).toHaveText('Not set');
  await expect(mailchimp.getByLabel('MailChimp API key')).toHaveValue('');
  await shootBothWidths(page, 'settings-new-business-filled');
});
