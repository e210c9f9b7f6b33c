import { useId } from 'react';
import { CheckboxCard } from '../../../components/ui/checkbox-card.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';

/** The preview's choice for rows whose phone or email is already a customer's: update them, or report duplicates. */
export function UpdateExistingOption({ checked, onChange }: { checked: boolean; onChange: (next: boolean) => void }) {
  const { t } = useAppWords();
  return (
    <CheckboxCard
      id={useId()}
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
      label={t('customers.import.updateExisting')}
      hint={t('customers.import.updateExistingHint')}
    />
  );
}
