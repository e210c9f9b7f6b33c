import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_BRAND_COLOR,
  normalBrandColor,
  type TUpdateBrand,
  textColorOn,
  WHITE_TEXT_MIN_CONTRAST,
  ZUpdateBrand,
} from '@regulars/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useSaveBrandColor } from '../../api/brand.ts';
import { errorMessage } from '../../api/client.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { IN_OUR_WORDS } from '../../lib/form-message.ts';
import { formatDecimalIn } from '../../lib/format-number.ts';
import { whiteTextAdvice } from './brand-contrast.ts';
import { brandFieldMessage, brandRefusal } from './brand-refusals.ts';

/** The field holds text; the contract turns it into '#rrggbb' (null only from the reset button). */
type TColorForm = { brandColor: string | null };

/**
 * The brand colour: a colour picker and its hex code side by side, previews of the sign's band and of the customer
 * pages' band, a warning with the colour customers will see when white text would not read on it, save and reset.
 */
export function BrandColorField({ saved, canEdit }: { saved: string | null; canEdit: boolean }) {
  const words = useAppWords();
  const { t } = words;
  const save = useSaveBrandColor();
  const form = useForm<TColorForm, unknown, TUpdateBrand>({
    resolver: zodResolver(ZUpdateBrand, IN_OUR_WORDS),
    defaultValues: { brandColor: saved ?? DEFAULT_BRAND_COLOR },
    reValidateMode: 'onSubmit',
  });
  const { errors, isDirty } = form.formState;
  const colorError = brandFieldMessage(words, errors.brandColor?.message);
  const typed = form.watch('brandColor');
  const shown = normalBrandColor(typed ?? '') ?? saved ?? DEFAULT_BRAND_COLOR;

  // Saved elsewhere (another tab, the team admin): an untouched field follows.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset({ brandColor: saved ?? DEFAULT_BRAND_COLOR });
  }, [saved, form]);

  const send = (body: TUpdateBrand) =>
    save.mutate(body, {
      onSuccess: (brand) => {
        form.reset({ brandColor: brand.brandColor ?? DEFAULT_BRAND_COLOR });
        toast.success(brand.brandColor ? t('settings.brand.colorSaved') : t('settings.brand.colorReset'));
      },
      onError: (error) => {
        // The server's English: shown in the user's words with the field's own checks.
        form.setError('brandColor', { message: errorMessage(error) });
        toast.error(t('settings.brand.colorFailed'), { description: brandRefusal(words, error) });
      },
    });
  const submit = form.handleSubmit(send);

  return (
    <form onSubmit={submit} noValidate aria-label={t('settings.brand.colorTitle')} className="space-y-4">
      <fieldset disabled={!canEdit} className="space-y-4">
        <div className="flex items-end gap-3">
          <div className="space-y-1.5">
            <label htmlFor="brand-color-picker" className="block text-sm font-medium text-gray-700">
              {t('settings.brand.color')}
            </label>
            <input
              id="brand-color-picker"
              type="color"
              value={shown}
              onChange={(event) =>
                form.setValue('brandColor', event.target.value, { shouldDirty: true, shouldValidate: false })
              }
              className="block h-10 w-14 cursor-pointer rounded-lg border-0 bg-white p-1 shadow-xs ring-1 ring-inset ring-gray-300 disabled:cursor-not-allowed"
            />
          </div>
          <div className="w-36">
            <TextField
              id="brand-color"
              label={t('settings.brand.hex')}
              spellCheck={false}
              autoComplete="off"
              maxLength={7}
              className="font-mono uppercase"
              aria-invalid={errors.brandColor ? true : undefined}
              aria-describedby={errors.brandColor ? 'brand-color-error' : undefined}
              {...form.register('brandColor')}
            />
          </div>
        </div>
        {colorError && (
          <p id="brand-color-error" className="text-xs text-red-600">
            {colorError}
          </p>
        )}
        <BandPreview color={shown} />
        <ContrastWarning color={shown} />
      </fieldset>
      {canEdit && (
        <div className="flex flex-wrap items-center justify-end gap-2">
          <Button
            type="button"
            variant="ghost"
            disabled={save.isPending || (saved === null && !isDirty)}
            onClick={() => send({ brandColor: null })}
          >
            {t('settings.brand.resetColor')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!isDirty}>
            {save.isPending ? t('settings.saving') : t('settings.brand.saveColor')}
          </Button>
        </div>
      )}
    </form>
  );
}

/**
 * The colour as customers meet it: on signs and emails as chosen (with dark text on a pale colour), and behind the
 * white text of the sign-up form, portal and unsubscribe page (darkened when white would not read on it).
 */
function BandPreview({ color }: { color: string }) {
  const { t } = useAppWords();
  const pages = whiteTextAdvice(color).adjusted ?? color;
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <Swatch testId="brand-swatch" color={color} text={textColorOn(color)} label={t('settings.brand.signsSwatch')} />
      <Swatch testId="brand-page-swatch" color={pages} text="#ffffff" label={t('settings.brand.pagesSwatch')} />
    </div>
  );
}

function Swatch({ testId, color, text, label }: { testId: string; color: string; text: string; label: string }) {
  return (
    <div
      data-testid={testId}
      data-color={color}
      className="flex h-16 items-center justify-between gap-3 rounded-lg px-4 shadow-inner ring-1 ring-black/5"
      style={{ backgroundColor: color, color: text }}
    >
      <span className="text-sm font-semibold">{label}</span>
      <span className="font-mono text-sm font-medium uppercase">{color}</span>
    </div>
  );
}

/** Stand where the warning's two colours go while its sentence is written; no translation has them. */
const ADJUSTED_MARK = '\u{E001}';
const COLOR_MARK = '\u{E002}';

/** Below 4.5:1 under white text: said in plain words, with the colour the customer pages use instead. */
function ContrastWarning({ color }: { color: string }) {
  const words = useAppWords();
  const { t } = words;
  const { contrast, adjusted } = whiteTextAdvice(color);
  if (!adjusted) return null;
  const sentence = t('settings.brand.contrast', {
    adjusted: ADJUSTED_MARK,
    color: COLOR_MARK,
    contrast: formatDecimalIn(contrast, words.locale),
    minimum: formatDecimalIn(WHITE_TEXT_MIN_CONTRAST, words.locale),
  });
  // The two colours in code type, wherever the language puts them.
  const parts = sentence.split(new RegExp(`(${ADJUSTED_MARK}|${COLOR_MARK})`, 'u'));
  return (
    <Alert tone="warning" title={t('settings.brand.contrastTitle')} data-testid="brand-contrast-warning">
      {parts.map((part, at) =>
        part === ADJUSTED_MARK || part === COLOR_MARK ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the sentence's parts keep their order
          <span key={at} className="font-mono font-semibold uppercase">
            {part === ADJUSTED_MARK ? adjusted : color}
          </span>
        ) : (
          part
        ),
      )}
    </Alert>
  );
}
