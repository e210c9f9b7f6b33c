import type { TCustomer } from '@regulars/contracts';
import { useCustomerStanding } from '../../api/loyalty.ts';
import { Card } from '../../components/ui/card.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { ActionResultBanner } from './action-result-banner.tsx';
import { AvailableRewardsCard } from './available-rewards-card.tsx';
import { CounterActionsCard } from './counter-actions-card.tsx';
import { useCounterLocationId } from './counter-location.ts';
import { counterRefusal } from './counter-refusal.ts';
import { CustomerSummaryCard } from './customer-summary-card.tsx';
import { ProgramStandingList } from './program-standing-list.tsx';
import { largestStampCard } from './stamp-cards.ts';
import { StandingSkeleton } from './standing-skeleton.tsx';
import { StatusProgress } from './status-progress.tsx';
import { TillSalesToClaimCard } from './till-sales-to-claim-card.tsx';

/**
 * The customer at the counter: who they are, what to record, their rewards and their programs. The row
 * they were picked from shows at once; the rest fills in when the standing arrives.
 */
export function CustomerStandingView({
  customerId,
  preview,
  onClose,
}: {
  customerId: string;
  /** The row the customer was picked from (a search's row carries their stamp cards too). */
  preview: TCustomer | null;
  onClose: () => void;
}) {
  const words = useAppWords();
  const standing = useCustomerStanding(customerId, useCounterLocationId());
  const customer = standing.data?.customer ?? preview;

  if (standing.isError) {
    return (
      <LoadError
        title={words.t('counter.customer.loadFailed')}
        description={counterRefusal(words, standing.error)}
        onRetry={() => standing.refetch()}
        retrying={standing.isRefetching}
      />
    );
  }

  return (
    <div className="space-y-4">
      {customer ? (
        <CustomerSummaryCard customer={customer} programs={standing.data?.programs ?? null} onClose={onClose} />
      ) : (
        <Card className="h-24 animate-pulse" aria-hidden />
      )}
      {standing.data?.status && (
        <Card className="px-4 py-3 sm:px-5">
          <StatusProgress status={standing.data.status} />
        </Card>
      )}
      <ActionResultBanner lastAction={standing.data?.lastAction ?? null} />
      <CounterActionsCard
        // A new customer starts with nothing ticked.
        key={customerId}
        customerId={customerId}
        // Another location's multipliers are not this one's: none is shown until this location's answer comes.
        multipliers={standing.isPlaceholderData ? null : (standing.data?.multipliers ?? null)}
        categoryBonuses={standing.isPlaceholderData ? [] : (standing.data?.categoryBonuses ?? [])}
        largestCard={largestStampCard(standing.data?.programs ?? [])}
      />
      <TillSalesToClaimCard customerId={customerId} firstName={customer?.firstName ?? null} />
      {standing.data ? (
        <div className="grid items-start gap-4 xl:grid-cols-3">
          <div className="xl:col-start-3 xl:row-start-1">
            <AvailableRewardsCard
              customerId={customerId}
              rewards={standing.data.rewards}
              affordableWithPoints={standing.data.programs.reduce(
                (n, program) => n + program.catalogue.filter((item) => item.affordable).length,
                0,
              )}
            />
          </div>
          <div className="xl:col-span-2 xl:col-start-1 xl:row-start-1">
            <ProgramStandingList customerId={customerId} programs={standing.data.programs} />
          </div>
        </div>
      ) : (
        <StandingSkeleton />
      )}
    </div>
  );
}
