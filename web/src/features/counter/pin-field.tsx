import type { ComponentProps } from 'react';
import { TextField } from '../../components/ui/text-field.tsx';
import { useAppWords } from '../../lib/app-words.tsx';

type Props = Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode' | 'autoComplete' | 'maxLength'>;

/**
 * A staff PIN as typed at /company: digits on a phone's keypad, hidden from anyone looking on, never offered to the
 * browser's password manager (it is not the admin's own password).
 */
export function PinField(props: Props) {
  const { t } = useAppWords();
  return (
    <TextField
      type="password"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="off"
      maxLength={6}
      hint={t('company.staff.pinHint')}
      className="max-w-40 tracking-widest"
      {...props}
    />
  );
}
