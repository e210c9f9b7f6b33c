/** Reads the QR code in a camera frame, whichever way this browser can. */
export type TQrDecoder = { detect: (video: HTMLVideoElement) => Promise<string | null> };

type TBarcodeDetector = new (options: {
  formats: string[];
}) => {
  detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]>;
};
type TDetectorGlobal = { BarcodeDetector?: TBarcodeDetector & { getSupportedFormats?: () => Promise<string[]> } };

// Frames are shrunk to this many pixels a side before the library reads them: a QR held up fills it easily.
const LIBRARY_FRAME_SIZE = 480;

/** The text of the QR code in these RGBA pixels, or null; jsQR is loaded only when first needed. */
export async function readQrPixels(pixels: Uint8ClampedArray, width: number, height: number): Promise<string | null> {
  const { default: jsQR } = await import('jsqr');
  return jsQR(pixels, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

function libraryDecoder(): TQrDecoder {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    async detect(video) {
      if (!context || !video.videoWidth || !video.videoHeight) return null;
      const scale = Math.min(1, LIBRARY_FRAME_SIZE / Math.max(video.videoWidth, video.videoHeight));
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const frame = context.getImageData(0, 0, canvas.width, canvas.height);
      return readQrPixels(frame.data, frame.width, frame.height);
    },
  };
}

/** The browser's BarcodeDetector where it reads QR codes (fast, native), the jsQR library otherwise. */
export async function createQrDecoder(
  global: TDetectorGlobal = window as unknown as TDetectorGlobal,
): Promise<TQrDecoder> {
  const Detector = global.BarcodeDetector;
  const formats = await Detector?.getSupportedFormats?.().catch(() => []);
  if (Detector && (formats ?? ['qr_code']).includes('qr_code')) {
    const detector = new Detector({ formats: ['qr_code'] });
    return { detect: async (video) => (await detector.detect(video))[0]?.rawValue ?? null };
  }
  // Loaded now so the first frames are not kept waiting for it.
  await import('jsqr');
  return libraryDecoder();
}
