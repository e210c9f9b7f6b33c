import { Receipt, ScanLine } from 'lucide-react';
import { useTillSalesToClaim } from '../../api/till-sales.ts';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { salesWaitingLabel } from './till-sale-labels.ts';

/** Before anyone is found: what to type (or scan) to start, and the till's sales still waiting for their customer. */
export function CounterStart({ canScan }: { canScan: boolean }) {
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
            <span className="font-semibold">{salesWaitingLabel(waiting)}</span> Find the customer, then add the sale to
            them.
          </p>
        </div>
      )}
      <Card>
        <EmptyState
          icon={ScanLine}
          title="Who's at the counter?"
          description={`Search by phone number, customer ID or name${canScan ? ', or scan their QR code' : ''}. New customers can be enrolled right here.`}
          className="py-16"
        />
      </Card>
    </div>
  );
}
