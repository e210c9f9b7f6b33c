import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { createQrDecoder, readQrPixels } from './qr-decoder.ts';

const CARD_URL = 'https://example.test/card/cus000001';

/** RGBA pixels of `text` as a QR code: dark modules black, `scale` pixels each, inside a 4-module white border. */
function qrPixels(text: string, scale = 4) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = (modules.size + 8) * scale;
  const pixels = new Uint8ClampedArray(size * size * 4).fill(255);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const row = Math.floor(y / scale) - 4;
      const column = Math.floor(x / scale) - 4;
      const inside = row >= 0 && column >= 0 && row < modules.size && column < modules.size;
      if (inside && modules.get(row, column)) pixels.fill(0, (y * size + x) * 4, (y * size + x) * 4 + 3);
    }
  }
  return { pixels, size };
}

describe('readQrPixels', () => {
  it("reads a customer's card QR code from raw pixels", async () => {
    const { pixels, size } = qrPixels(CARD_URL);
    expect(await readQrPixels(pixels, size, size)).toBe(CARD_URL);
  });

  it('answers null for a frame with no QR code in it', async () => {
    expect(await readQrPixels(new Uint8ClampedArray(64 * 64 * 4).fill(255), 64, 64)).toBeNull();
  });
});

describe('createQrDecoder', () => {
  const video = {} as HTMLVideoElement;

  it("uses the browser's BarcodeDetector where it reads QR codes", async () => {
    class BarcodeDetector {
      static getSupportedFormats = async () => ['qr_code'];
      detect = async () => [{ rawValue: CARD_URL }];
    }
    expect(await (await createQrDecoder({ BarcodeDetector })).detect(video)).toBe(CARD_URL);
  });

  it('falls back to the library without a detector, or with one that cannot read QR codes', async () => {
    class BarcodeDetector {
      static getSupportedFormats = async () => ['ean_13'];
      detect = async () => [{ rawValue: 'from the detector' }];
    }
    // No frame yet (videoWidth 0): the library decoder answers null instead of the detector's text.
    expect(await (await createQrDecoder({ BarcodeDetector })).detect(video)).toBeNull();
    expect(await (await createQrDecoder({})).detect(video)).toBeNull();
  });
});
