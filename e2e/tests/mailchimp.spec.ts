import { expect, type Locator, type Page } from '@playwright/test';
import { MAILCHIMP_MESSAGES } from '@regulars/contracts';
import { startMailchimpStub, type TMailchimpStub } from '../../server/test/stubs/mailchimp-stub.ts';
import { newAccount, SCREENS, shootBothWidths, signUpViaApi, test } from './helpers.ts';

// The server was started with MAILCHIMP_API_BASE on this port (server-env.ts); the stub listens there while this
// file runs, so no other spec can reach it.
let stub: TMailchimpStub;
test.beforeAll(async () => {
  stub = await startMailchimpStub({ port: Number(process.env.E2E_MAILCHIMP_PORT) });
});
test.afterAll(async () => {
  await stub?.close();
});

/** The page at both widths, and the card alone (the page is long: the card is what changed). */
async function shoot(page: Page, card: Locator, name: string) {
  await shootBothWidths(page, name);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await card.screenshot({ path: `${SCREENS}/${name}-card-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('Free tier sees the upgrade prompt instead of the form', async ({ page }) => {
  await signUpViaApi(page, newAccount('mcfree'));
  await page.goto('/settings');
  const card = page.getByTestId('mailchimp-card');
  await expect(card.getByTestId('mailchimp-upgrade')).toContainText(MAILCHIMP_MESSAGES.upgrade);
  await expect(card.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/subscription');
  await expect(card.getByLabel('MailChimp API key')).toHaveCount(0);
  await shoot(page, card, 'mailchimp-free');
});

test('a Pro business connects, picks an audience, syncs and sees the result, then disconnects', async ({ page }) => {
  test.setTimeout(60_000);
  await signUpViaApi(page, newAccount('mcpro'), 'Pro');
  for (const [firstName, email] of [
    ['Ann', 'ann-mc@example.test'],
    ['Bo', 'bo-mc@example.test'],
    ['Fake', 'fake-mc@example.test'],
  ]) {
    const res = await page.request.post('/api/customers', { data: { firstName, lastName: 'Lee', email } });
    expect(res.status(), await res.text()).toBe(201);
  }
  stub.reject('fake-mc@example.test');
  const account = stub.addAccount({ name: 'Blue Door Coffee', lists: ['Regulars', 'Newsletter'] });

  await page.goto('/settings');
  const card = page.getByTestId('mailchimp-card');
  const key = card.getByLabel('MailChimp API key');
  await expect(key).toHaveAttribute('type', 'password');
  // A key MailChimp refuses: a plain message, nothing saved.
  await key.fill(`${'0'.repeat(32)}-us21`);
  await card.getByRole('button', { name: 'Connect MailChimp' }).click();
  await expect(card.getByTestId('mailchimp-error')).toHaveText(MAILCHIMP_MESSAGES.keyRefused);
  await page.mouse.move(0, 0);
  await shoot(page, card, 'mailchimp-connect-error');

  await key.fill(account.key);
  await card.getByRole('button', { name: 'Connect MailChimp' }).click();
  await expect(card.getByTestId('mailchimp-account')).toHaveText('Blue Door Coffee');
  await expect(card.getByTestId('mailchimp-key-hint')).toContainText(`••••${account.key.slice(28, 32)}`);
  await expect(page.getByText(account.key)).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Sync now' })).toBeDisabled();

  await card.getByLabel('Audience').selectOption({ label: 'Newsletter (0 subscribed)' });
  await expect(page.getByText(MAILCHIMP_MESSAGES.audienceSaved)).toBeVisible();
  await card.getByRole('button', { name: 'Sync now' }).click();
  await expect(card.getByTestId('mailchimp-sync-status')).toHaveText('Synced with errors', { timeout: 20_000 });
  await expect(card.getByTestId('mailchimp-sync-counts')).toContainText('3 sent as subscribed');
  await expect(card.getByTestId('mailchimp-sync-counts')).toContainText('2 added');
  await expect(card.getByTestId('mailchimp-sync-errors')).toContainText('fake-mc@example.test');
  expect(stub.members(account.key, account.listIds[1]).get('ann-mc@example.test')?.status).toBe('subscribed');
  // Toasts stay while the pointer rests on them (it clicked beside them): move it away.
  await page.mouse.move(0, 0);
  await shoot(page, card, 'mailchimp-synced');

  await card.getByRole('button', { name: 'Disconnect' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Your MailChimp audience and its contacts stay as they are.');
  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  await expect(card.getByLabel('MailChimp API key')).toBeVisible();
});
