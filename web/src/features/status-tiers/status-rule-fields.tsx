import { DEFAULT_STATUS_SETTINGS, STATUS_LIMITS, type TStatusBasis, type TStatusWindow } from '@regulars/contracts';
import { Controller } from 'react-hook-form';
import { TextField } from '../../components/ui/text-field.tsx';
import { ChoiceCards } from './choice-cards.tsx';
import { numberOr, type TStatusForm } from './status-tier-form.ts';

const BASES = [
  { value: 'points', label: 'Points earned', hint: 'Points spent on rewards still count' },
  { value: 'visits', label: 'Visits', hint: 'Each visit or purchase counts once' },
] as const satisfies readonly { value: TStatusBasis; label: string; hint: string }[];

const WINDOWS = [
  { value: 'rolling', label: 'A rolling window', hint: 'The last few months, up to today' },
  {
    value: 'calendar_year',
    label: 'A calendar year',
    hint: 'January to December; a tier holds through the next year',
  },
] as const satisfies readonly { value: TStatusWindow; label: string; hint: string }[];

type Props = { form: TStatusForm; disabled: boolean };

/** What places a customer in a tier: what is counted, over which window, and how long a tier outlasts it. */
export function StatusRuleFields({ form, disabled }: Props) {
  const errors = form.formState.errors;
  const window = form.watch('window');
  return (
    <div className="space-y-5">
      <Controller
        control={form.control}
        name="basis"
        render={({ field }) => (
          <ChoiceCards
            legend="Count"
            name="status-basis"
            options={BASES}
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
            legend="Over"
            name="status-window"
            options={WINDOWS}
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
            label="Months"
            type="number"
            inputMode="numeric"
            min={STATUS_LIMITS.minWindowMonths}
            max={STATUS_LIMITS.maxWindowMonths}
            step={1}
            hint={`How many months back to count, ${STATUS_LIMITS.minWindowMonths} to ${STATUS_LIMITS.maxWindowMonths}.`}
            disabled={disabled}
            error={errors.windowMonths?.message}
            {...form.register('windowMonths', { setValueAs: numberOr(0) })}
          />
        )}
        <TextField
          id="status-grace-days"
          label="Grace period (days)"
          type="number"
          inputMode="numeric"
          min={0}
          max={STATUS_LIMITS.maxGraceDays}
          step={1}
          hint="How long a customer keeps their tier after they stop qualifying."
          disabled={disabled}
          error={errors.graceDays?.message}
          {...form.register('graceDays', { setValueAs: numberOr(-1) })}
        />
      </div>
    </div>
  );
}
