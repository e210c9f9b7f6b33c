import { expect } from '@playwright/test';
import { SETTINGS_MESSAGES, type TCampaign } from '@regulars/contracts';
import { newAccount, sendOk, shootViewport, signUpViaApi, test, uniqueEmail } from './helpers.ts';

const ZONE = 'America/New_York';

/** The New York wall clock `minutes` from `now`: 'HH:MM' for the settings, '8:00 AM' as the screens say it. */
function newYork(now: number, minutes: number) {
  const at = new Date(now + minutes * 60_000);
  const clock = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit' });
  const words = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeStyle: 'short' });
  return { hhmm: clock.format(at), said: words.format(at).replace(/\s/g, ' ') };
}

test('an SMS campaign held by quiet hours says until when, before and after it is sent', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpViaApi(page, newAccount('quiet'));
  await sendOk(page, 'post', '/api/customers', { firstName: 'Maya', phone: '(415) 555-0181' });
  // Quiet hours in New York that began an hour ago and end in two hours.
  const now = Date.now();
  const end = newYork(now, 120);
  await sendOk(page, 'put', '/api/settings/sending', {
    timeZone: ZONE,
    quietHoursStart: newYork(now, -60).hhmm,
    quietHoursEnd: end.hhmm,
  });
  const draft = (await sendOk(page, 'post', '/api/campaigns', { name: 'Late text', type: 'sms' })) as TCampaign;

  await page.goto(`/campaigns/${draft.id}`);
  await page.getByRole('textbox', { name: 'Message' }).fill('Two for one on pastries tomorrow');
  await page.getByRole('button', { name: 'Send now' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Send campaign now?' });
  await expect(confirm.getByTestId('send-quiet-hold')).toHaveText(
    `It goes out at ${end.said} (${ZONE}), when your quiet hours end.`,
  );
  await expect(confirm).not.toContainText('right away');
  await shootViewport(page, 'send-dialog-quiet-hours');
  await confirm.getByRole('button', { name: 'Send to 1 customer' }).click();

  await expect(page.getByTestId('campaign-status')).toHaveText('Sending');
  await expect(page.getByTestId('send-state')).toHaveText(`Held by quiet hours until ${end.said} (${ZONE})`);
  await expect(page.getByTestId('send-progress')).toContainText('0 of 1');
  await shootViewport(page, 'campaign-held-by-quiet-hours', page.getByTestId('send-progress'));
});

test('an email campaign without a postal address says so as the composer opens, and Send waits for it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page, newAccount('address'));
  await sendOk(page, 'post', '/api/customers', { firstName: 'Ola', email: uniqueEmail('ola') });
  const draft = (await sendOk(page, 'post', '/api/campaigns', { name: 'Spring news', type: 'email' })) as TCampaign;

  await page.goto(`/campaigns/${draft.id}`);
  const note = page.getByTestId('postal-address-missing');
  await expect(note).toHaveText(
    'Add your business postal address before sending: the law requires it in every marketing email. Add it in Settings',
  );
  await expect(page.getByRole('button', { name: 'Send now' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Schedule' })).toBeDisabled();
  // A test to the owner's own address needs no postal address.
  await expect(page.getByRole('button', { name: 'Send test' })).toBeEnabled();
  await shootViewport(page, 'composer-no-postal-address', note);

  await note.getByRole('link', { name: 'Add it in Settings' }).click();
  await expect(page).toHaveURL(/\/settings#postal-address$/);
  const field = page.getByLabel('Business postal address');
  await expect(field).toBeFocused();
  await field.fill('12 Harbour Street\nPortland, ME 04101');
  // The time zone is proposed from this browser: saving keeps it.
  await page.getByRole('button', { name: 'Save sending settings' }).click();
  await expect(page.getByText(SETTINGS_MESSAGES.sendingSaved)).toBeVisible();

  await page.goto(`/campaigns/${draft.id}`);
  await page.getByLabel('Subject').fill('Spring is here');
  await page.getByRole('tab', { name: 'HTML or text' }).click();
  await page.getByLabel('Body').fill('Fresh pastries every morning.');
  await expect(page.getByTestId('postal-address-missing')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send now' })).toBeEnabled();
  await page.getByRole('button', { name: 'Send now' }).click();
  await page
    .getByRole('alertdialog', { name: 'Send campaign now?' })
    .getByRole('button', { name: 'Send to 1 customer' })
    .click();
  await expect(page.getByTestId('campaign-status')).toHaveText(/Sending|Sent/);
});
