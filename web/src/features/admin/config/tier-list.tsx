import { errorMessage } from '../../../api/client.ts';
import { useTiers } from '../../../api/tiers.ts';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TierCard } from './tier-card.tsx';

/** Every subscription tier, each in its card to edit. */
export function TierList() {
  const tiers = useTiers();
  return tiers.isPending ? (
    <div className="flex justify-center py-16">
      <Spinner className="size-6 text-brand-600" label="Loading tiers" />
    </div>
  ) : tiers.isError ? (
    <LoadError
      title="Could not load the tiers"
      description={errorMessage(tiers.error)}
      onRetry={() => void tiers.refetch()}
      retrying={tiers.isFetching}
    />
  ) : tiers.data.length === 0 ? (
    <Card>
      <EmptyState title="No subscription tiers" description="The tiers are created when the server starts." />
    </Card>
  ) : (
    <div className="space-y-6">
      {tiers.data.map((tier) => (
        <TierCard key={tier.id} tier={tier} />
      ))}
    </div>
  );
}
