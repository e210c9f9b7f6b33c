import { expect, type Locator, type Page } from '@playwright/test';
import {
  expectAccessible,
  newAccount,
  SCREENS,
  sendOk,
  signUpViaApi,
  superAdminApi,
  test,
  uniqueEmail,
  waitForOutboxMessage,
} from './helpers.ts';

// Outside the repository: looked at by hand, not kept.
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Waits for the dialog's opening animation to end, so a screenshot shows it where it rests. */
async function settled(locator: Locator) {
  await locator.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
}

/** A business with an email and an SMS template, two customers, a quick email to one and a quick SMS to the other. */
async function businessWithHistory(page: Page) {
  await signUpViaApi(page, newAccount('history'));
  const email = await sendOk(page, 'post', '/api/email-templates', {
    name: 'Thank you',
    triggerType: 'custom',
    subject: 'Thanks for visiting {business_name}',
    body: 'Hi {firstName},\nthanks for coming by! You have {points} points.',
  });
  const sms = await sendOk(page, 'post', '/api/sms-templates', {
    name: 'Weekend offer',
    triggerType: 'custom',
    messageTemplate: '{firstName}, 2-for-1 coffee this weekend!',
  });
  const danaEmail = uniqueEmail('dana');
  const dana = (
    await sendOk(page, 'post', '/api/customers', { firstName: 'Dana', lastName: 'Scully', email: danaEmail })
  ).customer;
  const fox = (
    await sendOk(page, 'post', '/api/customers', { firstName: 'Fox', lastName: 'Mulder', phone: '(202) 555-0147' })
  ).customer;
  const sent = [
    await sendOk(page, 'post', `/api/customers/${dana.id}/quick-email`, { templateId: email.template?.id ?? email.id }),
    await sendOk(page, 'post', `/api/customers/${fox.id}/quick-sms`, { templateId: sms.template?.id ?? sms.id }),
  ];
  // Sends go out through the job queue: wait until both have.
  for (const { messageId } of sent) {
    await expect
      .poll(async () => {
        const { communication } = await (await page.request.get(`/api/communications/${messageId}`)).json();
        return communication.status === 'failed' ? `failed: ${communication.error}` : communication.status;
      })
      .toBe('sent');
  }
  return { dana, fox, danaEmail };
}

test('history: filters, search, the detail dialog and the opened state after the pixel is fetched', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize(DESKTOP);
  const { dana, danaEmail } = await businessWithHistory(page);

  await page.goto('/communications');
  await expect(page.getByRole('heading', { level: 1, name: 'Communication History' })).toBeVisible();
  await expect(page.getByTestId('communications-count')).toHaveText('2 messages');
  const rows = page.getByTestId('communication-row');
  await expect(rows).toHaveCount(2);
  // Newest first: the SMS was sent after the email.
  await expect(rows.first()).toContainText('Fox Mulder');
  await expect(rows.first()).toContainText('(202) 555-0147');
  await expect(rows.first()).toContainText('Fox, 2-for-1 coffee this weekend!');
  await expect(rows.nth(1)).toContainText('Dana Scully');
  await expect(rows.nth(1)).toContainText('Thanks for visiting');
  // No email provider is configured: the message is in the outbox, and the history says so rather than 'Sent'.
  await expect(rows.nth(1).getByTestId('communication-status')).toHaveText(
    'In the outbox: no email provider is configured',
  );

  // Type and status filters, with the spec's options.
  const type = page.getByLabel('Type', { exact: true });
  const status = page.getByLabel('Status', { exact: true });
  await expect(type.locator('option')).toHaveText(['All', 'Email', 'SMS']);
  // With no provider configured, 'In the outbox' is offered beside the spec's options.
  await expect(status.locator('option')).toHaveText(['All', 'Sent', 'In the outbox', 'Opened', 'Failed']);
  await type.selectOption('sms');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Fox Mulder');
  await type.selectOption('email');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Dana Scully');
  await type.selectOption('all');
  await status.selectOption('failed');
  await expect(page.getByText('No messages found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(rows).toHaveCount(2);

  // Search: recipient, then message text.
  const search = page.getByRole('searchbox', { name: 'Search messages' });
  await search.fill('scully');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Dana Scully');
  await search.fill('2-for-1');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Fox Mulder');
  await search.fill('nothing like this');
  await expect(page.getByText('No messages found')).toBeVisible();
  await search.fill('');
  await expect(rows).toHaveCount(2);

  // The email's pixel, as a mail client would fetch it.
  const admin = await superAdminApi(baseURL ?? '');
  const sent = await waitForOutboxMessage(admin, danaEmail, (m) => m.channel === 'email');
  await admin.dispose();
  expect(sent.html).toContain('Hi Dana,<br>');
  const pixel = sent.html?.match(/<img src="([^"]+)"/)?.[1]?.replaceAll('&amp;', '&');
  expect(pixel, 'the email carries an open pixel').toBeTruthy();
  const gif = await page.request.get(pixel ?? '');
  expect(gif.status()).toBe(200);
  expect(gif.headers()['content-type']).toBe('image/gif');

  await page.reload();
  const danaRow = rows.filter({ hasText: 'Dana Scully' });
  await expect(danaRow.getByTestId('communication-status')).toHaveText('Opened once');
  await expect(danaRow.getByTestId('communication-status')).toHaveClass(/text-sky-700/);
  await status.selectOption('opened');
  await expect(rows).toHaveCount(1);
  await status.selectOption('outbox');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Fox Mulder');
  await status.selectOption('all');
  await expect(rows).toHaveCount(2);
  await page.screenshot({ path: `${SCREENS}/communications-list-desktop.png`, fullPage: true });
  await expectAccessible(page, 'communications-list-desktop');

  // The detail dialog: the whole message, the customer, provider and opens.
  await danaRow.getByTestId('communication-open').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /Thanks for visiting History Co/ })).toBeVisible();
  await expect(dialog.getByTestId('communication-content')).toHaveText(
    'Hi Dana,\nthanks for coming by! You have 0 points.',
  );
  await expect(dialog.getByRole('link', { name: 'Dana Scully' })).toHaveAttribute('href', `/customers/${dana.id}`);
  await expect(dialog).toContainText(dana.uniqueCustomerId);
  await expect(dialog).toContainText(danaEmail);
  await expect(dialog).toContainText('outbox');
  await expect(dialog).toContainText('Quick send');
  await expect(dialog.getByText(/First opened/)).toBeVisible();
  await expect(dialog.getByTestId('communication-status')).toHaveText('Opened once');
  await settled(dialog);
  await page.screenshot({ path: `${SCREENS}/communications-dialog-desktop.png` });
  await expectAccessible(page, 'communications-dialog-desktop');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // A phone: a list of cards, and the same dialog.
  await page.setViewportSize(PHONE);
  const cards = page.getByTestId('communication-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Dana Scully' }).getByTestId('communication-status')).toHaveText('Opened once');
  await page.screenshot({ path: `${SCREENS}/communications-list-mobile.png`, fullPage: true });
  await expectAccessible(page, 'communications-list-mobile');
  await cards.filter({ hasText: 'Fox Mulder' }).getByTestId('communication-open').click();
  await expect(dialog.getByRole('heading', { name: 'SMS message' })).toBeVisible();
  await expect(dialog.getByTestId('communication-content')).toHaveText('Fox, 2-for-1 coffee this weekend!');
  await settled(dialog);
  await page.screenshot({ path: `${SCREENS}/communications-dialog-mobile.png` });
  await expectAccessible(page, 'communications-dialog-mobile');
});

test('history: the empty state and loading without messages', async ({ page }) => {
  await signUpViaApi(page, newAccount('quiet'));
  await page.setViewportSize(DESKTOP);
  await page.goto('/communications');
  await expect(page.getByText('No messages yet')).toBeVisible();
  await expect(page.getByTestId('communications-count')).toHaveText('0 messages');
  await page.screenshot({ path: `${SCREENS}/communications-empty-desktop.png`, fullPage: true });
  await expectAccessible(page, 'communications-empty-desktop');
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SCREENS}/communications-empty-mobile.png`, fullPage: true });
  await expectAccessible(page, 'communications-empty-mobile');
});
