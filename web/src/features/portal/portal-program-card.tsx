import type { TPortalProgram } from '@regulars/contracts';
import { Clock } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../lib/cn.ts';
import type { TZone } from '../../lib/format-date.ts';
import { useWords } from '../../lib/words.tsx';
import { nextTierLabel, PointsTotals, StampProgress } from '../loyalty/index.ts';
import { PROGRAM_TYPE_VISUALS, ProgramIdentity } from '../programs/index.ts';
import {
  discountOffLabel,
  lastActivityLabel,
  PROGRAM_STATUS_KEY,
  progressSummary,
  progressWidth,
} from './portal-labels.ts';

/**
 * One program as the customer stands in it, in the programs page's colours, its progress as a bar on top; its last
 * activity dated in the business's zone.
 */
export function PortalProgramCard({ program, zone }: { program: TPortalProgram; zone: TZone }) {
  const words = useWords();
  const { t } = words;
  const visual = PROGRAM_TYPE_VISUALS[program.type];
  const width = progressWidth(program);
  const paused = program.status === 'paused';
  return (
    <Card
      className="flex flex-col overflow-hidden"
      role="region"
      aria-label={program.name}
      data-testid="portal-program"
    >
      <div
        className="h-1.5 bg-gray-100"
        role="progressbar"
        aria-label={t('portal.programProgress', { program: program.name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={width}
        aria-valuetext={progressSummary(program, words)}
      >
        <div
          className={cn('h-full rounded-r-full transition-[width] duration-500', visual.accent)}
          style={{ width: `${width}%` }}
        />
      </div>
      <ProgramIdentity name={program.name} type={program.type}>
        <Badge tone={paused ? 'amber' : 'green'} data-testid="program-status">
          {t(PROGRAM_STATUS_KEY[program.status])}
        </Badge>
      </ProgramIdentity>
      {program.description && <p className="px-5 pt-2 text-sm text-gray-600">{program.description}</p>}
      <div className="flex-1 px-5 pt-4 pb-5">
        <ProgramBody program={program} />
      </div>
      <p className="flex items-center gap-2 border-t border-gray-100 px-5 py-3 text-xs text-gray-500">
        <Clock className="size-3.5 shrink-0" aria-hidden />
        {lastActivityLabel(program.lastActivityAt, zone, words)}
      </p>
    </Card>
  );
}

function ProgramBody({ program }: { program: TPortalProgram }) {
  const words = useWords();
  switch (program.type) {
    case 'points':
      return <PointsTotals balance={program.pointsBalance} earned={program.totalEarned} />;
    case 'stamp_card':
    case 'free_item':
      return <StampProgress type={program.type} current={program.stampsCurrent} required={program.stampsRequired} />;
    case 'discount': {
      if (!program.discount) return null;
      const next = nextTierLabel(program.discount, words);
      return (
        <div>
          <p className="text-2xl font-semibold tracking-tight text-gray-900" data-testid="discount-tier">
            {discountOffLabel(program.discount, words)}
          </p>
          <p className="mt-1 text-sm text-gray-500">{next ?? words.t('portal.topDiscount')}</p>
        </div>
      );
    }
    case 'rebate_code':
      return <p className="text-sm text-gray-500">{words.t('portal.savingsCodes')}</p>;
  }
}
