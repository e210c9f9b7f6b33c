import { QR_SIZES, type TQrCode } from '@regulars/contracts';
import { Check, Copy, Download, ExternalLink } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { useCopy } from '../../lib/use-copy.ts';
import { qrTitle } from './qr-card.tsx';
import { QrImage } from './qr-image.tsx';
import { SignButtons } from './sign-buttons.tsx';

type Props = {
  qr: TQrCode | null;
  businessName: string;
  onClose: () => void;
  onDownload: (qr: TQrCode) => void;
};

export function QrPreviewDialog({ qr, businessName, onClose, onDownload }: Props) {
  const words = useAppWords();
  const { t } = words;
  const { copied, copy } = useCopy({ resetMs: 1500 });
  return (
    <Dialog open={qr !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-[31rem]">
        {qr && (
          <>
            <DialogHeader>
              <DialogTitle>{qrTitle(qr, words)}</DialogTitle>
              <DialogDescription>
                {t('qrCodes.counts', { scans: qr.scanCount, signUps: qr.signupCount })}
              </DialogDescription>
            </DialogHeader>
            <DialogBody className="flex flex-col items-center gap-4">
              <QrImage
                url={qr.url}
                size={QR_SIZES.preview}
                label={t('qrCodes.imageOf', { title: qrTitle(qr, words) })}
                className="rounded-lg ring-1 ring-gray-200"
              />
              <div className="flex w-full items-center gap-2 rounded-lg bg-gray-50 px-3 py-2">
                <p className="min-w-0 flex-1 truncate font-mono text-xs text-gray-600 select-all" title={qr.url}>
                  {qr.url}
                </p>
                <Button variant="ghost" size="sm" onClick={() => copy(qr.url)} aria-label={t('qrCodes.copyLink')}>
                  {copied ? (
                    <Check className="size-4 text-emerald-600" aria-hidden />
                  ) : (
                    <Copy className="size-4" aria-hidden />
                  )}
                </Button>
                <Button variant="ghost" size="sm" asChild>
                  <a href={qr.url} target="_blank" rel="noreferrer" aria-label={t('qrCodes.openLink')}>
                    <ExternalLink className="size-4" aria-hidden />
                  </a>
                </Button>
              </div>
              <section className="w-full rounded-lg border border-gray-200 px-4 py-3" aria-labelledby="qr-sign-heading">
                <h3 id="qr-sign-heading" className="text-sm font-semibold text-gray-900">
                  {t('qrCodes.sign.heading')}
                </h3>
                <p className="mt-0.5 text-xs text-gray-500">
                  {t('qrCodes.sign.contents', { callToAction: t('qrCodes.sign.callToAction') })}
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <SignButtons qr={qr} businessName={businessName} />
                </div>
              </section>
            </DialogBody>
            <DialogFooter>
              <Button variant="secondary" onClick={onClose}>
                {t('qrCodes.done')}
              </Button>
              <Button onClick={() => onDownload(qr)}>
                <Download className="size-4" aria-hidden />
                {t('qrCodes.downloadPng')}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
