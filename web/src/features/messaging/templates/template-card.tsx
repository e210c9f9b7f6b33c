import type { TTriggerType } from '@regulars/contracts';
import { Pencil, Power, PowerOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { cn } from '../../../lib/cn.ts';
import { TriggerBadge } from './trigger-badge.tsx';

type Props = {
  name: string;
  trigger: TTriggerType;
  active: boolean;
  busy: boolean;
  /** The message (or subject and body) as stored, placeholders and all. */
  preview: ReactNode;
  onEdit: () => void;
  onToggle: () => void;
};

/** One template in view mode: what it says and when it is sent, with Edit and Activate/Deactivate. */
export function TemplateCard({ name, trigger, active, busy, preview, onEdit, onToggle }: Props) {
  const { t } = useAppWords();
  return (
    <Card
      className={cn('flex flex-col gap-4 p-5 sm:flex-row sm:items-start', !active && 'bg-gray-50/60')}
      data-testid="template-card"
    >
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className={cn('min-w-0 text-base font-semibold break-words', active ? 'text-gray-900' : 'text-gray-500')}>
            {name}
          </h2>
          <TriggerBadge trigger={trigger} />
          <Badge tone={active ? 'green' : 'neutral'}>
            {active ? t('templates.card.active') : t('templates.card.inactive')}
          </Badge>
        </div>
        <div className={cn('text-sm', active ? 'text-gray-600' : 'text-gray-500')}>{preview}</div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={t('templates.card.editNamed', { name })}>
          <Pencil className="size-3.5" aria-hidden />
          {t('templates.card.edit')}
        </Button>
        <Button
          variant={active ? 'ghost' : 'primary'}
          size="sm"
          loading={busy}
          onClick={onToggle}
          aria-label={
            active ? t('templates.card.deactivateNamed', { name }) : t('templates.card.activateNamed', { name })
          }
        >
          {!busy &&
            (active ? <PowerOff className="size-3.5" aria-hidden /> : <Power className="size-3.5" aria-hidden />)}
          {active ? t('templates.card.deactivate') : t('templates.card.activate')}
        </Button>
      </div>
    </Card>
  );
}
