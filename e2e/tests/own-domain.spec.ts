import { expect } from '@playwright/test';
import { bandColorFor, CUSTOM_DOMAIN_MESSAGES } from '@regulars/contracts';
import { startDnsStub } from '../../server/test/stubs/dns-stub.ts';
import { newAccount, sendOk, shootBothWidths, shootCardBothWidths, signUpViaApi, test, toastsGone } from './helpers.ts';

// The server was started with DNS_SERVERS on this UDP port (server-env.ts); the stub answers there while this file
// runs. Chromium sends every name under own-domain.test to this machine (CHROMIUM_ARGS), as a CNAME would.
let dns: Awaited<ReturnType<typeof startDnsStub>>;
test.beforeAll(async () => {
  dns = await startDnsStub({ port: Number(process.env.E2E_DNS_PORT) });
});
test.afterAll(async () => {
  await dns?.stop();
});

test('an Agency business puts its customers’ pages on its own domain, verified by its TXT record (issue 53)', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const account = { ...newAccount('owndomain'), companyName: 'Harbour Lane Bakery' };
  await signUpViaApi(page, account, 'Agency');
  await sendOk(page, 'put', '/api/settings/brand', { brandColor: '#0f766e' });
  const hostname = `loyalty-${Math.random().toString(36).slice(2, 10)}.own-domain.test`;
  const port = new URL(baseURL ?? '').port;

  await page.goto('/settings');
  const card = page.getByTestId('custom-domain-card');
  await card.scrollIntoViewIfNeeded();
  const field = card.getByRole('textbox', { name: 'Domain', exact: true });
  await expect(field).toHaveAttribute('placeholder', 'loyalty.yourbusiness.com');

  // A web address rather than a domain: the server's reason, under the field.
  await field.fill(`https://${hostname}/join`);
  await card.getByRole('button', { name: 'Add domain' }).click();
  await expect(card.getByText(CUSTOM_DOMAIN_MESSAGES.hostnameInvalid)).toBeVisible();

  await field.fill(hostname);
  await card.getByRole('button', { name: 'Add domain' }).click();
  await expect(page.getByText(CUSTOM_DOMAIN_MESSAGES.added)).toBeVisible();
  await expect(card.getByTestId('custom-domain-hostname')).toHaveText(hostname);
  await expect(card.getByTestId('custom-domain-status')).toHaveText('Waiting for DNS');
  // Its first check runs at once and finds no TXT record yet.
  await expect(card.getByTestId('custom-domain-problem')).toHaveText(CUSTOM_DOMAIN_MESSAGES.recordMissing, {
    timeout: 20_000,
  });
  await expect(card.getByTestId('custom-domain-check')).toHaveText('Last checked: Just now');

  // The two records, as the owner copies them to their DNS host.
  const traffic = card.getByTestId('dns-record-traffic').filter({ visible: true });
  const ownership = card.getByTestId('dns-record-ownership').filter({ visible: true });
  await expect(traffic).toContainText('CNAME');
  await expect(traffic.getByTestId('dns-record-name')).toHaveText(hostname);
  await expect(ownership).toContainText('TXT');
  await expect(ownership.getByTestId('dns-record-name')).toHaveText(`_regulars.${hostname}`);
  const txtValue = (await ownership.getByTestId('dns-record-value').textContent()) ?? '';
  expect(txtValue).toMatch(/^regulars-verify=\S+$/);
  await expect(
    card.getByText('DNS changes can take up to an hour. We check every 15 minutes for 3 days.'),
  ).toBeVisible();
  await toastsGone(page);
  await shootCardBothWidths(page, card, 'own-domain-pending');

  // The owner creates the TXT record; "Check now" finds it.
  dns.records.set(`_regulars.${hostname}`, [txtValue]);
  await card.getByRole('button', { name: 'Check now' }).click();
  await expect(card.getByTestId('custom-domain-status')).toHaveText('Verified', { timeout: 20_000 });
  const address = `http://${hostname}:${port}`;
  await expect(card.getByTestId('custom-domain-live')).toHaveText(`Your customers' pages are at ${hostname}:${port}`);
  await expect(card.getByRole('link', { name: `${hostname}:${port}` })).toHaveAttribute('href', address);
  await expect(card.getByTestId('dns-record-ownership')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Check now' })).toHaveCount(0);
  await shootCardBothWidths(page, card, 'own-domain-verified');

  // The QR codes made from now on carry the domain.
  await sendOk(page, 'post', '/api/qr-codes', {});
  await page.goto('/qr-codes');
  await expect(page.getByTestId('qr-card').first()).toContainText(`${hostname}:${port}/signup-form/`);

  // A customer opening the domain lands on the portal's way in, the bakery's and no one else's.
  await page.goto(`${address}/`);
  await expect(page).toHaveURL(`${address}/customer/login`);
  await expect(page.getByTestId('host-company-mark')).toContainText('Harbour Lane Bakery');
  // In the bakery's colour, not the product's indigo.
  const root = page.locator('div[style*="--color-brand-600"]').first();
  expect(await root.evaluate((el) => getComputedStyle(el).getPropertyValue('--color-brand-600').trim())).toBe(
    bandColorFor('#0f766e'),
  );
  await expect(page.getByRole('heading', { name: 'Customer Portal' })).toBeVisible();
  await expect(page).toHaveTitle('Harbour Lane Bakery');
  await expect(page.locator('body')).not.toContainText('Regulars');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveCount(0);
  await shootBothWidths(page, 'own-domain-customer-login');
});

test('a Free business reads what its own domain would be, and the way to a plan with it', async ({ page }) => {
  await signUpViaApi(page, newAccount('owndomainfree'));
  await page.goto('/settings');
  const card = page.getByTestId('custom-domain-card');
  await card.scrollIntoViewIfNeeded();
  await expect(card).toContainText(
    'Put your sign-up form, portal, wallet page and every link and QR code on your own address, like loyalty.yourbusiness.com.',
  );
  await expect(card.getByTestId('custom-domain-upgrade')).toContainText(CUSTOM_DOMAIN_MESSAGES.notOnPlan);
  await expect(card.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/subscription');
  await expect(card.getByRole('textbox', { name: 'Domain', exact: true })).toHaveCount(0);
  await shootCardBothWidths(page, card, 'own-domain-not-on-plan');
});
