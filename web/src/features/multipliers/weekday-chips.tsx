import { useAppWords } from '../../lib/app-words.tsx';
import { cn } from '../../lib/cn.ts';
import { WEEK_FROM_MONDAY, weekdayName } from './multiplier-words.ts';

/** The happy hour's days: a chip per weekday, Monday first, pressed while chosen; named in the user's language. */
export function WeekdayChips({
  value,
  onChange,
  disabled,
  error,
}: {
  value: readonly number[];
  onChange: (days: number[]) => void;
  disabled: boolean;
  error?: string;
}) {
  const { t, locale } = useAppWords();
  const toggle = (day: number) =>
    onChange(value.includes(day) ? value.filter((d) => d !== day) : [...value, day].sort((a, b) => a - b));
  return (
    <fieldset aria-describedby={error ? 'multiplier-days-error' : undefined}>
      <legend className="text-sm font-medium text-gray-700">{t('growth.multiplier.days')}</legend>
      <div className="mt-1.5 flex flex-wrap gap-1.5">
        {WEEK_FROM_MONDAY.map((day) => {
          const name = weekdayName(day, locale);
          const on = value.includes(day);
          return (
            <button
              key={day}
              type="button"
              aria-pressed={on}
              disabled={disabled}
              onClick={() => toggle(day)}
              className={cn(
                'h-9 min-w-12 rounded-full px-3 text-sm font-medium ring-1 transition-colors ring-inset',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                on
                  ? 'bg-brand-600 text-white ring-brand-600 hover:bg-brand-700'
                  : 'bg-white text-gray-700 ring-gray-300 hover:bg-gray-50',
              )}
            >
              <span aria-hidden>{weekdayName(day, locale, 'short')}</span>
              <span className="sr-only">{name}</span>
            </button>
          );
        })}
      </div>
      {error && (
        <p id="multiplier-days-error" className="mt-1.5 text-xs text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
