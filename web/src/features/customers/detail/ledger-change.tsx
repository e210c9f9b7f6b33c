import type { TLedgerEntry, TProgramType } from '@regulars/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { ledgerChanges, ledgerTone } from './ledger-labels.ts';

const TONE = {
  gain: 'text-emerald-700',
  spend: 'text-gray-700',
  undo: 'text-amber-700',
  neutral: 'text-gray-900',
} as const;

/** What a ledger row changed, and 'Undone' on a row that was later taken back. */
export function LedgerChange({ entry, programType }: { entry: TLedgerEntry; programType?: TProgramType }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className={cn('font-medium', TONE[ledgerTone(entry)])} data-testid="ledger-change">
        {ledgerChanges(entry, programType).join(' · ')}
      </span>
      {entry.multipliers && (
        <Badge tone="brand" data-testid="ledger-multipliers">
          {entry.multipliers}
        </Badge>
      )}
      {entry.reversed && <Badge tone="amber">Undone</Badge>}
    </span>
  );
}
