import { MULTIPLIER_KINDS, type TAppMessageKey, type TMultiplierKind } from '@regulars/contracts';
import { useAppWords } from '../../lib/app-words.tsx';
import { kindName } from './multiplier-words.ts';

const HINTS: Record<TMultiplierKind, TAppMessageKey> = {
  happy_hour: 'growth.multiplier.hint.happyHour',
  double_days: 'growth.multiplier.hint.doubleDays',
  birthday_week: 'growth.multiplier.hint.birthdayWeek',
  category: 'growth.multiplier.hint.category',
};

/** Which kind of multiplier: a radio for each, with what it covers. */
export function KindChoice({
  value,
  onChange,
  disabled,
}: {
  value: TMultiplierKind;
  onChange: (kind: TMultiplierKind) => void;
  disabled: boolean;
}) {
  const words = useAppWords();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-700">{words.t('growth.multiplier.kind')}</legend>
      <div className="mt-1.5 grid gap-2 sm:grid-cols-2">
        {MULTIPLIER_KINDS.map((kind) => {
          const id = `multiplier-kind-${kind}`;
          return (
            <label
              key={kind}
              htmlFor={id}
              className="flex cursor-pointer items-start gap-2.5 rounded-lg border border-gray-200 px-3 py-2.5 transition-colors has-checked:border-brand-300 has-checked:bg-brand-50/60 has-disabled:cursor-default"
            >
              <input
                id={id}
                type="radio"
                name="multiplier-kind"
                value={kind}
                checked={value === kind}
                disabled={disabled}
                onChange={() => onChange(kind)}
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
                aria-labelledby={`${id}-label`}
                aria-describedby={`${id}-hint`}
              />
              <span className="min-w-0">
                <span id={`${id}-label`} className="block text-sm font-medium text-gray-900">
                  {kindName(kind, words)}
                </span>
                <span id={`${id}-hint`} className="block text-xs text-gray-500">
                  {words.t(HINTS[kind])}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
