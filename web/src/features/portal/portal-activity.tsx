import type { TMoney, TPortalActivity } from '@regulars/contracts';
import { History } from 'lucide-react';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { formatDateTime, type TZone } from '../../lib/format-date.ts';
import { formatAmountIn } from '../../lib/format-number.ts';
import { PortalSection } from './portal-section.tsx';

const KIND_LABELS: Record<TPortalActivity['kind'], string> = {
  visit: 'Visit',
  purchase: 'Purchase',
  redeem: 'Redeemed',
};

/** 'Recent Activity': their latest visits, purchases (with the amount, in the currency it was paid in) and redemptions. */
export function PortalActivity({
  activity,
  money,
  zone,
}: {
  activity: readonly TPortalActivity[];
  money: TMoney;
  zone: TZone;
}) {
  return (
    <PortalSection id="portal-activity" title="Recent Activity">
      {activity.length === 0 ? (
        <Card>
          <EmptyState
            icon={History}
            title="Nothing yet"
            description="Your visits and purchases show here after each one."
          />
        </Card>
      ) : (
        <Card>
          <ul className="divide-y divide-gray-100" aria-label="Recent activity">
            {activity.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 px-5 py-3.5">
                <div className="min-w-0">
                  <p className="text-sm font-medium text-gray-900" data-testid="portal-activity-title">
                    {KIND_LABELS[entry.kind]}
                    {entry.amount !== null &&
                      ` · ${formatAmountIn(entry.amount, { currency: entry.currency ?? money.currency, locale: money.locale })}`}
                  </p>
                  {entry.changes.length > 0 && <p className="text-sm text-gray-500">{entry.changes.join(' · ')}</p>}
                </div>
                <p className="shrink-0 text-xs text-gray-500 tabular-nums">{formatDateTime(entry.createdAt, zone)}</p>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </PortalSection>
  );
}
