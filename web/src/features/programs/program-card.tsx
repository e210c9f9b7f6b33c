import type { TProgram } from '@regulars/contracts';
import { BookCopy, Pause, Pencil, Play, Trash2 } from 'lucide-react';
import { useBusinessMoney } from '../../api/business-money.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { cn } from '../../lib/cn.ts';
import { formatShortDate } from '../../lib/format-date.ts';
import { programDetails } from './program-details.ts';
import { PROGRAM_TYPE_VISUALS, PROGRAM_TYPE_WORDS } from './program-types.ts';

type Props = {
  program: TProgram;
  busy: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** An agency's admin in a client: save a copy in the agency's library (issue 53). */
  onSaveToLibrary?: () => void;
  saving?: boolean;
};

export function ProgramCard({ program, busy, onToggle, onEdit, onDelete, onSaveToLibrary, saving }: Props) {
  const money = useBusinessMoney();
  const words = useAppWords();
  const { t, locale } = words;
  const visual = PROGRAM_TYPE_VISUALS[program.type];
  const active = program.status === 'active';
  const created = t('programs.card.created', { date: formatShortDate(program.createdAt, undefined, locale) });
  const name = program.name;
  return (
    <Card className="relative flex flex-col overflow-hidden" data-testid="program-card">
      <div className={cn('h-1', active ? visual.accent : 'bg-gray-200')} aria-hidden />
      <div className="flex items-start gap-3 px-5 pt-5">
        <span
          className={cn(
            'flex size-10 shrink-0 items-center justify-center rounded-lg',
            active ? visual.tile : 'bg-gray-100 text-gray-500',
          )}
        >
          <visual.icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="line-clamp-2 text-base font-semibold break-words text-gray-900" title={program.name}>
            {program.name}
          </h2>
          <p className="text-sm text-gray-500">{t(PROGRAM_TYPE_WORDS[program.type].name)}</p>
        </div>
        <Badge tone={active ? 'green' : 'neutral'}>
          {active ? t('programs.card.active') : t('programs.card.paused')}
        </Badge>
      </div>
      {program.description && (
        <p className="mx-5 mt-3 line-clamp-3 text-sm break-words text-gray-600" title={program.description}>
          {program.description}
        </p>
      )}
      <dl className="mx-5 mt-4 flex-1 divide-y divide-gray-100 text-sm">
        {programDetails(program, money, words).map(([label, value]) => (
          <div key={label} className="flex items-baseline justify-between gap-4 py-2">
            <dt className="shrink-0 text-gray-500">{label}</dt>
            <dd className="line-clamp-2 min-w-0 text-right font-medium break-words text-gray-900" title={value}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {/* A long date (in French, say) takes its own line rather than being cut. */}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-t border-gray-100 px-5 py-3">
        <p className="text-xs whitespace-nowrap text-gray-500">{created}</p>
        <div className="ml-auto flex shrink-0 items-center gap-1">
          {onSaveToLibrary && (
            <Button
              variant="ghost"
              size="sm"
              className="px-2"
              loading={saving}
              onClick={onSaveToLibrary}
              aria-label={t('programs.library.saveNamed', { name })}
              title={t('programs.library.save')}
            >
              {!saving && <BookCopy className="size-3.5" aria-hidden />}
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            className="px-2"
            onClick={onEdit}
            aria-label={t('programs.editNamed', { name })}
            title={t('programs.card.edit')}
          >
            <Pencil className="size-3.5" aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="px-2 text-gray-500 hover:bg-red-50 hover:text-red-700"
            onClick={onDelete}
            aria-label={t('programs.card.deleteNamed', { name })}
            title={t('programs.card.delete')}
          >
            <Trash2 className="size-3.5" aria-hidden />
          </Button>
          <Button
            variant={active ? 'secondary' : 'primary'}
            size="sm"
            loading={busy}
            onClick={onToggle}
            aria-label={active ? t('programs.card.pauseNamed', { name }) : t('programs.card.activateNamed', { name })}
          >
            {!busy && (active ? <Pause className="size-3.5" aria-hidden /> : <Play className="size-3.5" aria-hidden />)}
            {active ? t('programs.card.pause') : t('programs.card.activate')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
