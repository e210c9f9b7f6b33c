import { CameraOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { parseScannedCustomer, type TScannedCustomer } from './scanned-customer.ts';

type TDetector = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> };
type TDetectorConstructor = new (options: { formats: string[] }) => TDetector;

const SCAN_EVERY_MS = 250;

/** The camera's picture, read by the browser's BarcodeDetector a few times a second until a code names a customer. */
export function CameraScanner({ onScanned }: { onScanned: (customer: TScannedCustomer) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [unknownCode, setUnknownCode] = useState(false);
  const scanned = useRef(onScanned);
  scanned.current = onScanned;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const Detector = (window as unknown as { BarcodeDetector: TDetectorConstructor }).BarcodeDetector;
    const detector = new Detector({ formats: ['qr_code'] });

    const scan = async () => {
      const element = video.current;
      if (stopped || !element) return;
      try {
        if (element.readyState >= element.HAVE_CURRENT_DATA) {
          for (const code of await detector.detect(element)) {
            const customer = parseScannedCustomer(code.rawValue);
            if (customer && !stopped) return scanned.current(customer);
            setUnknownCode(true);
          }
        }
      } catch {
        // A frame the detector could not read: the next one will do.
      }
      timer = setTimeout(scan, SCAN_EVERY_MS);
    };

    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        void scan();
      })
      .catch(() => setProblem('The camera could not be opened. Allow camera access for this site, or search instead.'));

    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  if (problem) {
    return (
      <Alert tone="error">
        <span className="inline-flex items-center gap-2">
          <CameraOff className="size-4" aria-hidden />
          {problem}
        </span>
      </Alert>
    );
  }
  return (
    <div className="space-y-3">
      <div className="relative overflow-hidden rounded-xl bg-gray-950">
        <video
          ref={video}
          className="aspect-square max-h-[55dvh] w-full object-cover"
          muted
          playsInline
          aria-label="Camera"
        />
        <div className="pointer-events-none absolute inset-[18%] rounded-2xl border-4 border-white/80" aria-hidden />
      </div>
      {unknownCode && (
        <p className="text-center text-sm text-amber-700">That code is not a customer's QR code. Try their card.</p>
      )}
    </div>
  );
}
