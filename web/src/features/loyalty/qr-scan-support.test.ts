import { describe, expect, it } from 'vitest';
import { canScanQr, type TScanEnvironment } from './qr-scan-support.ts';

const camera = { kind: 'videoinput' };
const full: TScanEnvironment = {
  mediaDevices: { getUserMedia: () => undefined, enumerateDevices: async () => [{ kind: 'audioinput' }, camera] },
  featurePolicy: { allowsFeature: () => true },
};

describe('canScanQr', () => {
  it('offers scanning with a camera and permission to use it, with or without a BarcodeDetector', async () => {
    expect(await canScanQr(full)).toBe(true);
    // Firefox and desktop Linux Chromium have no featurePolicy either: the camera alone decides.
    expect(await canScanQr({ mediaDevices: full.mediaDevices })).toBe(true);
  });

  it('hides scanning without a camera or camera access', async () => {
    expect(await canScanQr({ ...full, mediaDevices: undefined })).toBe(false);
    expect(await canScanQr({ ...full, mediaDevices: { enumerateDevices: async () => [camera] } })).toBe(false);
    expect(
      await canScanQr({ ...full, mediaDevices: { getUserMedia: () => undefined, enumerateDevices: async () => [] } }),
    ).toBe(false);
  });

  it("hides scanning where the page's Permissions-Policy forbids the camera", async () => {
    expect(await canScanQr({ ...full, featurePolicy: { allowsFeature: (f) => f !== 'camera' } })).toBe(false);
  });

  it('hides scanning when the cameras cannot be listed', async () => {
    const failing = { getUserMedia: () => undefined, enumerateDevices: () => Promise.reject(new Error('no')) };
    expect(await canScanQr({ ...full, mediaDevices: failing })).toBe(false);
  });
});
