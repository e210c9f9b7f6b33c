import type { TTier } from '@regulars/contracts';
import { useMutation } from '@tanstack/react-query';
import { useMe } from '../api/auth.ts';
import { openBillingPortal, startCheckout, useSubscription } from '../api/billing.ts';
import { errorMessage } from '../api/client.ts';
import { useTiers } from '../api/tiers.ts';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { toast } from '../components/ui/toaster.tsx';
import { ViewOnlyNote } from '../components/ui/view-only-note.tsx';
import {
  CreditHistory,
  CurrentPlanCard,
  PlanCards,
  planAction,
  StatusNotice,
  UsageMeters,
} from '../features/billing/index.ts';

export function SubscriptionPage() {
  const subscription = useSubscription();
  const { data: me } = useMe();
  // A team member works in the team admin's business: they see its plan, only an admin pays and changes it (a client's
  // owner joined its team as its admin, issue 32: the server says who may).
  const canManage =
    subscription.data?.canManage ?? Boolean(me?.business && (!me.business.tenantId || me.business.isTenantAdmin));
  const tiers = useTiers();
  // Both leave for the provider's page: they stay busy after success, while the browser goes.
  const checkout = useMutation({
    mutationFn: startCheckout,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => toast.error('Failed to start checkout', { description: errorMessage(error) }),
  });
  const portal = useMutation({
    mutationFn: openBillingPortal,
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

  return (
    <div className="space-y-6">
      <PageHeader title="Subscription & Billing" description="Your plan, billing period, payment status and credits." />
      {subscription.isPending || tiers.isPending ? (
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
              This business is on {subscription.data.billedByAgency}&apos;s plan: its limits and credits are its own,
              and the plan changes with theirs.
            </Alert>
          ) : (
            !canManage && <ViewOnlyNote what="the plan or billing" testId="subscription-read-only" />
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
                Upgrade any time. Downgrading never deletes data; it only stops new additions above the plan&apos;s
                limits.
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
      )}
    </div>
  );
}
