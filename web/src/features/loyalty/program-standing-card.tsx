import type { TProgramStanding } from '@regulars/contracts';
import { Clock } from 'lucide-react';
import { useBusinessTimeZone } from '../../api/use-business-time-zone.ts';
import { Card } from '../../components/ui/card.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { cn } from '../../lib/cn.ts';
import { PROGRAM_TYPE_VISUALS, ProgramIdentity } from '../programs/index.ts';
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
  const nextEarn = nextEarnLabel(program.type, program.nextEarnAt, useAppWords(), now, useBusinessTimeZone());
  return (
    <Card
      className="flex flex-col overflow-hidden"
      data-testid="program-standing"
      aria-label={program.name}
      role="region"
    >
      <div className={cn('h-1', visual.accent)} aria-hidden />
      <ProgramIdentity name={program.name} type={program.type} />
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
