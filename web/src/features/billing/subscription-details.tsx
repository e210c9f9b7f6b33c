import type { TTier } from '@regulars/contracts';
import { useMe } from '../../api/auth.ts';
import { useOpenBillingPortal, useStartCheckout, useSubscription } from '../../api/billing.ts';
import { errorMessage } from '../../api/client.ts';
import { useTiers } from '../../api/tiers.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { ViewOnlyNote } from '../../components/ui/view-only-note.tsx';
import { CreditHistory } from './credit-history.tsx';
import { CurrentPlanCard } from './current-plan-card.tsx';
import { PlanCards } from './plan-cards.tsx';
import { planAction } from './plan-select.ts';
import { StatusNotice } from './status-notice.tsx';
import { UsageMeters } from './usage-meters.tsx';

/** The business's plan and its state, its usage, the plans to change to and the credits' history. */
export function SubscriptionDetails() {
  const subscription = useSubscription();
  const { data: me } = useMe();
  // A team member works in the team admin's business: they see its plan, only an admin pays and changes it (a client's
  // owner joined its team as its admin, issue 32: the server says who may).
  const canManage =
    subscription.data?.canManage ?? Boolean(me?.business && (!me.business.tenantId || me.business.isTenantAdmin));
  const tiers = useTiers();
  // Both leave for the provider's page: they stay busy after success, while the browser goes.
  const checkout = useStartCheckout({
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => toast.error('Failed to start checkout', { description: errorMessage(error) }),
  });
  const portal = useOpenBillingPortal({
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => toast.error('Failed to open billing portal', { description: errorMessage(error) }),
  });
  const busyTierId = checkout.isPending || checkout.isSuccess ? (checkout.variables ?? null) : null;
  const openingPortal = portal.isPending || portal.isSuccess;

  function handlePlanSelect(tier: TTier) {
    if (!subscription.data) return;
    const action = planAction(tier, subscription.data);
    if (action.kind === 'current') return;
    if (action.kind === 'refuse') {
      toast.error(action.message);
      return;
    }
    checkout.mutate(tier.id);
  }

  const handleManageBilling = () => portal.mutate();

  return subscription.isPending || tiers.isPending ? (
    <div className="flex items-center justify-center gap-2 py-24 text-sm text-gray-500">
      <Spinner className="size-5" /> Loading subscription...
    </div>
  ) : subscription.isError || tiers.isError ? (
    <Alert tone="error" title="Failed to load subscription data">
      {errorMessage(subscription.error ?? tiers.error)}{' '}
      <Button
        variant="link"
        size="sm"
        className="h-auto"
        onClick={() => {
          subscription.refetch();
          tiers.refetch();
        }}
      >
        Try again
      </Button>
    </Alert>
  ) : (
    <>
      {subscription.data.billedByAgency ? (
        <Alert tone="info" title={`Billed with ${subscription.data.billedByAgency}`} data-testid="billed-by-agency">
          This business is on {subscription.data.billedByAgency}&apos;s plan: its limits and credits are its own, and
          the plan changes with theirs.
        </Alert>
      ) : (
        !canManage && (
          <ViewOnlyNote
            lead="View only."
            text="Only your team admin can change the plan or billing; ask them if something needs to change."
            testId="subscription-read-only"
          />
        )
      )}
      <StatusNotice summary={subscription.data} />
      <CurrentPlanCard
        summary={subscription.data}
        onManage={canManage && !subscription.data.billedByAgency ? handleManageBilling : undefined}
        managing={openingPortal}
      />
      <UsageMeters usage={subscription.data.usage} />
      <section aria-labelledby="plans-heading" className="space-y-4 pt-2">
        <div>
          <h2 id="plans-heading" className="text-lg font-semibold text-gray-900">
            Plans
          </h2>
          <p className="text-sm text-gray-500">
            Upgrade any time. Downgrading never deletes data; it only stops new additions above the plan&apos;s limits.
          </p>
        </div>
        <PlanCards
          tiers={tiers.data}
          summary={subscription.data}
          busyTierId={busyTierId}
          onSelect={canManage && !subscription.data.billedByAgency ? handlePlanSelect : undefined}
        />
      </section>
      <CreditHistory />
    </>
  );
}
