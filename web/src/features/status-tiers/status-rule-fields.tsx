import {
  DEFAULT_STATUS_SETTINGS,
  STATUS_LIMITS,
  type TAppMessageKey,
  type TStatusBasis,
  type TStatusWindow,
} from '@regulars/contracts';
import { Controller } from 'react-hook-form';
import { TextField } from '../../components/ui/text-field.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { ChoiceCards } from './choice-cards.tsx';
import { numberOr, type TStatusForm } from './status-tier-form.ts';
import { statusMessageIn } from './status-tier-refusal.ts';

type TChoice<T extends string> = { value: T; label: TAppMessageKey; hint: TAppMessageKey };

const BASES = [
  { value: 'points', label: 'growth.tiers.basis.points', hint: 'growth.tiers.basis.pointsHint' },
  { value: 'visits', label: 'growth.tiers.basis.visits', hint: 'growth.tiers.basis.visitsHint' },
] as const satisfies readonly TChoice<TStatusBasis>[];

const WINDOWS = [
  { value: 'rolling', label: 'growth.tiers.window.rolling', hint: 'growth.tiers.window.rollingHint' },
  { value: 'calendar_year', label: 'growth.tiers.window.calendarYear', hint: 'growth.tiers.window.calendarYearHint' },
] as const satisfies readonly TChoice<TStatusWindow>[];

type Props = { form: TStatusForm; disabled: boolean };

/** What places a customer in a tier: what is counted, over which window, and how long a tier outlasts it. */
export function StatusRuleFields({ form, disabled }: Props) {
  const words = useAppWords();
  const { t } = words;
  // Each choice with its words in the user's language.
  const said = <T extends string>(choices: readonly TChoice<T>[]) =>
    choices.map((choice) => ({ value: choice.value, label: t(choice.label), hint: t(choice.hint) }));
  const errors = form.formState.errors;
  const window = form.watch('window');
  return (
    <div className="space-y-5">
      <Controller
        control={form.control}
        name="basis"
        render={({ field }) => (
          <ChoiceCards
            legend={t('growth.tiers.count')}
            name="status-basis"
            options={said(BASES)}
            value={field.value}
            onChange={field.onChange}
            disabled={disabled}
          />
        )}
      />
      <Controller
        control={form.control}
        name="window"
        render={({ field }) => (
          <ChoiceCards
            legend={t('growth.tiers.over')}
            name="status-window"
            options={said(WINDOWS)}
            value={field.value}
            onChange={(next) => {
              field.onChange(next);
              // Months are not asked for a calendar year: a half-typed number must not hold up the save unseen.
              const months = form.getValues('windowMonths');
              const valid =
                Number.isInteger(months) &&
                months >= STATUS_LIMITS.minWindowMonths &&
                months <= STATUS_LIMITS.maxWindowMonths;
              if (next === 'calendar_year' && !valid) {
                form.setValue('windowMonths', DEFAULT_STATUS_SETTINGS.windowMonths);
              }
            }}
            disabled={disabled}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {window === 'rolling' && (
          <TextField
            id="status-window-months"
            label={t('growth.tiers.months')}
            type="number"
            inputMode="numeric"
            min={STATUS_LIMITS.minWindowMonths}
            max={STATUS_LIMITS.maxWindowMonths}
            step={1}
            hint={t('growth.tiers.monthsHint', {
              min: STATUS_LIMITS.minWindowMonths,
              max: STATUS_LIMITS.maxWindowMonths,
            })}
            disabled={disabled}
            error={statusMessageIn(words, errors.windowMonths?.message)}
            {...form.register('windowMonths', { setValueAs: numberOr(0) })}
          />
        )}
        <TextField
          id="status-grace-days"
          label={t('growth.tiers.grace')}
          type="number"
          inputMode="numeric"
          min={0}
          max={STATUS_LIMITS.maxGraceDays}
          step={1}
          hint={t('growth.tiers.graceHint')}
          disabled={disabled}
          error={statusMessageIn(words, errors.graceDays?.message)}
          {...form.register('graceDays', { setValueAs: numberOr(-1) })}
        />
      </div>
    </div>
  );
}
