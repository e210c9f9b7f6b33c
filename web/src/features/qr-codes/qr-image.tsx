import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { cn } from '../../lib/cn.ts';

/** The QR image of `url` at `size` CSS pixels (rendered at 2x for sharp printing and retina screens). */
export function QrImage({
  url,
  size,
  label,
  className,
}: {
  url: string;
  size: number;
  label: string;
  className?: string;
}) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    QRCode.toDataURL(url, { width: size * 2, margin: 1, errorCorrectionLevel: 'M' })
      .then((data) => {
        if (!cancelled) setSrc(data);
      })
      .catch(() => {
        if (!cancelled) setSrc(null);
      });
    return () => {
      cancelled = true;
    };
  }, [url, size]);
  return (
    <div
      className={cn('flex items-center justify-center bg-white', className)}
      style={{ width: size, height: size, maxWidth: '100%' }}
    >
      {src ? (
        <img src={src} alt={label} width={size} height={size} className="h-auto max-w-full" />
      ) : (
        <div className="size-full animate-pulse rounded-md bg-gray-100" role="img" aria-label={label} />
      )}
    </div>
  );
}
