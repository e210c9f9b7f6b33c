import { expect, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../server-env.ts';
import { expectAccessible, newAccount, SCREENS, signUpViaApi, test } from './helpers.ts';

// Chromium's own fake camera (a moving test pattern), camera access granted: Chromium on Linux has no
// BarcodeDetector, so every scan here goes through the decoding library.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
  permissions: ['camera'],
});

async function customerViaApi(page: Page, data: Record<string, unknown>) {
  const response = await page.request.post('/api/customers', { data });
  expect(response.status(), await response.text()).toBe(201);
}

async function openScanner(page: Page) {
  await page.goto('/checkin');
  expect(await page.evaluate(() => 'BarcodeDetector' in window)).toBe(false);
  await page.getByRole('button', { name: 'Scan QR' }).click();
  const dialog = page.getByRole('dialog', { name: "Scan the customer's QR code" });
  await expect(dialog.getByLabel('Camera')).toBeVisible();
  // The camera is playing: its picture has a size.
  await expect
    .poll(() => dialog.getByLabel('Camera').evaluate((v: HTMLVideoElement) => v.videoWidth))
    .toBeGreaterThan(0);
  return dialog;
}

test('the Scan QR button opens the camera in a browser without a BarcodeDetector', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpViaApi(page, newAccount('scan-camera'));
  const dialog = await openScanner(page);
  await dialog.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  await page.screenshot({ path: `${SCREENS}/scan-fallback-1280.png`, animations: 'disabled' });
  await expectAccessible(page, 'scan-fallback at 1280 px');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENS}/scan-fallback-390.png`, animations: 'disabled' });
  await expectAccessible(page, 'scan-fallback at 390 px');
  // The test pattern holds no QR code: the scanner keeps looking until the person gives up.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('searchbox', { name: 'Find a customer' })).toBeVisible();
});

test('the decoding library reads a QR code held up to the camera', async ({ page }) => {
  // The camera's picture is a canvas: gray until the test holds the card's QR code up to it.
  const { modules } = QRCode.create('https://example.test/card/cus000001', { errorCorrectionLevel: 'M' });
  const matrix = Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, column) => Boolean(modules.get(row, column))),
  );
  await page.addInitScript((dark: boolean[][]) => {
    const w = window as unknown as Record<string, unknown>;
    w.__showQr = false;
    navigator.mediaDevices.getUserMedia = async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 480;
      canvas.height = 480;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      const cell = Math.floor(400 / dark.length);
      const draw = () => {
        context.fillStyle = w.__showQr ? '#ffffff' : '#374151';
        context.fillRect(0, 0, 480, 480);
        context.fillStyle = '#000000';
        for (const [row, cells] of dark.entries()) {
          for (const [column, on] of cells.entries()) {
            if (w.__showQr && on) context.fillRect(40 + column * cell, 40 + row * cell, cell, cell);
          }
        }
        requestAnimationFrame(draw);
      };
      draw();
      return canvas.captureStream(10);
    };
  }, matrix);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpViaApi(page, newAccount('scan-library'));
  await customerViaApi(page, { firstName: 'Dana', lastName: 'Scully', phone: '(202) 555-0148' });

  await openScanner(page);
  await page.evaluate(() => {
    (window as unknown as Record<string, unknown>).__showQr = true;
  });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('customer-name')).toHaveText('Dana Scully');
});
