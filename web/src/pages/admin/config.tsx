import { errorMessage } from '../../api/client.ts';
import { useTiers } from '../../api/tiers.ts';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { StripeSetup, SupportSwitchCard, TierCard, WalletPassesCard } from '../../features/admin/index.ts';

export function AdminConfigPage() {
  const tiers = useTiers();
  return (
    <div className="space-y-6">
      <PageHeader
        title="Platform Configuration"
        description="Subscription tier pricing, limits and features. Changes apply as soon as they are saved."
      />
      <SupportSwitchCard />
      {tiers.isPending ? (
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
      )}
      <StripeSetup />
      <WalletPassesCard />
    </div>
  );
}
