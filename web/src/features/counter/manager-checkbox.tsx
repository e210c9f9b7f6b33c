import type { ComponentProps } from 'react';
import { CheckboxCard } from '../../components/ui/checkbox-card.tsx';
import { useAppWords } from '../../lib/app-words.tsx';

type Props = Omit<ComponentProps<'input'>, 'type' | 'id'> & { id: string };

/** "Manager": who may approve what the counter rules reserve for a manager's PIN. */
export function ManagerCheckbox(props: Props) {
  const { t } = useAppWords();
  return <CheckboxCard {...props} label={t('company.staff.manager')} hint={t('company.staff.managerHint')} />;
}
