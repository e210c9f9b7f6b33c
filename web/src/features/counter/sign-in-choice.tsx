import { COUNTER_LIMITS, type TCounterRules } from '@regulars/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { Input } from '../../components/ui/input.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { cn } from '../../lib/cn.ts';
import { counterAdminMessage } from './counter-admin-refusals.ts';
import type { TCounterRulesForm } from './counter-rules-form.ts';

/** The two ways, each with its words' keys. */
const CHOICES = [
  { value: 'action', label: 'company.rules.everyAction', hint: 'company.rules.everyActionHint' },
  { value: 'shift', label: 'company.rules.shift', hint: 'company.rules.shiftHint' },
] as const;

type Props = { form: UseFormReturn<TCounterRulesForm, unknown, TCounterRules>; disabled: boolean };

/** "Staff sign in": a PIN for every action, or for a shift that ends after N minutes without one. */
export function SignInChoice({ form, disabled }: Props) {
  const words = useAppWords();
  const { t } = words;
  const signIn = form.watch('signIn');
  const error = counterAdminMessage(words, form.formState.errors.shiftMinutes?.message);
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-gray-900">{t('company.rules.signIn')}</legend>
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
              aria-label={t(choice.label)}
              aria-describedby={`sign-in-${choice.value}-hint`}
              {...form.register('signIn', { onChange: () => form.clearErrors() })}
            />
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-gray-900">{t(choice.label)}</span>
              <span id={`sign-in-${choice.value}-hint`} className="mt-0.5 block text-xs text-gray-500">
                {t(choice.hint)}
              </span>
            </span>
          </label>
        ))}
      </div>
      {signIn === 'shift' && (
        <div className="mt-4">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <label htmlFor="shift-minutes" className="text-sm font-medium text-gray-700">
              {t('company.rules.shiftEndsAfter')}
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
                {t('company.rules.shiftUnit')}
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
