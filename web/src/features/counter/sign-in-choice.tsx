import { COUNTER_LIMITS, type TCounterRules } from '@regulars/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { Input } from '../../components/ui/input.tsx';
import { cn } from '../../lib/cn.ts';
import type { TCounterRulesForm } from './counter-rules-form.ts';

const CHOICES = [
  {
    value: 'action',
    label: 'For every action',
    hint: 'Staff enter their PIN for each visit, purchase or redemption. Best where several people share one till.',
  },
  {
    value: 'shift',
    label: 'For a shift',
    hint: 'Staff enter their PIN once; the shift ends after some minutes without an action.',
  },
] as const;

type Props = { form: UseFormReturn<TCounterRulesForm, unknown, TCounterRules>; disabled: boolean };

/** "Staff sign in": a PIN for every action, or for a shift that ends after N minutes without one. */
export function SignInChoice({ form, disabled }: Props) {
  const signIn = form.watch('signIn');
  const error = form.formState.errors.shiftMinutes?.message;
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-gray-900">Staff sign in</legend>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        {CHOICES.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 transition-colors',
              signIn === choice.value
                ? 'border-brand-600 bg-brand-50/60 ring-1 ring-brand-600'
                : 'border-gray-200 hover:border-gray-300',
            )}
          >
            <input
              type="radio"
              value={choice.value}
              className="mt-1 accent-brand-600"
              disabled={disabled}
              aria-label={choice.label}
              aria-describedby={`sign-in-${choice.value}-hint`}
              {...form.register('signIn', { onChange: () => form.clearErrors() })}
            />
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-gray-900">{choice.label}</span>
              <span id={`sign-in-${choice.value}-hint`} className="mt-0.5 block text-xs text-gray-500">
                {choice.hint}
              </span>
            </span>
          </label>
        ))}
      </div>
      {signIn === 'shift' && (
        <div className="mt-4">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <label htmlFor="shift-minutes" className="text-sm font-medium text-gray-700">
              A shift ends after
            </label>
            <div className="flex items-center gap-2">
              <Input
                id="shift-minutes"
                type="number"
                inputMode="numeric"
                min={1}
                max={COUNTER_LIMITS.maxShiftMinutes}
                className="w-24"
                disabled={disabled}
                aria-describedby={error ? 'shift-minutes-error shift-minutes-unit' : 'shift-minutes-unit'}
                aria-invalid={error ? true : undefined}
                {...form.register('shiftMinutes', { onChange: () => form.clearErrors() })}
              />
              <span id="shift-minutes-unit" className="text-sm text-gray-700">
                minutes without an action
              </span>
            </div>
          </div>
          {error && (
            <p id="shift-minutes-error" className="mt-1.5 text-xs text-red-600">
              {error}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
