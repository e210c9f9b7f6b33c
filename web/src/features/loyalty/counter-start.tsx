import { ScanLine } from 'lucide-react';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';

/** Before anyone is found: what to type (or scan) to start. */
export function CounterStart({ canScan }: { canScan: boolean }) {
  return (
    <Card>
      <EmptyState
        icon={ScanLine}
        title="Who's at the counter?"
        description={`Search by phone number, customer ID or name${canScan ? ', or scan their QR code' : ''}. New customers can be enrolled right here.`}
        className="py-16"
      />
    </Card>
  );
}
