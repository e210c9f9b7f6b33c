import { Gift } from 'lucide-react';
import { useState } from 'react';
import { useCustomerRewards } from '../../../api/customers.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { rewardsToShow } from '../../portal/index.ts';
import { detailRefusal } from './detail-refusals.ts';
import { RewardRow } from './reward-row.tsx';
import { SectionHeading } from './section-heading.tsx';

/** How many rewards show before 'Show all': the ones to use come first. */
const FIRST = 5;

/** Every reward: available ones first (soonest expiry first), then redeemed and expired, newest first. */
export function RewardsCard({ customerId }: { customerId: string }) {
  const words = useAppWords();
  const { t } = words;
  const query = useCustomerRewards(customerId, true);
  const [all, setAll] = useState(false);
  const rewards = rewardsToShow(query.data ?? []);
  const available = rewards.filter((reward) => reward.status === 'earned').length;
  const shown = all ? rewards : rewards.slice(0, FIRST);

  return (
    <section aria-labelledby="customer-rewards" className="space-y-3">
      <SectionHeading
        id="customer-rewards"
        title={t('customerDetail.rewards.title')}
        aside={
          query.data && rewards.length > 0
            ? t('customerDetail.rewards.counts', { available, total: rewards.length })
            : undefined
        }
      />
      {query.isError ? (
        <LoadError
          title={t('customerDetail.rewards.loadFailed')}
          description={detailRefusal(words, query.error, 'customerDetail.refusal.fallback')}
          onRetry={() => query.refetch()}
          retrying={query.isRefetching}
        />
      ) : (
        <Card className="overflow-hidden">
          {query.isPending ? (
            <div className="space-y-3 p-5" role="status" aria-label={t('customerDetail.rewards.loading')}>
              {[0, 1].map((i) => (
                <div key={i} className="h-12 animate-pulse rounded-lg bg-gray-100" />
              ))}
            </div>
          ) : rewards.length === 0 ? (
            <EmptyState
              icon={Gift}
              title={t('customerDetail.rewards.none')}
              description={t('customerDetail.rewards.noneDescription')}
              className="py-10"
            />
          ) : (
            <>
              <ul className="divide-y divide-gray-100" aria-label={t('customerDetail.rewards.title')}>
                {shown.map((reward) => (
                  <li key={reward.id}>
                    <RewardRow reward={reward} />
                  </li>
                ))}
              </ul>
              {rewards.length > FIRST && (
                <div className="border-t border-gray-100 px-5 py-3">
                  <Button variant="link" size="sm" onClick={() => setAll((shownAll) => !shownAll)}>
                    {all
                      ? t('customerDetail.rewards.showFewer')
                      : t('customerDetail.rewards.showAll', { count: rewards.length })}
                  </Button>
                </div>
              )}
            </>
          )}
        </Card>
      )}
    </section>
  );
}
