type TOption<T extends string> = { value: T; label: string; hint: string };

type Props<T extends string> = {
  /** The group's name, for its legend and its radios' ids. */
  legend: string;
  name: string;
  options: readonly TOption<T>[];
  value: T;
  onChange: (value: T) => void;
  disabled: boolean;
};

/** One of a few choices as radios side by side, each with a line that says what it means. */
export function ChoiceCards<T extends string>({ legend, name, options, value, onChange, disabled }: Props<T>) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-700">{legend}</legend>
      <div className="mt-1.5 grid gap-2 sm:grid-cols-2">
        {options.map((option) => {
          const id = `${name}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className="flex cursor-pointer items-start gap-2.5 rounded-lg border border-gray-200 px-3 py-2.5 transition-colors has-checked:border-brand-300 has-checked:bg-brand-50/60 has-disabled:cursor-default"
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                disabled={disabled}
                onChange={() => onChange(option.value)}
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
                aria-labelledby={`${id}-label`}
                aria-describedby={`${id}-hint`}
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
