import { CameraOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { createQrDecoder } from './qr-decoder.ts';
import { parseScannedCustomer, type TScannedCustomer } from './scanned-customer.ts';

const SCAN_EVERY_MS = 250;

/** Why there is no picture to scan: the decoding library did not load, or the camera did not open. */
const PROBLEMS = { load: 'counter.scan.loadFailed', camera: 'counter.scan.cameraFailed' } as const;

/** The camera's picture, read by the QR decoder a few times a second until a code names a customer. */
export function CameraScanner({ onScanned }: { onScanned: (customer: TScannedCustomer) => void }) {
  const { t } = useAppWords();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<keyof typeof PROBLEMS | null>(null);
  const [unknownCode, setUnknownCode] = useState(false);
  const scanned = useRef(onScanned);
  scanned.current = onScanned;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    // Loads the decoding library (where the browser has no detector) while the camera starts.
    const decoder = createQrDecoder();
    decoder.catch(() => {
      if (!stopped) setProblem('load');
    });

    const scan = async () => {
      const element = video.current;
      if (stopped || !element) return;
      try {
        const code = element.readyState >= element.HAVE_CURRENT_DATA ? await (await decoder).detect(element) : null;
        if (code !== null && !stopped) {
          const customer = parseScannedCustomer(code);
          if (customer) return scanned.current(customer);
          setUnknownCode(true);
        }
      } catch {
        // A frame the decoder could not read: the next one will do.
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
      .catch(() => setProblem('camera'));

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
          {t(PROBLEMS[problem])}
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
          aria-label={t('counter.scan.camera')}
        />
        <div className="pointer-events-none absolute inset-[18%] rounded-2xl border-4 border-white/80" aria-hidden />
      </div>
      {unknownCode && <p className="text-center text-sm text-amber-700">{t('counter.scan.unknownCode')}</p>}
    </div>
  );
}
