import { Card } from '../../components/ui/card.tsx';
import { RecordPurchaseForm } from './record-purchase-form.tsx';
import { RecordVisitButton } from './record-visit-button.tsx';

/**
 * The two things the counter records most: a visit, and a purchase with its amount. Both sit at the top of their
 * column, the visit button level with the amount field under its label, so the amount's message (on a line of its own
 * that is always there) moves neither.
 */
export function CounterActionsCard({ customerId }: { customerId: string }) {
  return (
    <Card className="grid gap-5 p-4 sm:p-5 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-start">
      <div className="md:pt-7">
        <RecordVisitButton customerId={customerId} />
      </div>
      <RecordPurchaseForm customerId={customerId} />
    </Card>
  );
}
