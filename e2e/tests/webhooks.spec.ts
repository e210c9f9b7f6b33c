import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Locator, type Page } from '@playwright/test';
import { WEBHOOK_MESSAGES } from '@regulars/contracts';
import { newAccount, SCREENS, shootBothWidths, signUpViaApi, test } from './helpers.ts';

/** The page at both widths, and the card alone (the page is long: the card is what changed). */
async function shoot(page: Page, card: Locator, name: string) {
  await shootBothWidths(page, name);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${SCREENS}/${name}-card-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a Pro business adds an endpoint, sends a test event and sees it delivered in the log', async ({ page }) => {
  test.setTimeout(90_000);
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/regulars`;

  try {
    await signUpViaApi(page, newAccount('hooks'), 'Pro');
    await page.goto('/settings');
    const card = page.getByTestId('webhooks-card');
    await expect(card.getByText('No endpoints yet')).toBeVisible();
    await shoot(page, card, 'webhooks-empty');

    await card.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog');
    // Bad input: a plain message, nothing added.
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(dialog.getByTestId('webhook-error')).toHaveText(WEBHOOK_MESSAGES.urlRequired);
    await dialog.getByLabel('Endpoint URL').fill(url);
    await dialog.getByLabel('Description (optional)').fill('Shop CRM');
    await dialog.getByLabel('A reward is earned').check();
    await shootBothWidths(page, 'webhooks-add-dialog');
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();

    await expect(dialog.getByTestId('webhook-copy-now')).toHaveText(WEBHOOK_MESSAGES.copyNow);
    const secret = (await dialog.getByTestId('webhook-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^whsec_/);
    await shootBothWidths(page, 'webhooks-secret');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toHaveCount(0);

    const row = card.getByTestId('webhook-row');
    await expect(row).toContainText(url);
    await expect(row).toContainText('Active');
    await expect(row).toContainText('visit.recorded, purchase.recorded, reward.earned');

    await row.getByRole('button', { name: 'Send test event' }).click();
    const delivery = row.getByTestId('webhook-delivery').first();
    await expect(delivery).toContainText('Delivered');
    await expect(delivery).toContainText('webhook.test');
    await expect(delivery).toContainText('HTTP 200');
    await expect(delivery).toContainText('{"received":true}');
    expect(received).toHaveLength(1);
    expect(received[0].headers['webhook-signature']).toMatch(/^v1,/);
    await page.mouse.move(0, 0);
    await expect(page.getByText(WEBHOOK_MESSAGES.testQueued)).toHaveCount(0, { timeout: 10_000 });
    await shoot(page, card, 'webhooks-log');
  } finally {
    receiver.closeAllConnections();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
