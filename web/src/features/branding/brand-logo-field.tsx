import type { TBrandLogo } from '@regulars/contracts';
import { ImageIcon, Trash2, Upload } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { useRemoveLogo, useUploadLogo } from '../../api/brand.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { formatCountIn } from '../../lib/format-number.ts';
import { logoPathOf } from '../../lib/logo-path.ts';
import { fileToBase64, logoFileProblem } from './brand-file.ts';
import { brandMessageIn, brandRefusal } from './brand-refusals.ts';

/** A light checkerboard, so a logo with a transparent background shows where its edges are. */
const CHECKERED = {
  backgroundColor: '#ffffff',
  backgroundImage: 'conic-gradient(#f3f4f6 25%, transparent 0 50%, #f3f4f6 0 75%, transparent 0)',
  backgroundSize: '16px 16px',
};

/** The logo: its preview (or the empty state), upload or replace, remove; problems in plain words. */
export function BrandLogoField({ logo, canEdit }: { logo: TBrandLogo | null; canEdit: boolean }) {
  const words = useAppWords();
  const { t } = words;
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again after a failure must fire another change.
    event.target.value = '';
    if (!file) return;
    const wrong = logoFileProblem(file);
    setProblem(wrong && brandMessageIn(words, wrong, 'settings.brand.logoFailed'));
    if (wrong) return;
    upload.mutate(
      { logo: await fileToBase64(file) },
      {
        onSuccess: () => toast.success(t('settings.brand.logoUploaded')),
        onError: (error) => {
          const why = brandRefusal(words, error, 'settings.brand.logoFailed');
          setProblem(why);
          toast.error(t('settings.brand.logoFailed'), { description: why });
        },
      },
    );
  };
  const removeLogo = () => {
    setProblem(null);
    remove.mutate(undefined, {
      onSuccess: () => toast.success(t('settings.brand.logoRemoved')),
      onError: (error) => toast.error(t('settings.brand.removeFailed'), { description: brandRefusal(words, error) }),
    });
  };

  return (
    <div className="space-y-3">
      {logo ? (
        <figure className="space-y-1.5">
          <div
            className="flex h-32 items-center justify-center rounded-lg p-4 ring-1 ring-inset ring-gray-200"
            style={CHECKERED}
          >
            <img
              src={logoPathOf(logo.url)}
              alt={t('settings.brand.logoAlt')}
              data-testid="brand-logo-preview"
              className="max-h-full max-w-full object-contain"
            />
          </div>
          <figcaption className="text-xs text-gray-500">
            {t('settings.brand.logoSize', {
              width: formatCountIn(logo.width, words.locale),
              height: formatCountIn(logo.height, words.locale),
            })}
          </figcaption>
        </figure>
      ) : (
        <div
          data-testid="brand-logo-empty"
          className="flex h-32 flex-col items-center justify-center gap-1.5 rounded-lg border-2 border-dashed border-gray-200 bg-gray-50 px-4 text-center"
        >
          <ImageIcon className="size-6 text-gray-400" aria-hidden />
          <p className="text-sm font-medium text-gray-700">{t('settings.brand.noLogo')}</p>
          <p className="text-xs text-gray-500">{t('settings.brand.noLogoHint')}</p>
        </div>
      )}
      {problem && (
        <p role="alert" data-testid="brand-logo-error" className="text-sm text-red-600">
          {problem}
        </p>
      )}
      {canEdit && (
        <div className="flex flex-wrap items-center gap-2">
          <input
            ref={input}
            id="brand-logo-file"
            type="file"
            accept="image/png,image/jpeg"
            className="sr-only"
            aria-label={t('settings.brand.logoFile')}
            tabIndex={-1}
            onChange={choose}
          />
          <Button
            type="button"
            variant="secondary"
            loading={upload.isPending}
            disabled={busy}
            onClick={() => input.current?.click()}
          >
            {!upload.isPending && <Upload className="size-4" aria-hidden />}
            {upload.isPending
              ? t('settings.brand.uploading')
              : logo
                ? t('settings.brand.replaceLogo')
                : t('settings.brand.uploadLogo')}
          </Button>
          {logo && (
            <Button type="button" variant="ghost" loading={remove.isPending} disabled={busy} onClick={removeLogo}>
              {!remove.isPending && <Trash2 className="size-4" aria-hidden />}
              {t('settings.remove')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
