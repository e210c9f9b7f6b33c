import { inflateRawSync } from 'node:zlib';
import { type Browser, expect, type Page } from '@playwright/test';
import { SUPER_ADMIN_EMAIL, SUPER_ADMIN_PASSWORD } from '../server-env.ts';
import { newAccount, shootBothWidths, shootViewport, signInViaApi, signUpViaApi, test } from './helpers.ts';
import { postQrCodeAt } from './locations-api.ts';

const PHONE = { width: 390, height: 844 };
const PKPASS = 'application/vnd.apple.pkpass';

// One café shared by the journeys in this file, which run in order.
test.describe.configure({ mode: 'serial' });

const account = newAccount('wallet');
let qrCode = '';
let barcode = '';
let appleLink = '';

/** A file of a zip (a .pkpass), read from its local headers: the pass as Apple Wallet would open it. */
function zipEntry(zip: Buffer, name: string): Buffer {
  for (let at = 0; zip.readUInt32LE(at) === 0x04034b50; ) {
    const method = zip.readUInt16LE(at + 8);
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extra = zip.readUInt16LE(at + 28);
    const start = at + 30 + nameLength + extra;
    if (zip.toString('utf8', at + 30, at + 30 + nameLength) === name) {
      const data = zip.subarray(start, start + size);
      return method === 8 ? inflateRawSync(data) : data;
    }
    at = start + size;
  }
  throw new Error(`${name} is not in the pass`);
}

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  return context.newPage();
}

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signUpViaApi(page, account, 'Pro');
  const program = await page.request.post('/api/programs', {
    data: { name: 'Coffee Card', type: 'stamp_card', config: { stampsRequired: 10 } },
  });
  expect(program.status(), await program.text()).toBe(201);
  const qr = await postQrCodeAt(page.request, 'Counter');
  expect(qr.status(), await qr.text()).toBe(201);
  qrCode = ((await qr.json()) as { code: string }).code;
  await page.close();
});

test('a customer joins on a phone, is offered Apple Wallet, and the pass downloads', async ({ browser }) => {
  const customer = await phonePage(browser);
  await customer.goto(`/signup-form/${qrCode}`);
  await customer.getByLabel('First name').fill('Maya');
  await customer.getByLabel('Mobile number').fill('(415) 555-0177');
  await customer.getByLabel('Create a PIN').fill('4821');
  await customer.getByRole('button', { name: 'Join now' }).click();
  await expect(customer.getByRole('heading', { name: "You're in, Maya!" })).toBeVisible();

  const badge = customer.getByRole('link', { name: 'Add to Apple Wallet' });
  await expect(badge).toBeVisible();
  // Google Wallet is not set up on this server: its button is not offered.
  await expect(customer.getByRole('link', { name: 'Save to Google Wallet' })).toHaveCount(0);
  appleLink = (await badge.getAttribute('href')) ?? '';
  expect(appleLink).toMatch(/\/api\/wallet\/apple\/download\/[\w-]{22}\.[\w-]+$/);
  const download = await customer.request.get(appleLink);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe(PKPASS);
  const pass = JSON.parse(zipEntry(await download.body(), 'pass.json').toString('utf8'));
  expect(pass.organizationName).toBe(account.companyName);
  barcode = pass.barcodes[0].message;
  expect(barcode).toMatch(/^CUS\d+$/);

  await shootBothWidths(customer, 'wallet-enrolment-success');
  await customer.context().close();
});

test("the counter finds the customer by the pass's barcode value", async ({ page }) => {
  await signInViaApi(page, account.email, account.password);
  await page.goto('/checkin');
  const search = page.getByRole('searchbox', { name: 'Find a customer' });
  // A USB or Bluetooth scanner types the barcode's value and Enter.
  await search.fill(barcode);
  await search.press('Enter');
  await expect(page).toHaveURL(/\/checkin\?customer=[0-9a-f-]{36}$/);
  await expect(page.getByText(`${barcode} · (415) 555-0177`)).toBeVisible();
});

test('the portal and the link page offer the same card', async ({ browser }) => {
  const customer = await phonePage(browser);
  await customer.goto('/customer/login');
  await customer.getByLabel('Phone number').pressSequentially('4155550177');
  await customer.getByLabel('PIN', { exact: true }).fill('4821');
  await customer.getByRole('button', { name: 'Log In' }).click();
  const badge = customer.getByRole('link', { name: 'Add to Apple Wallet' });
  await expect(badge).toHaveAttribute('href', appleLink);
  await shootBothWidths(customer, 'wallet-portal');

  const token = appleLink.split('/').at(-1) ?? '';
  await customer.goto(`/wallet/${token}`);
  await expect(customer.getByRole('heading', { name: `Your ${account.companyName} card` })).toBeVisible();
  await expect(customer.getByRole('link', { name: 'Add to Apple Wallet' })).toHaveAttribute('href', appleLink);
  await shootBothWidths(customer, 'wallet-link-page');

  // She reads French (chosen in her portal): the card's page speaks it too.
  const chosen = await customer.request.put('/api/portal/language', { data: { language: 'fr' } });
  expect(chosen.status()).toBe(204);
  await customer.reload();
  await expect(customer.getByRole('heading', { name: `Votre carte ${account.companyName}` })).toBeVisible();
  await expect(customer.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(
    customer.getByText(/gardez votre carte de fidélité dans le portefeuille de votre téléphone/i),
  ).toBeVisible();
  await customer.context().close();
});

test("the super admin sees each wallet's status, no key, and sends a test pass", async ({ page }) => {
  await signInViaApi(page, SUPER_ADMIN_EMAIL, SUPER_ADMIN_PASSWORD);
  await page.goto('/admin/config');
  const card = page.getByRole('region', { name: 'Wallet passes' });
  // This server has Apple Wallet (a test certificate) and no Google Wallet: both rows say so.
  await expect(card.getByText('pass.test.regulars.e2e')).toBeVisible();
  await expect(card.getByText('Configured', { exact: true })).toHaveCount(1);
  await expect(card.getByText('Not configured')).toHaveCount(1);
  await expect(card.getByText('Set GOOGLE_WALLET_ISSUER_ID and GOOGLE_WALLET_SERVICE_ACCOUNT.')).toBeVisible();
  await expect(card).not.toContainText('BEGIN');
  // The test email carries the link of each wallet set up: here Apple's only.
  await expect(
    card.getByText("We email a link to a made-up member's card. Open it on an iPhone to add the card to Apple Wallet."),
  ).toBeVisible();
  await card.getByLabel('Email address').fill('wallet-ops@example.test');
  await card.getByRole('button', { name: 'Send test pass' }).click();
  await expect(card.getByText(/^Test pass sent\. Message ID: \S+/)).toBeVisible({ timeout: 30_000 });
  await shootViewport(page, 'wallet-admin-status', card);
});
