import type { ComponentProps, ReactNode } from 'react';

type Props = Omit<ComponentProps<'input'>, 'type' | 'id'> & { id: string; label: ReactNode; hint: ReactNode };

/** A checkbox with its label and a line of explanation in a bordered card, tinted while ticked. */
export function CheckboxCard({ id, label, hint, ...input }: Props) {
  return (
    <label
      htmlFor={id}
      className="flex cursor-pointer items-start gap-3 rounded-lg border border-gray-200 px-3 py-2.5 has-checked:border-brand-300 has-checked:bg-brand-50/50"
    >
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 rounded border-gray-300 accent-brand-600"
        aria-describedby={`${id}-hint`}
        {...input}
      />
      <span className="min-w-0">
        <span className="block text-sm font-medium text-gray-900">{label}</span>
        <span id={`${id}-hint`} className="block text-xs text-gray-500">
          {hint}
        </span>
      </span>
    </label>
  );
}
