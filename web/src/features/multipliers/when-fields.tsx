import { MULTIPLIER_LIMITS, type TMultiplierFields } from '@regulars/contracts';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { TextField } from '../../components/ui/text-field.tsx';
import { blankAsNull, type TMultiplierValues } from './multiplier-form.ts';
import { BIRTHDAY_WEEK_TEXT } from './multiplier-words.ts';
import { WeekdayChips } from './weekday-chips.tsx';

type Props = {
  form: UseFormReturn<TMultiplierValues, unknown, TMultiplierFields>;
  disabled: boolean;
};

/** When the multiplier applies, by its kind: days and hours, a first and last day, a category, or nothing to choose. */
export function WhenFields({ form, disabled }: Props) {
  const errors = form.formState.errors;
  const kind = form.watch('kind');

  if (kind === 'birthday_week') {
    return (
      <p className="rounded-lg bg-gray-50 px-3 py-2.5 text-sm text-gray-600" data-testid="birthday-week-note">
        Applies on {BIRTHDAY_WEEK_TEXT}, for customers whose birthday you have.
      </p>
    );
  }

  if (kind === 'category') {
    return (
      <TextField
        id="multiplier-category"
        label="Category"
        placeholder="e.g. Lattes"
        hint="As your till names it."
        autoComplete="off"
        maxLength={MULTIPLIER_LIMITS.category}
        disabled={disabled}
        error={errors.category?.message}
        {...form.register('category', { setValueAs: blankAsNull })}
      />
    );
  }

  if (kind === 'double_days') {
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="multiplier-starts-on"
          label="First day"
          type="date"
          disabled={disabled}
          error={errors.startsOn?.message}
          {...form.register('startsOn', { setValueAs: blankAsNull })}
        />
        <TextField
          id="multiplier-ends-on"
          label="Last day"
          type="date"
          hint="Both days count in full."
          disabled={disabled}
          error={errors.endsOn?.message}
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
            error={errors.days?.message}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="multiplier-start-time"
          label="Starts at"
          type="time"
          disabled={disabled}
          error={errors.startTime?.message}
          {...form.register('startTime', { setValueAs: blankAsNull })}
        />
        <TextField
          id="multiplier-end-time"
          label="Ends at"
          type="time"
          hint="00:00 runs it to midnight."
          disabled={disabled}
          error={errors.endTime?.message}
          {...form.register('endTime', { setValueAs: blankAsNull })}
        />
      </div>
    </div>
  );
}
