import type { TProgramStanding } from '@regulars/contracts';
import { Clock } from 'lucide-react';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../lib/cn.ts';
import { PROGRAM_TYPE_VISUALS } from '../programs/program-types.ts';
import { ProgramProgress } from './program-progress.tsx';
import { nextEarnLabel } from './standing-labels.ts';

/** One active program as this customer stands in it, in the programs page's colours. */
export function ProgramStandingCard({
  customerId,
  program,
  now,
}: {
  customerId: string;
  program: TProgramStanding;
  now: number;
}) {
  const visual = PROGRAM_TYPE_VISUALS[program.type];
  const nextEarn = nextEarnLabel(program.type, program.nextEarnAt, now);
  return (
    <Card
      className="flex flex-col overflow-hidden"
      data-testid="program-standing"
      aria-label={program.name}
      role="region"
    >
      <div className={cn('h-1', visual.accent)} aria-hidden />
      <div className="flex items-start gap-3 px-5 pt-4">
        <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', visual.tile)}>
          <visual.icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="text-base font-semibold break-words text-gray-900">{program.name}</h3>
          <p className="text-xs font-medium text-gray-500">{visual.label}</p>
        </div>
      </div>
      {program.description && <p className="px-5 pt-2 text-sm text-gray-600">{program.description}</p>}
      <div className={cn('flex-1 px-5 pb-5', program.type === 'rebate_code' ? 'pt-1' : 'pt-4')}>
        <ProgramProgress customerId={customerId} program={program} />
      </div>
      {nextEarn && (
        <p className="flex items-center gap-2 border-t border-amber-100 bg-amber-50 px-5 py-2.5 text-sm text-amber-800">
          <Clock className="size-4 shrink-0" aria-hidden />
          {nextEarn}
        </p>
      )}
    </Card>
  );
}
