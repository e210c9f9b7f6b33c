import type { TLocation } from '@regulars/contracts';
import { useRef } from 'react';
import { useAppWords } from '../../lib/app-words.tsx';

/**
 * Where the multiplier applies: every location (null), or the locations ticked. A business without locations has
 * nothing to choose: every purchase is "every location".
 */
export function LocationChoice({
  locations,
  value,
  onChange,
  disabled,
  error,
}: {
  locations: readonly TLocation[];
  value: readonly string[] | null;
  onChange: (locationIds: string[] | null) => void;
  disabled: boolean;
  error?: string;
}) {
  const { t } = useAppWords();
  // Going back to "every location" and then to chosen ones again keeps what was ticked.
  const ticked = useRef<string[]>([...(value ?? [])]);
  if (locations.length === 0) return null;
  const choose = (ids: string[]) => {
    ticked.current = ids;
    onChange(ids);
  };
  return (
    <fieldset aria-describedby={error ? 'multiplier-locations-error' : undefined}>
      <legend className="text-sm font-medium text-gray-700">{t('growth.multiplier.where')}</legend>
      <div className="mt-1.5 space-y-2">
        <label className="flex cursor-pointer items-center gap-2.5 text-sm text-gray-900">
          <input
            type="radio"
            name="multiplier-where"
            checked={value === null}
            disabled={disabled}
            onChange={() => onChange(null)}
            className="size-4 shrink-0 accent-brand-600"
          />
          {t('growth.where.every')}
        </label>
        <label className="flex cursor-pointer items-center gap-2.5 text-sm text-gray-900">
          <input
            type="radio"
            name="multiplier-where"
            checked={value !== null}
            disabled={disabled}
            onChange={() => onChange(ticked.current)}
            className="size-4 shrink-0 accent-brand-600"
          />
          {t('growth.multiplier.onlyChosen')}
        </label>
        {value !== null && (
          <ul className="ml-6 space-y-1.5" aria-label={t('growth.multiplier.locations')}>
            {locations.map((location) => (
              <li key={location.id}>
                <label className="flex cursor-pointer items-center gap-2.5 text-sm text-gray-700">
                  <input
                    type="checkbox"
                    checked={value.includes(location.id)}
                    disabled={disabled}
                    onChange={(event) =>
                      choose(event.target.checked ? [...value, location.id] : value.filter((id) => id !== location.id))
                    }
                    className="size-4 shrink-0 rounded border-gray-300 accent-brand-600"
                  />
                  {location.name}
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>
      {error && (
        <p id="multiplier-locations-error" className="mt-1.5 text-xs text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
