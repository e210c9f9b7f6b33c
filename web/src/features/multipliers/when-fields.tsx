import { MULTIPLIER_LIMITS, type TMultiplierFields } from '@regulars/contracts';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { TextField } from '../../components/ui/text-field.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { blankAsNull, type TMultiplierValues } from './multiplier-form.ts';
import { multiplierMessageIn } from './multiplier-refusal.ts';
import { WeekdayChips } from './weekday-chips.tsx';

type Props = {
  form: UseFormReturn<TMultiplierValues, unknown, TMultiplierFields>;
  disabled: boolean;
};

/** When the multiplier applies, by its kind: days and hours, a first and last day, a category, or nothing to choose. */
export function WhenFields({ form, disabled }: Props) {
  const words = useAppWords();
  const { t } = words;
  const errors = form.formState.errors;
  const kind = form.watch('kind');
  // The contract's checks are English: said in the user's language.
  const said = (message: string | undefined) => (message ? multiplierMessageIn(words, message) : undefined);

  if (kind === 'birthday_week') {
    return (
      <p className="rounded-lg bg-gray-50 px-3 py-2.5 text-sm text-gray-600" data-testid="birthday-week-note">
        {t('growth.multiplier.birthdayNote')}
      </p>
    );
  }

  if (kind === 'category') {
    return (
      <TextField
        id="multiplier-category"
        label={t('growth.multiplier.category')}
        placeholder={t('growth.multiplier.categoryPlaceholder')}
        hint={t('growth.multiplier.categoryHint')}
        autoComplete="off"
        maxLength={MULTIPLIER_LIMITS.category}
        disabled={disabled}
        error={said(errors.category?.message)}
        {...form.register('category', { setValueAs: blankAsNull })}
      />
    );
  }

  if (kind === 'double_days') {
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="multiplier-starts-on"
          label={t('growth.multiplier.firstDay')}
          type="date"
          disabled={disabled}
          error={said(errors.startsOn?.message)}
          {...form.register('startsOn', { setValueAs: blankAsNull })}
        />
        <TextField
          id="multiplier-ends-on"
          label={t('growth.multiplier.lastDay')}
          type="date"
          hint={t('growth.multiplier.lastDayHint')}
          disabled={disabled}
          error={said(errors.endsOn?.message)}
          {...form.register('endsOn', { setValueAs: blankAsNull })}
        />
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <Controller
        control={form.control}
        name="days"
        render={({ field }) => (
          <WeekdayChips
            value={field.value ?? []}
            onChange={field.onChange}
            disabled={disabled}
            error={said(errors.days?.message)}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="multiplier-start-time"
          label={t('growth.multiplier.startsAt')}
          type="time"
          disabled={disabled}
          error={said(errors.startTime?.message)}
          {...form.register('startTime', { setValueAs: blankAsNull })}
        />
        <TextField
          id="multiplier-end-time"
          label={t('growth.multiplier.endsAt')}
          type="time"
          hint={t('growth.multiplier.endsAtHint')}
          disabled={disabled}
          error={said(errors.endTime?.message)}
          {...form.register('endTime', { setValueAs: blankAsNull })}
        />
      </div>
    </div>
  );
}
