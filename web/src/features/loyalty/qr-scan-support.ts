/** The parts of the browser QR scanning needs; passed in so the check can be tested. */
export type TScanEnvironment = {
  mediaDevices?: { getUserMedia?: unknown; enumerateDevices?: () => Promise<{ kind: string }[]> };
  /** Chromium's view of the page's Permissions-Policy: a page served with camera=() may not open it. */
  featurePolicy?: { allowsFeature?: (feature: string) => boolean };
};

/**
 * True where this page can read a QR code with the camera: a camera and permission to use it. Any browser can
 * decode: the BarcodeDetector where present, a library otherwise (qr-decoder.ts).
 */
export async function canScanQr(env: TScanEnvironment): Promise<boolean> {
  if (typeof env.mediaDevices?.getUserMedia !== 'function') return false;
  if (env.featurePolicy?.allowsFeature && !env.featurePolicy.allowsFeature('camera')) return false;
  try {
    const devices = (await env.mediaDevices.enumerateDevices?.()) ?? [];
    return devices.some((device) => device.kind === 'videoinput');
  } catch {
    return false;
  }
}

/** This browser's environment for `canScanQr`. */
export function browserScanEnvironment(): TScanEnvironment {
  const d = document as unknown as { featurePolicy?: TScanEnvironment['featurePolicy'] };
  return { mediaDevices: navigator.mediaDevices, featurePolicy: d.featurePolicy };
}
