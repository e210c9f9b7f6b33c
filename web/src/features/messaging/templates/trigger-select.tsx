import type { TTriggerType } from '@regulars/contracts';
import type { ComponentProps } from 'react';
import { fieldClasses } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { cn } from '../../../lib/cn.ts';
import { TRIGGER_KEYS } from './template-words.ts';

type Props = ComponentProps<'select'> & { id: string; triggers: readonly TTriggerType[] };

/** When the template is sent; the trigger lists keep the spec's order, with Points expiring last. */
export function TriggerSelect({ id, triggers, ...select }: Props) {
  const { t } = useAppWords();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{t('templates.trigger.label')}</Label>
      <select id={id} className={cn(fieldClasses, 'h-10 pr-8')} {...select}>
        {triggers.map((trigger) => (
          <option key={trigger} value={trigger}>
            {t(TRIGGER_KEYS[trigger])}
          </option>
        ))}
      </select>
    </div>
  );
}
