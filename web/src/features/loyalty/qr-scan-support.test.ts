import { describe, expect, it } from 'vitest';
import { canScanQr, type TScanEnvironment } from './qr-scan-support.ts';

const camera = { kind: 'videoinput' };
const full: TScanEnvironment = {
  BarcodeDetector: { getSupportedFormats: async () => ['ean_13', 'qr_code'] },
  mediaDevices: { getUserMedia: () => undefined, enumerateDevices: async () => [{ kind: 'audioinput' }, camera] },
  featurePolicy: { allowsFeature: () => true },
};

describe('canScanQr', () => {
  it('offers scanning with a QR detector, a camera and permission to use it', async () => {
    expect(await canScanQr(full)).toBe(true);
  });

  it('hides scanning where the browser has no BarcodeDetector (Firefox, desktop Linux)', async () => {
    expect(await canScanQr({ ...full, BarcodeDetector: undefined })).toBe(false);
  });

  it('hides scanning without a camera or camera access', async () => {
    expect(await canScanQr({ ...full, mediaDevices: undefined })).toBe(false);
    expect(
      await canScanQr({ ...full, mediaDevices: { getUserMedia: () => undefined, enumerateDevices: async () => [] } }),
    ).toBe(false);
  });

  it("hides scanning where the page's Permissions-Policy forbids the camera", async () => {
    expect(await canScanQr({ ...full, featurePolicy: { allowsFeature: (f) => f !== 'camera' } })).toBe(false);
  });

  it('hides scanning when the detector reads no QR codes, or the checks fail', async () => {
    expect(await canScanQr({ ...full, BarcodeDetector: { getSupportedFormats: async () => ['ean_13'] } })).toBe(false);
    expect(
      await canScanQr({
        ...full,
        BarcodeDetector: { getSupportedFormats: () => Promise.reject(new Error('no')) },
      }),
    ).toBe(false);
  });
});
