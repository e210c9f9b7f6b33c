import { CONTROL_GROUP, OUTCOME_WINDOW, VARIANT_B, ZVariantBShare } from '@regulars/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { ToggleSwitch } from '../../../components/ui/switch.tsx';
import { numberOrNull, type TComposerOutput, type TComposerValues } from './composer-form.ts';

type TForm = UseFormReturn<TComposerValues, unknown, TComposerOutput>;

/**
 * "Keep a control group": a share of the audience that is not messaged (nor charged), so the results can say how
 * many came back because of the campaign; in an A/B test, the share of those messaged who get version B; and the days
 * after the send in which a visit or purchase counts.
 */
export function ControlGroupFields({ form }: { form: TForm }) {
  const keep = form.watch('keepControl');
  const abTest = form.watch('abTest');
  const share = ZVariantBShare.safeParse(form.watch('variantB.share'));
  const errors = form.formState.errors;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{abTest ? 'Control group and split' : 'Control group'}</CardTitle>
        <CardDescription>
          Keep a few customers back: comparing them with those messaged shows how many came back because of this
          campaign, not anyway.
        </CardDescription>
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
            <Label htmlFor="keep-control">Keep a control group</Label>
            <p id="keep-control-hint" className="text-xs text-gray-500">
              They get nothing and cost nothing. Who is kept back is drawn at random for this campaign.
            </p>
          </div>
        </div>
        <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:max-w-2xl sm:grid-cols-3 sm:gap-x-4">
          {keep && (
            <div className="min-w-0 space-y-1.5">
              <Label htmlFor="control-share">Control group (%)</Label>
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
              {errors.controlShare?.message && <p className="text-xs text-red-600">{errors.controlShare.message}</p>}
            </div>
          )}
          {abTest && (
            <div className="min-w-0 space-y-1.5">
              <Label htmlFor="variant-b-share">Version B (%)</Label>
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
                  ? `Version B gets ${share.data}% of those messaged, version A ${100 - share.data}%.`
                  : 'The share of those messaged who get version B.'}
              </p>
              {errors.variantB?.share?.message && (
                <p className="text-xs text-red-600">{errors.variantB.share.message}</p>
              )}
            </div>
          )}
          <div className="min-w-0 space-y-1.5">
            <Label htmlFor="outcome-window">Window (days)</Label>
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
            <p className="text-xs text-gray-500">Days after the send in which a visit counts as coming back.</p>
            {errors.outcomeWindowDays?.message && (
              <p className="text-xs text-red-600">{errors.outcomeWindowDays.message}</p>
            )}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
