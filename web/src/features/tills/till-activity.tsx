import { TILL_SALE_CLAIM_DAYS, type TTillConnection } from '@regulars/contracts';
import { Clock } from 'lucide-react';
import { DetailField } from '../../components/ui/detail-field.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { agoIn } from '../../lib/last-used-label.ts';

/**
 * What the till (Square, Shopify) has sent: the last sale, what earned this month, the 30 days before connecting
 * (brought in once), and the sales still waiting for their customer.
 */
export function TillActivity({ connection }: { connection: TTillConnection }) {
  const words = useAppWords();
  const { t, locale } = words;
  const { lastSaleAt, salesEarned30d, salesWaiting, backfill } = connection;
  return (
    <div className="space-y-4">
      <dl className="grid gap-3 sm:grid-cols-2">
        <DetailField label={t('integrations.tills.lastSale')}>
          {lastSaleAt ? (
            // Recent reads as "5 minutes ago"; the exact moment is one hover away.
            <time
              dateTime={lastSaleAt}
              title={formatDateTime(lastSaleAt, undefined, locale)}
              data-testid="till-last-sale"
            >
              {agoIn(words, lastSaleAt)}
            </time>
          ) : (
            <span className="text-gray-500" data-testid="till-last-sale">
              {t('integrations.tills.noSales')}
            </span>
          )}
        </DetailField>
        <DetailField label={t('integrations.tills.earned')}>
          <span className="font-semibold tabular-nums" data-testid="till-earned">
            {t('integrations.tills.saleCount', { count: salesEarned30d })}
          </span>
        </DetailField>
      </dl>
      <p className="text-sm text-gray-600" data-testid="till-backfill">
        {backfill.at === null
          ? t('integrations.tills.backfilling')
          : backfill.salesEarned > 0
            ? t('integrations.tills.backfilled', { count: backfill.salesEarned })
            : t('integrations.tills.backfilledNone')}
      </p>
      {salesWaiting > 0 && (
        <div className="flex gap-3 rounded-lg bg-gray-50 px-3 py-2.5 text-sm" data-testid="till-waiting">
          <Clock className="mt-0.5 size-4 shrink-0 text-gray-400" aria-hidden />
          <div className="min-w-0">
            <p className="font-medium text-gray-900">{t('integrations.tills.waiting', { count: salesWaiting })}</p>
            <p className="mt-0.5 text-gray-500">
              {t('integrations.tills.waitingHint', { days: TILL_SALE_CLAIM_DAYS })}
            </p>
          </div>
        </div>
      )}
    </div>
  );
}
