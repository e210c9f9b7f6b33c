import type { UseFormRegisterReturn } from 'react-hook-form';

type TOption<T extends string> = { value: T; label: string; hint: string };

type Props<T extends string> = {
  legend: string;
  /** The radios' ids start with it: unique in the dialog. */
  idPrefix: string;
  options: readonly TOption<T>[];
  /** The form field the radios set (react-hook-form's register). */
  field: UseFormRegisterReturn;
  disabled: boolean;
  /** The legend for screen readers only, where a heading above already says it. */
  hideLegend?: boolean;
};

/** A choice of a few as radios side by side, each with a line that says what it means. */
export function RadioCards<T extends string>({ legend, idPrefix, options, field, disabled, hideLegend }: Props<T>) {
  // Class names in full, for Tailwind to find: three choices share a row, two or four take two columns.
  const columns = options.length === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2';
  return (
    <fieldset>
      <legend className={hideLegend ? 'sr-only' : 'text-sm font-medium text-gray-700'}>{legend}</legend>
      <div className={`grid gap-2 ${columns} ${hideLegend ? '' : 'mt-1.5'}`}>
        {options.map((option) => {
          const id = `${idPrefix}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className="flex cursor-pointer items-start gap-2.5 rounded-lg border border-gray-200 px-3 py-2.5 transition-colors has-checked:border-brand-300 has-checked:bg-brand-50/60 has-disabled:cursor-default"
            >
              <input
                id={id}
                type="radio"
                value={option.value}
                disabled={disabled}
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
                aria-labelledby={`${id}-label`}
                aria-describedby={`${id}-hint`}
                {...field}
              />
              <span className="min-w-0">
                <span id={`${id}-label`} className="block text-sm font-medium text-gray-900">
                  {option.label}
                </span>
                <span id={`${id}-hint`} className="block text-xs text-gray-500">
                  {option.hint}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
