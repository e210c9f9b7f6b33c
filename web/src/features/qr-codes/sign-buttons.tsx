import type { TQrCode } from '@regulars/contracts';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { useBrand } from '../../api/brand.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { downloadSign } from './download-sign.ts';
import type { TSignSize } from './sign-file-name.ts';

const SIGNS: { size: TSignSize; label: string }[] = [
  { size: 'a6', label: 'Table tent (A6, PDF)' },
  { size: 'a4', label: 'Poster (A4, PDF)' },
];

/** The print-ready signs of one code: a table tent and a poster with the business's brand, name and the link. */
export function SignButtons({ qr, businessName }: { qr: TQrCode; businessName: string }) {
  const [making, setMaking] = useState<TSignSize | null>(null);
  const brand = useBrand();
  const make = async (size: TSignSize) => {
    setMaking(size);
    try {
      // Not loaded yet (a click straight after the page opened): asked now, so the sign has the logo.
      const current = brand.data ?? (await brand.refetch()).data;
      // The sign carries the name customers know the business by (its display name, when it has one).
      await downloadSign({ qr, businessName: current?.displayName ?? businessName, brand: current, size });
    } catch {
      toast.error('The sign could not be made. Please try again.');
    } finally {
      setMaking(null);
    }
  };
  return (
    <>
      {SIGNS.map(({ size, label }) => (
        <Button
          key={size}
          variant="secondary"
          size="sm"
          loading={making === size}
          disabled={making !== null}
          onClick={() => make(size)}
        >
          {making !== size && <FileText className="size-4" aria-hidden />}
          {label}
        </Button>
      ))}
    </>
  );
}
