import { TILL_SALE_CLAIM_DAYS, type TTillConnection } from '@regulars/contracts';
import { Clock } from 'lucide-react';
import { DetailField } from '../../components/ui/detail-field.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { formatCountOf } from '../../lib/format-number.ts';
import { lastUsedLabel } from '../../lib/last-used-label.ts';

/**
 * What the till (Square, Shopify) has sent: the last sale, what earned this month, the 30 days before connecting
 * (brought in once), and the sales still waiting for their customer.
 */
export function TillActivity({ connection }: { connection: TTillConnection }) {
  const { lastSaleAt, salesEarned30d, salesWaiting, backfill } = connection;
  return (
    <div className="space-y-4">
      <dl className="grid gap-3 sm:grid-cols-2">
        <DetailField label="Last sale received">
          {lastSaleAt ? (
            // Recent reads as "5 minutes ago"; the exact moment is one hover away.
            <time dateTime={lastSaleAt} title={formatDateTime(lastSaleAt)} data-testid="till-last-sale">
              {lastUsedLabel(lastSaleAt)}
            </time>
          ) : (
            <span className="text-gray-500" data-testid="till-last-sale">
              No sales received yet
            </span>
          )}
        </DetailField>
        <DetailField label="Earned in the last 30 days">
          <span className="font-semibold tabular-nums" data-testid="till-earned">
            {formatCountOf(salesEarned30d, 'sale')}
          </span>
        </DetailField>
      </dl>
      <p className="text-sm text-gray-600" data-testid="till-backfill">
        {backfill.at === null
          ? 'Bringing in your sales of the 30 days before connecting…'
          : backfill.salesEarned > 0
            ? `The 30 days before connecting: ${formatCountOf(backfill.salesEarned, 'sale')} of customers Regulars knows earned.`
            : 'The 30 days before connecting: no sales of customers Regulars knows.'}
      </p>
      {salesWaiting > 0 && (
        <div className="flex gap-3 rounded-lg bg-gray-50 px-3 py-2.5 text-sm" data-testid="till-waiting">
          <Clock className="mt-0.5 size-4 shrink-0 text-gray-400" aria-hidden />
          <div className="min-w-0">
            <p className="font-medium text-gray-900">
              {formatCountOf(salesWaiting, 'sale')} from {salesWaiting === 1 ? 'a customer' : 'customers'} Regulars
              doesn't know yet
            </p>
            <p className="mt-0.5 text-gray-500">
              Kept for {TILL_SALE_CLAIM_DAYS} days: staff can give each one to its customer from “Till sales to claim”
              at the counter.
            </p>
          </div>
        </div>
      )}
    </div>
  );
}
