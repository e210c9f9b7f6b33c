import { useEffect, useState } from 'react';
import { browserScanEnvironment, canScanQr } from './qr-scan-support.ts';

/** Whether to offer 'Scan QR': false until the browser has answered, and where it cannot. */
export function useQrScanSupport(): boolean {
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    let current = true;
    void canScanQr(browserScanEnvironment()).then((yes) => {
      if (current) setSupported(yes);
    });
    return () => {
      current = false;
    };
  }, []);
  return supported;
}
