import { expect, type Locator, type Page } from '@playwright/test';
import { SHOPIFY_MESSAGES } from '@regulars/contracts';
import { startShopifyStub, type TShopifyStub } from '../../server/test/stubs/shopify-stub.ts';
import { E2E_SHOPIFY_APP } from '../server-env.ts';
import { newAccount, SCREENS, shootBothWidths, signUpViaApi, test } from './helpers.ts';
import { addLocationViaApi } from './locations-api.ts';

// The server was started with SHOPIFY_API_BASE on this port and this app (server-env.ts); the stub listens there while
// this file runs, and posts its signed webhooks to the server's /webhooks/shopify.
let stub: TShopifyStub;
test.beforeAll(async () => {
  stub = await startShopifyStub({ port: Number(process.env.E2E_SHOPIFY_PORT), ...E2E_SHOPIFY_APP });
});
test.afterAll(async () => {
  await stub?.close();
});

/** The Shopify section alone at both widths (the app's sticky top bar let go, so it does not cover the section). */
async function shootSection(page: Page, section: Locator, name: string) {
  const unstick = await page.addStyleTag({ content: '.sticky { position: static !important; }' });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: `${SCREENS}/${name}-${width}.png` });
  }
  await unstick.evaluate((style) => (style as HTMLStyleElement).remove());
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an owner installs the Regulars app in their Shopify store; a paid order earns by itself', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpViaApi(page, newAccount('shopify'), 'Pro');
  const harbourId = await addLocationViaApi(page.request, 'Harbour Road');
  const program = await page.request.post('/api/programs', { data: { name: 'Coffee Points', type: 'points' } });
  expect(program.status(), await program.text()).toBe(201);
  const added = await page.request.post('/api/customers', {
    data: { firstName: 'Maya', email: 'maya-shopify@example.test' },
  });
  expect(added.status(), await added.text()).toBe(201);
  const mayaId = ((await added.json()) as { customer: { id: string } }).customer.id;
  const shop = stub.addShop({ name: 'Blue Door Goods', locations: ['Harbour Road', 'Market Stall'] });

  await page.goto('/settings');
  const section = page.getByTestId('till-shopify');
  const connect = section.getByRole('button', { name: 'Connect Shopify' });
  await expect(connect).toBeVisible({ timeout: 30_000 });

  // A wrong address is said in plain words, under the field, and nothing leaves the page.
  await section.getByLabel('Your Shopify store').fill('blue door goods');
  await connect.click();
  await expect(section.getByTestId('till-shop-error')).toHaveText(SHOPIFY_MESSAGES.shopInvalid);
  await shootSection(page, section, 'settings-shopify-connect');

  // The store's install page (the stub's), then back to the card.
  await section.getByLabel('Your Shopify store').fill(shop.domain);
  await connect.click();
  await expect(page.getByRole('heading', { name: 'Install Regulars' })).toBeVisible();
  await expect(page.getByText('Regulars would like to access your Shopify store Blue Door Goods')).toBeVisible();
  await page.getByRole('button', { name: 'Install app' }).click();
  await expect(page).toHaveURL(/\/settings(#tills)?$/);
  await expect(page.getByText(SHOPIFY_MESSAGES.connected)).toBeVisible();
  await expect(section).toContainText('Connected as Blue Door Goods');
  await expect(section.getByLabel('Your location for Harbour Road')).toHaveValue(harbourId);
  await expect(section.getByLabel('Your location for Market Stall')).toHaveValue('');
  await expect(section.getByTestId('till-history')).toContainText('Connected Shopify as Blue Door Goods');
  await shootSection(page, section, 'settings-shopify-connected');

  // Market Stall is no Regulars location yet: one click makes it one, and its sales count there.
  await section.getByRole('button', { name: 'Add “Market Stall” as a location' }).click();
  await expect(page.getByText('“Market Stall” added to your locations')).toBeVisible();
  const stall = section.getByLabel('Your location for Market Stall');
  await expect(stall.locator('option:checked')).toHaveText('Market Stall');
  await expect(section.getByTestId('till-history')).toContainText('Added “Market Stall” as one of your locations');
  await shootBothWidths(page, 'settings-tills-both');

  // Maya pays at the store's till: Shopify knows her email, so the order earns by itself at Harbour Road.
  const order = stub.addOrder(shop.domain, {
    customer: { email: 'maya-shopify@example.test', firstName: 'Maya' },
    subtotal: 1200,
    tax: 100,
    lineItems: [{ title: 'Flat white', quantity: 2, totalMinor: 1200, productType: 'Coffee' }],
  });
  expect(
    await stub.deliverToSubscribers({
      topic: 'orders/paid',
      domain: shop.domain,
      body: stub.orderWebhookBody(shop.domain, order.id),
    }),
  ).toEqual([200]);
  await page.goto(`/customers/${mayaId}`);
  const note = page.getByTestId('ledger-note').filter({ hasText: 'Shopify sale' });
  await expect(async () => {
    await page.reload();
    await expect(note).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(note).toHaveText(`“Shopify sale · receipt ${order.name}”`);
  await expect(page.getByTestId('ledger-row').filter({ has: note }).first()).toContainText('Harbour Road');
  await expect(page.getByTestId('ledger-row').filter({ hasText: '+12 points' })).toHaveCount(1);
  await shootBothWidths(page, 'customer-shopify-sale');

  // The card says what arrived; disconnecting uninstalls the app from the store.
  await page.goto('/settings');
  await expect(section.getByTestId('till-earned')).toBeVisible({ timeout: 30_000 });
  await section.getByRole('button', { name: 'Disconnect Shopify' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Disconnect Shopify' }).click();
  await expect(page.getByText(SHOPIFY_MESSAGES.disconnected)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Connect Shopify' })).toBeVisible();
  expect(stub.isInstalled(shop.domain)).toBe(false);
});
