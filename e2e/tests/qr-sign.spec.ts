import { readFileSync, statSync } from 'node:fs';
import { expect } from '@playwright/test';
import { expectAccessible, newAccount, SCREENS, signUpViaApi, test, toastsGone } from './helpers.ts';

test('a café downloads print-ready A6 and A4 signs of its QR code', async ({ page, browser }) => {
  await signUpViaApi(page, { ...newAccount('sign'), companyName: 'Café Bleu' });
  await page.goto('/qr-codes');
  await page.getByRole('button', { name: 'Generate QR Code' }).first().click();
  const generate = page.getByRole('dialog');
  await generate.getByLabel('Location (optional)').selectOption({ label: 'New location…' });
  await generate.getByLabel('New location name').fill('Front Counter');
  await generate.getByRole('button', { name: 'Generate QR Code' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const card = page.getByTestId('qr-card').filter({ hasText: 'Front Counter' });
  await expect(card.getByRole('group', { name: 'Print-ready sign' })).toBeVisible();
  // The short link the sign prints for whoever cannot scan, typed as a person would: it opens the sign-up form.
  const shortLink = card.getByTestId('qr-short-link');
  await expect(shortLink).toHaveText(/^To type: localhost:\d+\/j\/[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  const typed = (await shortLink.textContent())?.replace('To type: ', '').toLowerCase() ?? '';
  const visitor = await browser.newContext();
  const form = await visitor.newPage();
  await form.goto(`http://${typed}`);
  await expect(form.getByRole('heading', { name: 'Join our rewards' })).toBeVisible();
  expect(form.url()).toMatch(/\/signup-form\//);
  await visitor.close();
  // The PDF library is not part of the app: it loads only when a sign is asked for.
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  expect(scripts.filter((name) => /sign-pdf/.test(name))).toEqual([]);

  await toastsGone(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await page.screenshot({ path: `${SCREENS}/qr-codes-${width}.png`, fullPage: true });
  }
  await expectAccessible(page, 'qr-codes with sign buttons');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The table tent, from the card.
  const a6 = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Table tent (A6, PDF)' }).click();
  const a6File = await a6;
  expect(a6File.suggestedFilename()).toBe('regulars-join-cafe-bleu-front-counter-a6.pdf');
  const a6Path = await a6File.path();
  expect(readFileSync(a6Path).subarray(0, 5).toString()).toBe('%PDF-');
  expect(statSync(a6Path).size).toBeGreaterThan(1024);
  await a6File.saveAs(`${SCREENS}/e2e-a6.pdf`);
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  expect(loaded.filter((name) => /sign-pdf/.test(name))).toHaveLength(1);

  // The poster, from the preview dialog, which keeps the plain PNG as well.
  await card.getByRole('button', { name: 'View', exact: true }).click();
  const preview = page.getByRole('dialog');
  await expect(preview.getByRole('heading', { name: 'Print-ready sign' })).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Download PNG' })).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await page.screenshot({ path: `${SCREENS}/qr-preview-${width}.png` });
  }
  await expectAccessible(page, 'qr preview with sign buttons');
  const a4 = page.waitForEvent('download');
  await preview.getByRole('button', { name: 'Poster (A4, PDF)' }).click();
  const a4File = await a4;
  expect(a4File.suggestedFilename()).toBe('regulars-join-cafe-bleu-front-counter-a4.pdf');
  const a4Path = await a4File.path();
  expect(readFileSync(a4Path).subarray(0, 5).toString()).toBe('%PDF-');
  expect(statSync(a4Path).size).toBeGreaterThan(1024);
  await a4File.saveAs(`${SCREENS}/e2e-a4.pdf`);

  const png = page.waitForEvent('download');
  await preview.getByRole('button', { name: 'Download PNG' }).click();
  expect((await png).suggestedFilename()).toBe('qr-code-front-counter.png');
});
