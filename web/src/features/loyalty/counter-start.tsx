import { Receipt, ScanLine } from 'lucide-react';
import { useTillSalesToClaim } from '../../api/till-sales.ts';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { salesWaitingLabel } from './till-sale-labels.ts';

/** Before anyone is found: what to type (or scan) to start, and the till's sales still waiting for their customer. */
export function CounterStart({ canScan }: { canScan: boolean }) {
  const words = useAppWords();
  const { t } = words;
  const waiting = useTillSalesToClaim().data?.sales.length ?? 0;
  return (
    <div className="space-y-4">
      {waiting > 0 && (
        <div
          className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900"
          data-testid="till-sales-waiting"
        >
          <Receipt className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden />
          <p className="text-sm">
            <span className="font-semibold">{salesWaitingLabel(waiting, words)}</span> {t('counter.start.findThenAdd')}
          </p>
        </div>
      )}
      <Card>
        <EmptyState
          icon={ScanLine}
          title={t('counter.start.title')}
          description={t(canScan ? 'counter.start.searchOrScan' : 'counter.start.search')}
          className="py-16"
        />
      </Card>
    </div>
  );
}
