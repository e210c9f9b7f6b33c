import { useId } from 'react';
import { CheckboxCard } from '../../../components/ui/checkbox-card.tsx';

/** The preview's choice for rows whose phone or email is already a customer's: update them, or report duplicates. */
export function UpdateExistingOption({ checked, onChange }: { checked: boolean; onChange: (next: boolean) => void }) {
  return (
    <CheckboxCard
      id={useId()}
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
      label="Update customers already here (same phone or email)"
      hint="Their empty cells, and their marketing consent, stay as they are. Unticked, such rows are reported as duplicates."
    />
  );
}
