import type { ComponentProps } from 'react';
import { CheckboxCard } from '../../components/ui/checkbox-card.tsx';

type Props = Omit<ComponentProps<'input'>, 'type' | 'id'> & { id: string };

/** "Manager": who may approve what the counter rules reserve for a manager's PIN. */
export function ManagerCheckbox(props: Props) {
  return (
    <CheckboxCard
      {...props}
      label="Manager"
      hint="Approves with their PIN what your counter rules reserve for a manager."
    />
  );
}
