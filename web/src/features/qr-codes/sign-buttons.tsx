import type { TAppMessageKey, TQrCode } from '@regulars/contracts';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { useBrand } from '../../api/brand.ts';
import { useBusinessMoney } from '../../api/business-money.ts';
import { usePrograms } from '../../api/programs.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { useWords } from '../../lib/words.tsx';
import { downloadSign } from './download-sign.ts';
import type { TSignSize } from './sign-file-name.ts';
import { signRewardLine } from './sign-reward.ts';

const SIGNS: { size: TSignSize; label: TAppMessageKey }[] = [
  { size: 'a6', label: 'qrCodes.sign.tableTent' },
  { size: 'a4', label: 'qrCodes.sign.poster' },
];

/**
 * The print-ready signs of one code: a table tent and a poster with the business's brand, name, what joining gets
 * them (its first active program) and a short link to type. The sign speaks the owner's language (the customers'
 * catalogue has no words for its call to action): the program's line comes from the customers' catalogue in that
 * language too, as the app's shell provides it.
 */
export function SignButtons({ qr, businessName }: { qr: TQrCode; businessName: string }) {
  const { t } = useAppWords();
  const programWords = useWords();
  const [making, setMaking] = useState<TSignSize | null>(null);
  const brand = useBrand();
  const programs = usePrograms();
  const money = useBusinessMoney();
  const make = async (size: TSignSize) => {
    setMaking(size);
    try {
      // Not loaded yet (a click straight after the page opened): asked now, so the sign has the logo and the reward.
      const [current, list] = await Promise.all([
        brand.data ?? brand.refetch().then((r) => r.data),
        programs.data ?? programs.refetch().then((r) => r.data),
      ]);
      // The sign carries the name customers know the business by (its display name, when it has one).
      const name = current?.displayName ?? businessName;
      await downloadSign({
        qr,
        businessName: name,
        reward: signRewardLine(list?.programs ?? [], money, programWords),
        brand: current,
        size,
        words: {
          callToAction: t('qrCodes.sign.callToAction'),
          typeInstead: t('qrCodes.sign.typeInstead'),
          poweredBy: t('qrCodes.sign.poweredBy'),
          documentTitle: t('qrCodes.sign.documentTitle', { business: name }),
        },
      });
    } catch {
      toast.error(t('qrCodes.sign.failed'));
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
          {t(label)}
        </Button>
      ))}
    </>
  );
}
