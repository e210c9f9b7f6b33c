import { CONTROL_GROUP, OUTCOME_WINDOW, VARIANT_B, ZVariantBShare } from '@regulars/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { ToggleSwitch } from '../../../components/ui/switch.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { numberOrNull, type TComposerOutput, type TComposerValues } from './composer-form.ts';
import { fieldMessage } from './composer-refusals.ts';

type TForm = UseFormReturn<TComposerValues, unknown, TComposerOutput>;

/**
 * "Keep a control group": a share of the audience that is not messaged (nor charged), so the results can say how
 * many came back because of the campaign; in an A/B test, the share of those messaged who get version B; and the days
 * after the send in which a visit or purchase counts.
 */
export function ControlGroupFields({ form }: { form: TForm }) {
  const words = useAppWords();
  const { t } = words;
  const keep = form.watch('keepControl');
  const abTest = form.watch('abTest');
  const share = ZVariantBShare.safeParse(form.watch('variantB.share'));
  const errors = form.formState.errors;
  const controlShareError = fieldMessage(words, errors.controlShare?.message);
  const variantBShareError = fieldMessage(words, errors.variantB?.share?.message);
  const windowError = fieldMessage(words, errors.outcomeWindowDays?.message);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(abTest ? 'composer.control.titleSplit' : 'composer.control.title')}</CardTitle>
        <CardDescription>{t('composer.control.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="flex items-start gap-3">
          <ToggleSwitch
            id="keep-control"
            checked={keep}
            onChange={(checked) => form.setValue('keepControl', checked, { shouldDirty: true })}
            aria-describedby="keep-control-hint"
          />
          <div className="min-w-0">
            <Label htmlFor="keep-control">{t('composer.control.keep')}</Label>
            <p id="keep-control-hint" className="text-xs text-gray-500">
              {t('composer.control.keepHint')}
            </p>
          </div>
        </div>
        <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:max-w-2xl sm:grid-cols-3 sm:gap-x-4">
          {keep && (
            <div className="min-w-0 space-y-1.5">
              <Label htmlFor="control-share">{t('composer.control.share')}</Label>
              <Input
                id="control-share"
                type="number"
                inputMode="numeric"
                min={CONTROL_GROUP.minShare}
                max={CONTROL_GROUP.maxShare}
                step={1}
                aria-invalid={errors.controlShare ? true : undefined}
                {...form.register('controlShare', { setValueAs: numberOrNull })}
              />
              {controlShareError && <p className="text-xs text-red-600">{controlShareError}</p>}
            </div>
          )}
          {abTest && (
            <div className="min-w-0 space-y-1.5">
              <Label htmlFor="variant-b-share">{t('composer.control.variantBShare')}</Label>
              <Input
                id="variant-b-share"
                type="number"
                inputMode="numeric"
                min={VARIANT_B.minShare}
                max={VARIANT_B.maxShare}
                step={1}
                aria-invalid={errors.variantB?.share ? true : undefined}
                aria-describedby="variant-b-share-hint"
                {...form.register('variantB.share', { setValueAs: numberOrNull })}
              />
              <p id="variant-b-share-hint" className="text-xs text-gray-500" data-testid="variant-b-split">
                {share.success
                  ? t('composer.control.split', { b: share.data, a: 100 - share.data })
                  : t('composer.control.splitHint')}
              </p>
              {variantBShareError && <p className="text-xs text-red-600">{variantBShareError}</p>}
            </div>
          )}
          <div className="min-w-0 space-y-1.5">
            <Label htmlFor="outcome-window">{t('composer.control.window')}</Label>
            <Input
              id="outcome-window"
              type="number"
              inputMode="numeric"
              min={OUTCOME_WINDOW.minDays}
              max={OUTCOME_WINDOW.maxDays}
              step={1}
              aria-invalid={errors.outcomeWindowDays ? true : undefined}
              {...form.register('outcomeWindowDays', { setValueAs: numberOrNull })}
            />
            <p className="text-xs text-gray-500">{t('composer.control.windowHint')}</p>
            {windowError && <p className="text-xs text-red-600">{windowError}</p>}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
