import type { TAppMessageKey, TCampaignAudience, TCampaignType } from '@regulars/contracts';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { usePrograms } from '../../../api/programs.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { CheckboxCard } from '../../../components/ui/checkbox-card.tsx';
import { fieldClasses, Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { cn } from '../../../lib/cn.ts';
import type { TAudienceMode } from '../audience-rules.ts';
import { AudienceCount } from './audience-count.tsx';
import { numberOrNull, type TComposerOutput, type TComposerValues, textOrNull } from './composer-form.ts';
import { fieldMessage } from './composer-refusals.ts';
import { monthNames } from './composer-words.ts';
import type { TLiveAudienceCount } from './use-live-audience-count.ts';

type TForm = UseFormReturn<TComposerValues, unknown, TComposerOutput>;

const MODES: { value: TAudienceMode; label: TAppMessageKey; hint: TAppMessageKey }[] = [
  { value: 'all', label: 'composer.audience.all', hint: 'composer.audience.allHint' },
  { value: 'segment', label: 'composer.audience.segment', hint: 'composer.audience.segmentHint' },
];

/** One labelled rule; its error (from the contract, in the user's language) under it. */
function Rule({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  const words = useAppWords();
  const message = fieldMessage(words, error);
  return (
    <div className="min-w-0 space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {message && (
        <p id={`${id}-error`} className="text-xs text-red-600">
          {message}
        </p>
      )}
    </div>
  );
}

function NumberRule({ form, name, label }: { form: TForm; name: keyof TCampaignAudience; label: string }) {
  const { t } = useAppWords();
  const id = `audience-${name}`;
  const error = form.formState.errors.audience?.[name]?.message;
  return (
    <Rule id={id} label={label} error={error}>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        placeholder={t('composer.audience.any')}
        aria-invalid={error ? true : undefined}
        {...form.register(`audience.${name}`, { setValueAs: numberOrNull })}
      />
    </Rule>
  );
}

/** Who receives it: everyone opted in, or a segment by visits, points, joining date, birthday, program, last visit. */
export function AudienceFields({ form, type, live }: { form: TForm; type: TCampaignType; live: TLiveAudienceCount }) {
  const words = useAppWords();
  const { t } = words;
  const mode = form.watch('audienceMode');
  const programs = usePrograms(mode === 'segment');
  const errors = form.formState.errors.audience;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('composer.audience.title')}</CardTitle>
        <CardDescription>{t('composer.audience.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <fieldset className="grid gap-2 sm:grid-cols-2">
          <legend className="sr-only">{t('composer.audience.title')}</legend>
          {MODES.map((m) => (
            <label
              key={m.value}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 transition-colors',
                mode === m.value
                  ? 'border-brand-600 bg-brand-50/60 ring-1 ring-brand-600'
                  : 'border-gray-200 hover:border-gray-300',
              )}
            >
              <input
                type="radio"
                value={m.value}
                className="mt-1 accent-brand-600"
                aria-label={t(m.label)}
                {...form.register('audienceMode')}
              />
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-gray-900">{t(m.label)}</span>
                <span className="mt-0.5 block text-xs text-gray-500">{t(m.hint)}</span>
              </span>
            </label>
          ))}
        </fieldset>

        {mode === 'segment' && (
          <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4 lg:grid-cols-4" data-testid="segment-fields">
            <NumberRule form={form} name="minVisits" label={t('composer.audience.minVisits')} />
            <NumberRule form={form} name="maxVisits" label={t('composer.audience.maxVisits')} />
            <NumberRule form={form} name="minPoints" label={t('composer.audience.minPoints')} />
            <NumberRule form={form} name="maxPoints" label={t('composer.audience.maxPoints')} />
            <Rule
              id="audience-joinedFrom"
              label={t('composer.audience.joinedFrom')}
              error={errors?.joinedFrom?.message}
            >
              <Input
                id="audience-joinedFrom"
                type="date"
                {...form.register('audience.joinedFrom', { setValueAs: textOrNull })}
              />
            </Rule>
            <Rule id="audience-joinedTo" label={t('composer.audience.joinedTo')} error={errors?.joinedTo?.message}>
              <Input
                id="audience-joinedTo"
                type="date"
                {...form.register('audience.joinedTo', { setValueAs: textOrNull })}
              />
            </Rule>
            <Rule
              id="audience-birthdayMonth"
              label={t('composer.audience.birthdayMonth')}
              error={errors?.birthdayMonth?.message}
            >
              <select
                id="audience-birthdayMonth"
                className={cn(fieldClasses, 'h-10 pr-8')}
                {...form.register('audience.birthdayMonth', { setValueAs: numberOrNull })}
              >
                <option value="">{t('composer.audience.anyMonth')}</option>
                {monthNames(words.locale).map((month, i) => (
                  <option key={month} value={i + 1}>
                    {month}
                  </option>
                ))}
              </select>
            </Rule>
            <Rule id="audience-programId" label={t('composer.audience.program')} error={errors?.programId?.message}>
              <select
                // Mounted again once the programs arrive, so a saved program shows as chosen.
                key={programs.data ? 'programs' : 'loading'}
                id="audience-programId"
                className={cn(fieldClasses, 'h-10 pr-8')}
                {...form.register('audience.programId', { setValueAs: textOrNull })}
              >
                <option value="">{t('composer.audience.anyProgram')}</option>
                {programs.data?.programs.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            </Rule>
            <div className="col-span-2">
              <Rule
                id="audience-lastVisitMoreThanDays"
                label={t('composer.audience.lastVisit')}
                error={errors?.lastVisitMoreThanDays?.message}
              >
                <Input
                  id="audience-lastVisitMoreThanDays"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  placeholder={t('composer.audience.lastVisitPlaceholder')}
                  className="max-w-40"
                  {...form.register('audience.lastVisitMoreThanDays', { setValueAs: numberOrNull })}
                />
              </Rule>
            </div>
            <div className="col-span-2">
              <CheckboxCard
                id="audience-overdueByRhythm"
                label={t('composer.audience.overdueByRhythm')}
                hint={t('composer.audience.overdueByRhythmHint')}
                {...form.register('audience.overdueByRhythm')}
              />
            </div>
          </div>
        )}
        <AudienceCount type={type} live={live} />
      </CardContent>
    </Card>
  );
}
