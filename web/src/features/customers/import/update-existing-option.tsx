import { useId } from 'react';

/** The preview's choice for rows whose phone or email is already a customer's: update them, or report duplicates. */
export function UpdateExistingOption({ checked, onChange }: { checked: boolean; onChange: (next: boolean) => void }) {
  const id = useId();
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
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span className="min-w-0">
        <span className="block text-sm font-medium text-gray-900">
          Update customers already here (same phone or email)
        </span>
        <span id={`${id}-hint`} className="block text-xs text-gray-500">
          Their empty cells keep what is there. Unticked, such rows are reported as duplicates.
        </span>
      </span>
    </label>
  );
}
