import type { TProgramStanding } from '@regulars/contracts';
import { useBusinessTimeZone } from '../../../api/use-business-time-zone.ts';
import { Card } from '../../../components/ui/card.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { cn } from '../../../lib/cn.ts';
import { useWords } from '../../../lib/words.tsx';
import { DiscountProgress, PointsTotals, StampProgress } from '../../loyalty/index.ts';
import { lastActivityLabel } from '../../portal/index.ts';
import { PROGRAM_TYPE_VISUALS, ProgramIdentity } from '../../programs/index.ts';

/** Where the customer stands in one program, as the counter draws it, without the counter's buttons. */
export function ProgramProgressCard({ program }: { program: TProgramStanding }) {
  const visual = PROGRAM_TYPE_VISUALS[program.type];
  const zone = useBusinessTimeZone();
  const words = useWords();
  return (
    <Card
      className="flex flex-col overflow-hidden"
      role="region"
      aria-label={program.name}
      data-testid="program-progress"
    >
      <div className={cn('h-1', visual.accent)} aria-hidden />
      <ProgramIdentity name={program.name} type={program.type} />
      {program.description && <p className="px-5 pt-2 text-sm text-gray-600">{program.description}</p>}
      <div className="flex-1 px-5 pt-4 pb-4">
        <ProgressBody program={program} />
      </div>
      <p className="border-t border-gray-100 px-5 py-2.5 text-xs text-gray-500">
        {lastActivityLabel(program.lastActivityAt, zone, words)}
      </p>
    </Card>
  );
}

function ProgressBody({ program }: { program: TProgramStanding }) {
  const { t } = useAppWords();
  switch (program.type) {
    case 'points':
      return <PointsTotals balance={program.pointsBalance} earned={program.totalEarned} />;
    case 'stamp_card':
    case 'free_item':
      return <StampProgress type={program.type} current={program.stampsCurrent} required={program.stampsRequired} />;
    case 'discount':
      return program.discount ? <DiscountProgress discount={program.discount} /> : null;
    case 'rebate_code':
      return <p className="text-sm text-gray-500">{t('customerDetail.programs.codesWithRewards')}</p>;
  }
}
