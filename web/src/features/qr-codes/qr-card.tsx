import { QR_SIZES, type TQrCode } from '@regulars/contracts';
import { Download, Eye, MapPin, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { type TAppWords, useAppWords } from '../../lib/app-words.tsx';
import { formatCountIn, formatPercent } from '../../lib/format-number.ts';
import { QrImage } from './qr-image.tsx';
import { SignButtons } from './sign-buttons.tsx';
import { signShortLink } from './sign-reward.ts';

/** What a code is called: its location (the owner's words), else the sign-up form in the user's language. */
export const qrTitle = (qr: TQrCode, { t }: Pick<TAppWords, 't'>) => qr.locationName ?? t('qrCodes.signUpForm');

type Props = {
  qr: TQrCode;
  businessName: string;
  onView: () => void;
  onDownload: () => void;
  onDelete: () => void;
};

export function QrCard({ qr, businessName, onView, onDownload, onDelete }: Props) {
  const words = useAppWords();
  const { t, locale } = words;
  const title = qrTitle(qr, words);
  const link = qr.url.replace(/^https?:\/\//, '');
  const conversion = qr.scanCount > 0 ? Math.round((qr.signupCount / qr.scanCount) * 100) : null;
  return (
    <Card className="flex flex-col overflow-hidden" data-testid="qr-card">
      <button
        type="button"
        onClick={onView}
        className="flex justify-center border-b border-gray-100 bg-gray-50/60 px-4 py-5 focus-visible:outline-2 focus-visible:outline-brand-600"
        aria-label={t('qrCodes.viewOf', { title })}
      >
        <QrImage
          url={qr.url}
          size={QR_SIZES.card}
          label={t('qrCodes.imageOf', { title })}
          className="rounded-lg shadow-xs ring-1 ring-gray-200"
        />
      </button>
      <div className="flex flex-1 flex-col px-5 pt-4">
        <div className="flex items-center gap-1.5">
          <MapPin className="size-4 shrink-0 text-gray-400" aria-hidden />
          <h2 className="truncate text-base font-semibold text-gray-900" title={title}>
            {title}
          </h2>
        </div>
        <p className="mt-1 truncate text-xs text-gray-500" title={qr.url}>
          {qr.customUrl ? t('qrCodes.customLink', { url: link }) : link}
        </p>
        <p className="mt-0.5 text-xs text-gray-600" data-testid="qr-short-link">
          {t('qrCodes.toType')} <span className="font-medium text-gray-900">{signShortLink(qr.shortUrl)}</span>
        </p>
        <dl className="mt-4 grid grid-cols-3 divide-x divide-gray-100 rounded-lg bg-gray-50 py-2.5 text-center">
          <div>
            <dt className="text-xs text-gray-500">{t('qrCodes.scans')}</dt>
            <dd className="text-lg font-semibold text-gray-900" data-testid="qr-scans">
              {formatCountIn(qr.scanCount, locale)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-gray-500">{t('qrCodes.signUps')}</dt>
            <dd className="text-lg font-semibold text-gray-900" data-testid="qr-signups">
              {formatCountIn(qr.signupCount, locale)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-gray-500">{t('qrCodes.conversion')}</dt>
            <dd className="text-lg font-semibold text-gray-900">
              {conversion === null ? '–' : formatPercent(conversion, undefined, locale)}
            </dd>
          </div>
        </dl>
      </div>
      <div className="mt-4 space-y-3 border-t border-gray-100 px-5 py-3">
        <div className="flex items-center gap-2">
          <Button variant="secondary" size="sm" onClick={onView}>
            <Eye className="size-4" aria-hidden />
            {t('qrCodes.view')}
          </Button>
          <Button variant="secondary" size="sm" onClick={onDownload}>
            <Download className="size-4" aria-hidden />
            {t('qrCodes.downloadPng')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto text-red-600 hover:bg-red-50 hover:text-red-700"
            onClick={onDelete}
            aria-label={t('qrCodes.deleteOf', { title })}
          >
            <Trash2 className="size-4" aria-hidden />
          </Button>
        </div>
        <fieldset className="min-w-0">
          <legend className="text-xs font-medium text-gray-500">{t('qrCodes.sign.heading')}</legend>
          <div className="mt-1.5 flex flex-wrap gap-2">
            <SignButtons qr={qr} businessName={businessName} />
          </div>
        </fieldset>
      </div>
    </Card>
  );
}
