import { expect } from '@playwright/test';
import { CAMPAIGN_MESSAGES, TEST_RECIPIENT_MESSAGES } from '@regulars/contracts';
import {
  expectAccessible,
  newAccount,
  sendOk,
  shootBothWidths,
  signUpViaApi,
  superAdminApi,
  test,
  waitForOutboxMessage,
} from './helpers.ts';

/** A mobile number no other run uses: codes are limited per number. */
function newPhone() {
  const local = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  return { typed: `(646) 5${local.slice(0, 2)}-${local.slice(2)}`, e164: `+16465${local}` };
}

test('campaign tests: a new business verifies its phone by code, then sends itself a test', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const account = newAccount('testsends');
  await signUpViaApi(page, account);
  const campaign = await sendOk(page, 'post', '/api/campaigns', { name: 'Flash sale', type: 'sms' });
  const response = await page.request.put(`/api/campaigns/${campaign.id}`, {
    data: { name: 'Flash sale', body: 'Half-price pastries today only at {business_name}!' },
  });
  expect(response.ok()).toBe(true);
  const phone = newPhone();

  await page.goto(`/campaigns/${campaign.id}`);
  await page.getByRole('button', { name: 'Send test' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send test' });
  await expect(dialog.getByText('No verified numbers yet')).toBeVisible();
  // Nothing to send to until a number is verified.
  await expect(dialog.getByRole('button', { name: 'Send test' })).toBeDisabled();
  await shootBothWidths(page, 'campaign-test-empty');

  await dialog.getByRole('button', { name: 'Add a number' }).click();
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter a number or an email address');
  await dialog.getByLabel('Mobile number').fill('12');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(TEST_RECIPIENT_MESSAGES.phoneRequired);
  await dialog.getByLabel('Mobile number').fill(phone.typed);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(TEST_RECIPIENT_MESSAGES.codeSentSms)).toBeVisible();
  await expect(dialog.getByText(`We texted a 6-digit code to ${phone.typed}`)).toBeVisible();

  const admin = await superAdminApi(baseURL ?? '');
  const texted = await waitForOutboxMessage(admin, phone.e164, (m) => m.text.includes('test code'));
  expect(texted.text).toMatch(
    new RegExp(`^${account.companyName} test code: \\d{6}\\. Enter it in Regulars to receive campaign tests here\\.$`),
  );
  const code = /test code: (\d{6})/.exec(texted.text)?.[1] ?? '';

  const codeField = dialog.getByLabel('6-digit code');
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(TEST_RECIPIENT_MESSAGES.codeWrong);
  await shootBothWidths(page, 'campaign-test-code');

  await codeField.fill(code);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(TEST_RECIPIENT_MESSAGES.verified)).toBeVisible();
  const choice = dialog.getByRole('radio', { name: phone.typed });
  await expect(choice).toBeChecked();
  await expect(dialog.getByText('Verified', { exact: true })).toBeVisible();
  await shootBothWidths(page, 'campaign-test-verified');

  await dialog.getByRole('button', { name: 'Send test' }).click();
  // Said as the picker shows the number, not as it is stored.
  await expect(page.getByText(`${CAMPAIGN_MESSAGES.testSent} to ${phone.typed}`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const sent = await waitForOutboxMessage(admin, phone.e164, (m) => m.text.startsWith('Half-price pastries'));
  expect(sent.text).toContain(`at ${account.companyName}!`);
  await expectAccessible(page, 'the composer after a test');
});
