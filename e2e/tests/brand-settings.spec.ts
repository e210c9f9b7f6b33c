import { readFileSync, writeFileSync } from 'node:fs';
import { crc32, deflateSync, inflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { BRAND_COLOR_MESSAGE, BRAND_MESSAGES, bandColorFor, DEFAULT_BRAND_COLOR } from '@regulars/contracts';
import {
  newAccount,
  SCREENS,
  shootBothWidths,
  signUpViaApi,
  superAdminApi,
  test,
  uniqueEmail,
  waitForOutboxMessage,
} from './helpers.ts';

/** The toast that says an action worked (or failed), found by its words. */
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** The page at both widths, and the Brand card alone on a phone, where the full page shrinks it out of sight. */
async function shootBrand(page: Page, state: string) {
  await shootBothWidths(page, `settings-brand-${state}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('brand-card').screenshot({ path: `${SCREENS}/settings-brand-card-${state}-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** How pdf-lib writes a line of text with a standard font: its characters' codes in hex. */
const pdfText = (text: string) => `<${Buffer.from(text, 'latin1').toString('hex').toUpperCase()}>`;

/**
 * The PDF as text with its compressed streams (the page's drawing, the document's info) inflated. Each stream is
 * read by its /Length: its deflated bytes may end in a carriage return, which a pattern up to "endstream" would eat.
 */
function pdfContent(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const parts = [raw];
  for (const match of raw.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    try {
      parts.push(inflateSync(bytes.subarray(start, start + Number(match[1]))).toString('latin1'));
    } catch {
      // An image's stream, or one not deflated: nothing of text in it.
    }
  }
  return parts.join('\n');
}

/** How pdf-lib writes a document property (title, creator): UTF-16 in hex. */
const pdfInfo = (text: string) => `<FEFF${Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase()}>`;

/** A real 240×80 PNG logo: a teal disc and two bars on a transparent background. */
function logoPng(): Buffer {
  const [width, height] = [240, 80];
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 4);
    for (let x = 0; x < width; x++) {
      const inDisc = (x - 40) ** 2 + (y - 40) ** 2 <= 32 ** 2;
      const inBar = x >= 88 && x <= 228 && ((y >= 18 && y <= 36) || (y >= 46 && y <= 58 && x <= 190));
      const [r, g, b, a] = inDisc ? [15, 118, 110, 255] : inBar ? [17, 24, 39, 255] : [0, 0, 0, 0];
      row.set([r, g, b, a], 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a new business sets its display name, brand colour and logo, and its printed sign carries them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpViaApi(page, { ...newAccount('brand'), companyName: 'Harbour Coffee' });
  await page.goto('/settings');
  const card = page.getByTestId('brand-card');
  const hex = card.getByLabel('Hex code');

  // Empty: the default colour, no logo, and where a logo would appear.
  await expect(card.getByTestId('brand-logo-empty')).toContainText(BRAND_MESSAGES.noLogo);
  await expect(hex).toHaveValue(DEFAULT_BRAND_COLOR);
  await expect(card.getByRole('button', { name: 'Reset to default' })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Save colour' })).toBeDisabled();
  await expect(card.getByText(/^Shown on your sign-up form and portal, your printed QR signs/)).toBeVisible();
  await expect(card.getByTestId('white-label-note')).toContainText('small "Powered by Regulars"');
  await expect(card.getByTestId('brand-contrast-warning')).toHaveCount(0);
  await shootBrand(page, 'empty');

  // The display name: too long is refused in plain words and nothing is saved; a real one is kept.
  const name = card.getByRole('textbox', { name: 'Name customers see' });
  await expect(name).toHaveAttribute('placeholder', 'Harbour Coffee');
  await name.fill('H'.repeat(61));
  await card.getByRole('button', { name: 'Save name' }).click();
  await expect(card.getByText(BRAND_MESSAGES.nameTooLong)).toBeVisible();
  await name.fill('  Harbour   & Co. ');
  await card.getByRole('button', { name: 'Save name' }).click();
  await expect(toast(page, BRAND_MESSAGES.nameSaved)).toBeVisible();
  await expect(name).toHaveValue('Harbour & Co.');

  // A colour that is not one is refused in plain words; a real one is kept across a reload.
  await hex.fill('purple');
  await card.getByRole('button', { name: 'Save colour' }).click();
  await expect(card.getByText(BRAND_COLOR_MESSAGE)).toBeVisible();
  await hex.fill('#0F766E');
  await expect(card.getByTestId('brand-swatch')).toHaveAttribute('data-color', '#0f766e');
  await expect(card.getByTestId('brand-page-swatch')).toHaveAttribute('data-color', '#0f766e');
  await expect(card.getByTestId('brand-contrast-warning')).toHaveCount(0);
  // A pale yellow: white text would not read on it, so the customer pages use the darker colour the server makes.
  await hex.fill('#FDE047');
  const adjusted = bandColorFor('#fde047');
  const warning = card.getByTestId('brand-contrast-warning');
  await expect(warning).toContainText('White text is hard to read on this colour');
  await expect(warning).toContainText(`Customers will see ${adjusted} instead`);
  await expect(card.getByTestId('brand-page-swatch')).toHaveAttribute('data-color', adjusted);
  await expect(card.getByTestId('brand-swatch')).toHaveAttribute('data-color', '#fde047');
  await card.getByRole('button', { name: 'Save colour' }).click();
  await expect(toast(page, BRAND_MESSAGES.colorSaved)).toBeVisible();
  await page.reload();
  await expect(hex).toHaveValue('#fde047');
  await expect(card.getByLabel('Colour', { exact: true })).toHaveValue('#fde047');
  await expect(name).toHaveValue('Harbour & Co.');
  await expect(warning).toBeVisible();

  // A text file named like a PNG is refused by what it is; a real PNG is shown.
  const fake = test.info().outputPath('not-a-logo.png');
  writeFileSync(fake, 'just some words, not an image');
  const fileInput = card.getByLabel('Logo file');
  await fileInput.setInputFiles(fake);
  await expect(card.getByTestId('brand-logo-error')).toHaveText(BRAND_MESSAGES.notImage);
  const logo = test.info().outputPath('harbour-logo.png');
  writeFileSync(logo, logoPng());
  await fileInput.setInputFiles(logo);
  await expect(toast(page, BRAND_MESSAGES.logoUploaded)).toBeVisible();
  const preview = card.getByTestId('brand-logo-preview');
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
  await expect(card.getByText('240 × 80 pixels')).toBeVisible();
  await expect(card.getByTestId('brand-logo-error')).toHaveCount(0);
  await shootBrand(page, 'filled');

  // The table tent carries the logo as an image.
  await page.goto('/qr-codes');
  await page.getByRole('button', { name: 'Generate QR Code' }).first().click();
  const generate = page.getByRole('dialog');
  await generate.getByLabel('Location (optional)').selectOption({ label: 'New location…' });
  await generate.getByLabel('New location name').fill('Front Counter');
  await generate.getByRole('button', { name: 'Generate QR Code' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const qrCard = page.getByTestId('qr-card').filter({ hasText: 'Front Counter' });
  const download = page.waitForEvent('download');
  await qrCard.getByRole('button', { name: 'Table tent (A6, PDF)' }).click();
  const sign = await download;
  const pdf = pdfContent(readFileSync(await sign.path()));
  expect(pdf.startsWith('%PDF-')).toBe(true);
  expect(pdf).toMatch(/\/Subtype\s*\/Image/);
  expect(pdf).toContain('/Width 240');
  expect(pdf).toContain('/Height 80');
  // The name customers know, and (no white-label) the platform's small mark.
  expect(pdf).toContain(pdfText('Harbour & Co.'));
  expect(pdf).toContain(pdfText('Powered by Regulars'));
  expect(pdf).toContain(pdfInfo('Regulars'));
  await sign.saveAs(`${SCREENS}/e2e-brand-a6.pdf`);

  // Removed: the card is empty again and stays so.
  await page.goto('/settings');
  await card.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, BRAND_MESSAGES.logoRemoved)).toBeVisible();
  await expect(card.getByTestId('brand-logo-empty')).toBeVisible();
  await page.reload();
  await expect(card.getByTestId('brand-logo-empty')).toBeVisible();
  await expect(hex).toHaveValue('#fde047');
});

test("the sign-up form wears the business's colour and logo; white-label plans leave out the platform's mark", async ({
  page,
}) => {
  /** A business of the plan with its brand set and a QR code: its form's address. */
  async function brandedForm(plan: 'Pro' | 'Agency') {
    await signUpViaApi(page, newAccount(`brand-form-${plan.toLowerCase()}`), plan);
    expect((await page.request.put('/api/settings/brand', { data: { brandColor: '#0f766e' } })).status()).toBe(200);
    const logo = await page.request.put('/api/settings/brand/logo', { data: { logo: logoPng().toString('base64') } });
    expect(logo.status(), await logo.text()).toBe(200);
    const qr = await page.request.post('/api/qr-codes', { data: {} });
    expect(qr.status(), await qr.text()).toBe(201);
    return `/signup-form/${((await qr.json()) as { code: string }).code}`;
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(await brandedForm('Agency'));
  await expect(page.getByRole('heading', { name: 'Join our rewards' })).toBeVisible();
  await expect(page.getByTestId('business-logo')).toBeVisible();
  // A wide logo (3:1) keeps its shape on a tile as wide as it is, not shrunk into a square.
  const shown = await page.getByTestId('business-logo').boundingBox();
  expect((shown?.width ?? 0) / (shown?.height ?? 1)).toBeCloseTo(3, 1);
  expect(shown?.height).toBeGreaterThan(40);
  // The brand's shades replace the product's indigo on the page (its band, its button).
  const root = page.locator('div[style*="--color-brand-600"]').first();
  expect(await root.evaluate((el) => getComputedStyle(el).getPropertyValue('--color-brand-600').trim())).toBe(
    '#0f766e',
  );
  await expect(page.getByText('Powered by')).toHaveCount(0);
  await shootBothWidths(page, 'signup-form-white-label');

  // Without white-label the business's brand still shows, and the platform's mark stays small at the foot.
  await page.context().clearCookies();
  await page.goto(await brandedForm('Pro'));
  await expect(page.getByTestId('business-logo')).toBeVisible();
  await expect(page.getByText('Powered by')).toBeVisible();
});

test("the unsubscribe page wears the brand; white-label leaves out the platform's mark there, in the email and on the sign", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await superAdminApi(baseURL ?? '');

  /** A business of the plan with its brand set, one email sent to a customer: the email as the outbox kept it. */
  async function brandedEmail(plan: 'Free' | 'Agency', displayName: string) {
    await page.context().clearCookies();
    await signUpViaApi(page, newAccount(`brand-unsub-${plan.toLowerCase()}`), plan);
    const put = async (path: string, data: unknown) => {
      const res = await page.request.put(path, { data });
      expect(res.status(), await res.text()).toBe(200);
    };
    await put('/api/settings/brand/display-name', { displayName });
    await put('/api/settings/brand', { brandColor: '#0f766e' });
    await put('/api/settings/brand/logo', { logo: logoPng().toString('base64') });
    const template = await page.request.post('/api/email-templates', {
      data: { name: 'Thanks', triggerType: 'custom', subject: 'Thanks for visiting', body: 'Hi {firstName}, thanks!' },
    });
    expect(template.status(), await template.text()).toBe(201);
    const email = uniqueEmail('brand-unsub');
    const customer = await page.request.post('/api/customers', {
      data: { firstName: 'Rosa', lastName: 'Diaz', email },
    });
    expect(customer.status(), await customer.text()).toBe(201);
    const customerId = ((await customer.json()) as { customer: { id: string } }).customer.id;
    const templateId = ((await template.json()) as { id: string }).id;
    const sent = await page.request.post(`/api/customers/${customerId}/quick-email`, { data: { templateId } });
    expect(sent.status(), await sent.text()).toBe(200);
    const mail = await waitForOutboxMessage(admin, email, () => true);
    return { mail, link: new URL(/Unsubscribe: (\S+)/.exec(mail.text)?.[1] ?? '').pathname };
  }

  // White-label: the email and the page carry the business only.
  const white = await brandedEmail('Agency', 'Tidewater Books');
  expect(white.mail.fromName).toBe('Tidewater Books');
  expect(white.mail.text).not.toMatch(/regulars/i);
  expect(white.mail.html ?? '').not.toMatch(/regulars/i);
  await page.goto(white.link);
  await expect(page.getByRole('heading', { name: 'Unsubscribe from Tidewater Books?' })).toBeVisible();
  await expect(page.getByTestId('unsubscribe-business-name')).toHaveText('Tidewater Books');
  await expect(page.getByTestId('business-logo')).toBeVisible();
  await expect
    .poll(() => page.getByTestId('business-logo').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(240);
  const root = page.locator('div[style*="--color-brand-600"]').first();
  expect(await root.evaluate((el) => getComputedStyle(el).getPropertyValue('--color-brand-600').trim())).toBe(
    '#0f766e',
  );
  await expect(page.getByText('Powered by')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText('Regulars');
  await shootBothWidths(page, 'unsubscribe-white-label');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: "You're unsubscribed" })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('Regulars');
  await shootBothWidths(page, 'unsubscribe-white-label-done');

  // Its printed sign: the name, no platform mark.
  const qr = await page.request.post('/api/qr-codes', { data: {} });
  expect(qr.status(), await qr.text()).toBe(201);
  await page.goto('/qr-codes');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Table tent (A6, PDF)' }).first().click();
  const whiteSign = await download;
  expect(whiteSign.suggestedFilename()).toBe('join-tidewater-books-a6.pdf');
  const pdf = pdfContent(readFileSync(await whiteSign.path()));
  expect(pdf).toContain(pdfText('Tidewater Books'));
  expect(pdf).not.toContain(pdfText('Powered by Regulars'));
  expect(pdf).toContain(pdfInfo('Tidewater Books'));
  expect(pdf).not.toContain(pdfInfo('Regulars'));

  // Without white-label: the business's name and logo still show, the platform's mark stays small at the foot.
  const plain = await brandedEmail('Free', 'Harbour & Co.');
  expect(plain.mail.fromName).toBe('Harbour & Co.');
  expect(plain.mail.text).toMatch(/\nPowered by Regulars$/);
  await page.goto(plain.link);
  await expect(page.getByRole('heading', { name: 'Unsubscribe from Harbour & Co.?' })).toBeVisible();
  await expect(page.getByTestId('business-logo')).toBeVisible();
  await expect(page.locator('footer').getByText('Powered by')).toBeVisible();
  await shootBothWidths(page, 'unsubscribe-branded');
  await admin.dispose();
});
