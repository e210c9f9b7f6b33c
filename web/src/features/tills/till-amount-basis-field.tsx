import type { TAppMessageKey, TTillAmountBasis, TTillProvider } from '@regulars/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useAppWords } from '../../lib/app-words.tsx';

// In words, not amounts: the business's money may be any currency.
const OPTIONS: { value: TTillAmountBasis; label: TAppMessageKey; hint: TAppMessageKey }[] = [
  {
    value: 'subtotal',
    label: 'integrations.tills.basis.subtotal',
    hint: 'integrations.tills.basis.subtotalHint',
  },
  {
    value: 'total',
    label: 'integrations.tills.basis.total',
    hint: 'integrations.tills.basis.totalHint',
  },
];

/**
 * What a till sale earns on: two radios, each named by its own words, its hint read after them. Their ids carry the
 * till's name, so both tills' fields can be on the page at once.
 */
export function TillAmountBasisField({
  provider,
  register,
  error,
}: {
  provider: TTillProvider;
  register: UseFormRegisterReturn<'amountBasis'>;
  error: string | null;
}) {
  const { t } = useAppWords();
  const errorId = `till-${provider}-basis-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="sr-only">{t('integrations.tills.basis')}</legend>
      <div className="space-y-2">
        {OPTIONS.map((option) => {
          const id = `till-${provider}-basis-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-gray-200 px-3 py-2.5 transition-colors has-checked:border-brand-300 has-checked:bg-brand-50/60 has-disabled:cursor-default"
            >
              <input
                id={id}
                type="radio"
                value={option.value}
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
                aria-labelledby={`${id}-label`}
                aria-describedby={`${id}-hint`}
                {...register}
              />
              <span className="min-w-0">
                <span id={`${id}-label`} className="block text-sm font-medium text-gray-900">
                  {t(option.label)}
                </span>
                <span id={`${id}-hint`} className="block text-xs text-gray-500">
                  {t(option.hint)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="mt-2 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
