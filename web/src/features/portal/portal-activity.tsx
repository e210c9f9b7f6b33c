import type { TMessageKey, TMoney, TPortalActivity } from '@regulars/contracts';
import { History } from 'lucide-react';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { formatDateTime, type TZone } from '../../lib/format-date.ts';
import { formatAmountIn } from '../../lib/format-number.ts';
import { useWords } from '../../lib/words.tsx';
import { gainLines } from './portal-labels.ts';
import { PortalSection } from './portal-section.tsx';

const KIND_LABELS: Record<TPortalActivity['kind'], TMessageKey> = {
  visit: 'portal.kindVisit',
  purchase: 'portal.kindPurchase',
  redeem: 'portal.kindRedeem',
};

/**
 * 'Recent Activity': their latest visits, purchases (with the amount, in the currency it was paid in) and redemptions,
 * each with what it gave them, in their language.
 */
export function PortalActivity({
  activity,
  money,
  zone,
}: {
  activity: readonly TPortalActivity[];
  money: TMoney;
  zone: TZone;
}) {
  const words = useWords();
  const { t } = words;
  return (
    <PortalSection id="portal-activity" title={t('portal.recentActivity')}>
      {activity.length === 0 ? (
        <Card>
          <EmptyState icon={History} title={t('portal.nothingYet')} description={t('portal.nothingYetBody')} />
        </Card>
      ) : (
        <Card>
          <ul className="divide-y divide-gray-100" aria-label={t('portal.recentActivity')}>
            {activity.map((entry) => {
              const lines = gainLines(entry.gains, words);
              return (
                <li key={entry.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 px-5 py-3.5">
                  <div className="min-w-0">
                    <p className="text-sm font-medium text-gray-900" data-testid="portal-activity-title">
                      {t(KIND_LABELS[entry.kind])}
                      {entry.amount !== null &&
                        ` · ${formatAmountIn(entry.amount, { currency: entry.currency ?? money.currency, locale: money.locale })}`}
                    </p>
                    {lines.length > 0 && <p className="text-sm text-gray-500">{lines.join(' · ')}</p>}
                  </div>
                  <p className="shrink-0 text-xs text-gray-500 tabular-nums">
                    {formatDateTime(entry.createdAt, zone, words.locale)}
                  </p>
                </li>
              );
            })}
          </ul>
        </Card>
      )}
    </PortalSection>
  );
}
