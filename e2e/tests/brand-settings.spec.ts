import { readFileSync, writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { BRAND_COLOR_MESSAGE, BRAND_MESSAGES, DEFAULT_BRAND_COLOR } from '@regulars/contracts';
import { newAccount, SCREENS, shootBothWidths, signUpViaApi, test } from './helpers.ts';

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

test('a new business sets its brand colour and logo, and its printed sign carries the logo', async ({ page }) => {
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
  await expect(card.getByText('Shown on your printed QR signs and at the top of your emails.')).toBeVisible();
  await shootBrand(page, 'empty');

  // A colour that is not one is refused in plain words; a real one is kept across a reload.
  await hex.fill('purple');
  await card.getByRole('button', { name: 'Save colour' }).click();
  await expect(card.getByText(BRAND_COLOR_MESSAGE)).toBeVisible();
  await hex.fill('#0F766E');
  await expect(card.getByTestId('brand-swatch')).toHaveAttribute('data-color', '#0f766e');
  await card.getByRole('button', { name: 'Save colour' }).click();
  await expect(toast(page, BRAND_MESSAGES.colorSaved)).toBeVisible();
  await page.reload();
  await expect(hex).toHaveValue('#0f766e');
  await expect(card.getByLabel('Colour', { exact: true })).toHaveValue('#0f766e');

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
  const pdf = readFileSync(await sign.path()).toString('latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  expect(pdf).toMatch(/\/Subtype\s*\/Image/);
  expect(pdf).toContain('/Width 240');
  expect(pdf).toContain('/Height 80');
  await sign.saveAs(`${SCREENS}/e2e-brand-a6.pdf`);

  // Removed: the card is empty again and stays so.
  await page.goto('/settings');
  await card.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, BRAND_MESSAGES.logoRemoved)).toBeVisible();
  await expect(card.getByTestId('brand-logo-empty')).toBeVisible();
  await page.reload();
  await expect(card.getByTestId('brand-logo-empty')).toBeVisible();
  await expect(hex).toHaveValue('#0f766e');
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
