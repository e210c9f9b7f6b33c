import type { TLedgerEntry, TProgramType } from '@regulars/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { cn } from '../../../lib/cn.ts';
import { ledgerChanges, ledgerTone } from './ledger-labels.ts';

const TONE = {
  gain: 'text-emerald-700',
  spend: 'text-gray-700',
  undo: 'text-amber-700',
  neutral: 'text-gray-900',
} as const;

/**
 * What a ledger row changed, and 'Undone' on a row that was later taken back. The multipliers are shown as the server
 * stored them ('×2 Happy hour'): they name the business's own rules.
 */
export function LedgerChange({ entry, programType }: { entry: TLedgerEntry; programType?: TProgramType }) {
  const words = useAppWords();
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className={cn('font-medium', TONE[ledgerTone(entry)])} data-testid="ledger-change">
        {ledgerChanges(entry, programType, words).join(' · ')}
      </span>
      {entry.multipliers && (
        <Badge tone="brand" data-testid="ledger-multipliers">
          {entry.multipliers}
        </Badge>
      )}
      {entry.reversed && <Badge tone="amber">{words.t('customerDetail.activity.undone')}</Badge>}
    </span>
  );
}
