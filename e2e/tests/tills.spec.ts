import { expect, type Locator, type Page } from '@playwright/test';
import { TILL_MESSAGES, type TTillState } from '@regulars/contracts';
import { startSquareStub, type TSquareStub } from '../../server/test/stubs/square-stub.ts';
import { E2E_SQUARE_APP } from '../server-env.ts';
import {
  joinByQrCode,
  newAccount,
  SCREENS,
  shootBothWidths,
  shootViewport,
  signUpViaApi,
  type TPhone,
  test,
} from './helpers.ts';
import { addLocationViaApi } from './locations-api.ts';

// The server was started with SQUARE_API_BASE on this port and this application (server-env.ts); the stub listens
// there while this file runs, and posts its signed webhooks to the server's /webhooks/square. Every journey that needs
// Square is in this file: spec files run in parallel workers, and only one of them can listen on the port.
let stub: TSquareStub;
test.beforeAll(async () => {
  stub = await startSquareStub({ port: Number(process.env.E2E_SQUARE_PORT), ...E2E_SQUARE_APP });
});
test.afterAll(async () => {
  await stub?.close();
});

/** The card alone at both widths, beside the page's (the settings page is long: the card is what changed). */
async function shootCard(page: Page, card: Locator, name: string) {
  await shootBothWidths(page, name);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await card.screenshot({ path: `${SCREENS}/${name}-card-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function addCustomer(page: Page, data: Record<string, string>): Promise<string> {
  const res = await page.request.post('/api/customers', { data });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { customer: { id: string } }).customer.id;
}

test('an owner connects Square on its consent page; a sale earns by itself, a stranger’s is claimed at the counter', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page, newAccount('square'), 'Pro');
  const harbourId = await addLocationViaApi(page.request, 'Harbour Road');
  const program = await page.request.post('/api/programs', { data: { name: 'Coffee Points', type: 'points' } });
  expect(program.status(), await program.text()).toBe(201);
  const mayaId = await addCustomer(page, { firstName: 'Maya', email: 'maya-square@example.test' });
  const samId = await addCustomer(page, { firstName: 'Sam', phone: '(415) 555-0142' });
  const merchant = stub.addMerchant({ businessName: 'Blue Door Coffee', locations: ['Harbour Road', 'Market Stall'] });

  await page.goto('/settings');
  const card = page.getByTestId('till-card');
  await expect(card.getByRole('button', { name: 'Connect Square' })).toBeVisible({ timeout: 30_000 });
  await card.scrollIntoViewIfNeeded();
  await shootCard(page, card, 'settings-square-connect');

  // Square's consent page (the stub's), then back to the card.
  stub.approveNext(merchant.id);
  await card.getByRole('button', { name: 'Connect Square' }).click();
  await expect(page.getByRole('heading', { name: 'Regulars would like to access your Square account' })).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();
  // The outcome is shown once and taken out of the address.
  await expect(page).toHaveURL(/\/settings(#tills)?$/);
  await expect(page.getByText(TILL_MESSAGES.connected)).toBeVisible();
  await expect(card).toContainText('Connected as Blue Door Coffee');
  await expect(card.getByLabel('Your location for Harbour Road')).toHaveValue(harbourId);
  await expect(card.getByLabel('Your location for Market Stall')).toHaveValue('');
  await expect(card).toContainText('No sales received yet');
  await shootCard(page, card, 'settings-square-connected');

  // Maya pays at the till; Square knows her email: the sale earns by itself, at Harbour Road.
  const squareMaya = stub.addCustomer(merchant.id, { givenName: 'Maya', email: 'maya-square@example.test' });
  const paid = stub.addPayment(merchant.id, {
    locationId: merchant.locationIds[0],
    customerId: squareMaya,
    amount: 1350,
    tax: 100,
    lineItems: [{ name: 'Flat white', quantity: 2, unitPrice: 625 }],
  });
  expect((await stub.deliver({ merchantId: merchant.id, type: 'payment.updated', paymentId: paid.id })).status).toBe(
    200,
  );
  await page.goto(`/customers/${mayaId}`);
  const note = page.getByTestId('ledger-note').filter({ hasText: 'Square sale' });
  await expect(async () => {
    await page.reload();
    await expect(note).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(note).toHaveText(`“Square sale · receipt ${paid.receipt_number}”`);
  const row = page.getByTestId('ledger-row').filter({ has: note }).first();
  await expect(row).toContainText('Harbour Road');
  await expect(page.getByTestId('ledger-row').filter({ hasText: '+12 points' })).toHaveCount(1);
  await shootBothWidths(page, 'customer-square-sale');

  // Someone Square does not know pays: the sale waits at the counter, and Sam claims it in one tap.
  const walkIn = stub.addPayment(merchant.id, { locationId: merchant.locationIds[0], amount: 900 });
  await stub.deliver({ merchantId: merchant.id, type: 'payment.updated', paymentId: walkIn.id });
  await expect
    .poll(
      async () => ((await (await page.request.get('/api/till-sales')).json()) as { sales: unknown[] }).sales.length,
      {
        timeout: 30_000,
      },
    )
    .toBe(1);
  await page.goto('/checkin');
  await expect(page.getByText('1 till sale is waiting for its customer.', { exact: false })).toBeVisible({
    timeout: 30_000,
  });
  await page.goto(`/checkin?customer=${samId}`);
  const toClaim = page.getByTestId('till-sales-to-claim');
  const claim = toClaim.getByRole('button', { name: /^Add to Sam: the \$9\.00 sale/ });
  await expect(claim).toBeVisible({ timeout: 30_000 });
  await expect(toClaim).toContainText(`Receipt ${walkIn.receipt_number}`);
  await shootViewport(page, 'checkin-till-sales-to-claim', toClaim);
  await claim.click();
  await expect(page.getByTestId('action-result')).toContainText('+9 points');
  await expect(page.getByText(TILL_MESSAGES.claimedToast)).toBeVisible();
  await expect(toClaim).toHaveCount(0);
  const claimed = await page.request.get('/api/till-sales');
  expect(((await claimed.json()) as { sales: unknown[] }).sales).toEqual([]);
});

/** "Connect Square" and Allow on the stub's consent page, through the API with the page's cookies (its state cookie). */
async function connectSquareViaApi(page: Page, merchantId: string) {
  const start = await page.request.post('/api/integrations/square/connect');
  expect(start.status(), await start.text()).toBe(200);
  const { url } = (await start.json()) as { url: string };
  stub.approveNext(merchantId);
  const html = await (await fetch(url)).text();
  const consentId = /name="consent" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const decided = await fetch(`${stub.url}/oauth2/authorize/decide`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ consent: consentId, decision: 'allow' }).toString(),
    redirect: 'manual',
  });
  const back = new URL(decided.headers.get('location') ?? '');
  const callback = await page.request.get(`${back.pathname}${back.search}`, { maxRedirects: 0 });
  expect(callback.headers().location).toBe('/settings?square=connected#tills');
}

/** The portal's login, typed as a customer does. */
async function portalLogIn(page: Page, phone: TPhone, pin: string) {
  await page.goto('/customer/login');
  await page.getByLabel('Phone number').pressSequentially(phone.digits);
  await page.getByLabel('PIN', { exact: true }).fill(pin);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
}

/** The claim card alone at both widths, beside the portal's whole page at both. */
async function shootClaimCard(page: Page, card: Locator, name: string) {
  await shootViewport(page, name, card);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await card.screenshot({ path: `${SCREENS}/${name}-card-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a customer claims their sale in the portal with the number on the receipt, once the owner lets them', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUpViaApi(page, newAccount('portalclaim'), 'Pro');
  const program = await page.request.post('/api/programs', { data: { name: 'Bakery Points', type: 'points' } });
  expect(program.status(), await program.text()).toBe(201);
  const { phone, customerId } = await joinByQrCode(page, { firstName: 'Ada', lastName: 'Okafor', pin: '4821' });
  const merchant = stub.addMerchant({ businessName: 'Harbour Bakery', locations: ['Quay Street'] });
  await connectSquareViaApi(page, merchant.id);
  const turnedOn = await page.request.patch('/api/integrations/square', { data: { portalClaims: true } });
  expect(turnedOn.status(), await turnedOn.text()).toBe(200);
  expect(((await turnedOn.json()) as TTillState).square?.portalClaims).toBe(true);

  // Ada pays by card; Square does not know her, so the sale waits to be claimed.
  const sale = stub.addPayment(merchant.id, { locationId: merchant.locationIds[0], amount: 1250 });
  expect((await stub.deliver({ merchantId: merchant.id, type: 'payment.updated', paymentId: sale.id })).status).toBe(
    200,
  );
  const waiting = async () =>
    ((await (await page.request.get('/api/till-sales')).json()) as { sales: unknown[] }).sales.length;
  await expect.poll(waiting, { timeout: 30_000 }).toBe(1);

  // At home, in the portal on her phone's browser.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const portal = await context.newPage();
  await portalLogIn(portal, phone, '4821');
  const card = portal.getByRole('region', { name: "Bought something and it didn't count?" });
  await expect(card).toBeVisible();
  await shootClaimCard(portal, card, 'portal-till-claim');

  // A number that is not on any waiting sale: said under the field.
  const field = card.getByLabel('Receipt number');
  await field.fill('ZZ99');
  await card.getByRole('button', { name: 'Claim' }).click();
  await expect(card.getByRole('alert')).toHaveText(TILL_MESSAGES.portalSaleNotFound);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await shootClaimCard(portal, card, 'portal-till-claim-refused');

  // Her receipt's number, typed in lower case with a '#': it counts for her, once.
  await field.fill(`#${sale.receipt_number.toLowerCase()}`);
  await card.getByRole('button', { name: 'Claim' }).click();
  const claimed = card.getByTestId('portal-till-claimed');
  await expect(claimed).toContainText('It counts: +12 points');
  await expect(claimed).toContainText('$12.50 at Square');
  await expect(claimed).toContainText(`receipt ${sale.receipt_number}`);
  await expect(card.getByRole('alert')).toHaveCount(0);
  await expect(portal.getByTestId('stat-total-points')).toContainText('12');
  await expect(portal.getByTestId('portal-activity-title').first()).toHaveText('Purchase · $12.50');
  await shootClaimCard(portal, card, 'portal-till-claimed');
  await shootBothWidths(portal, 'portal-till-claimed-page');

  // The same number again earns nothing more; the counter has nothing left to claim.
  await field.fill(sale.receipt_number);
  await card.getByRole('button', { name: 'Claim' }).click();
  await expect(card.getByRole('alert')).toHaveText(TILL_MESSAGES.portalSaleNotFound);
  expect(await waiting()).toBe(0);
  const standing = await page.request.get(`/api/customers/${customerId}/standing`);
  expect(standing.status(), await standing.text()).toBe(200);
  expect(((await standing.json()) as { customer: { totalPoints: number } }).customer.totalPoints).toBe(12);
  await context.close();
});
