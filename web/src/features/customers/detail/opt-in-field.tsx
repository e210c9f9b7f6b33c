import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<'input'>, 'type'> & { id: string; label: string; hint: string };

/** A consent checkbox with what it covers underneath. */
export function OptInField({ id, label, hint, ...checkbox }: Props) {
  return (
    <label htmlFor={id} className="flex cursor-pointer items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 rounded border-gray-300 accent-brand-600"
        {...checkbox}
      />
      <span className="text-sm leading-5">
        <span className="block font-medium text-gray-900">{label}</span>
        <span className="block text-xs text-gray-500">{hint}</span>
      </span>
    </label>
  );
}
