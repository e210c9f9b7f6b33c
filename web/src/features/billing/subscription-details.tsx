import type { TTier } from '@regulars/contracts';
import { useMe } from '../../api/auth.ts';
import { useOpenBillingPortal, useStartCheckout, useSubscription } from '../../api/billing.ts';
import { useTiers } from '../../api/tiers.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { ViewOnlyNote } from '../../components/ui/view-only-note.tsx';
import { messageIn, refusalIn } from '../../lib/app-refusal.ts';
import { useAppWords } from '../../lib/app-words.tsx';
import { BILLING_REFUSALS } from './billing-refusals.ts';
import { CreditHistory } from './credit-history.tsx';
import { CurrentPlanCard } from './current-plan-card.tsx';
import { PlanCards } from './plan-cards.tsx';
import { planAction } from './plan-select.ts';
import { StatusNotice } from './status-notice.tsx';
import { UsageMeters } from './usage-meters.tsx';

/** The business's plan and its state, its usage, the plans to change to and the credits' history. */
export function SubscriptionDetails() {
  const words = useAppWords();
  const { t } = words;
  const refusal = (error: unknown) => refusalIn(words, error, BILLING_REFUSALS, 'billing.refusal.unknown');
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
    onError: (error) => toast.error(t('billing.checkoutFailed'), { description: refusal(error) }),
  });
  const portal = useOpenBillingPortal({
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => toast.error(t('billing.portalFailed'), { description: refusal(error) }),
  });
  const busyTierId = checkout.isPending || checkout.isSuccess ? (checkout.variables ?? null) : null;
  const openingPortal = portal.isPending || portal.isSuccess;

  function handlePlanSelect(tier: TTier) {
    if (!subscription.data) return;
    const action = planAction(tier, subscription.data);
    if (action.kind === 'current') return;
    if (action.kind === 'refuse') {
      toast.error(messageIn(words, action.message, BILLING_REFUSALS, 'billing.refusal.unknown'));
      return;
    }
    checkout.mutate(tier.id);
  }

  const handleManageBilling = () => portal.mutate();

  return subscription.isPending || tiers.isPending ? (
    <div className="flex items-center justify-center gap-2 py-24 text-sm text-gray-500">
      <Spinner className="size-5" /> {t('billing.loading')}
    </div>
  ) : subscription.isError || tiers.isError ? (
    <Alert tone="error" title={t('billing.loadFailed')}>
      {refusal(subscription.error ?? tiers.error)}{' '}
      <Button
        variant="link"
        size="sm"
        className="h-auto"
        onClick={() => {
          subscription.refetch();
          tiers.refetch();
        }}
      >
        {t('billing.tryAgain')}
      </Button>
    </Alert>
  ) : me?.business?.whiteLabel ? (
    // A white-label client's people see what their plan allows, never the agency, its plan or prices (issue 53).
    <>
      <Alert tone="info" title={t('billing.managed')} data-testid="plan-managed">
        {t('billing.managedText')}
      </Alert>
      <UsageMeters usage={subscription.data.usage} />
    </>
  ) : (
    <>
      {subscription.data.billedByAgency ? (
        <Alert
          tone="info"
          title={t('billing.billedBy', { agency: subscription.data.billedByAgency })}
          data-testid="billed-by-agency"
        >
          {t('billing.billedByText', { agency: subscription.data.billedByAgency })}
        </Alert>
      ) : (
        !canManage && (
          <ViewOnlyNote lead={t('billing.viewOnly')} text={t('billing.viewOnlyText')} testId="subscription-read-only" />
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
            {t('billing.plans.title')}
          </h2>
          <p className="text-sm text-gray-500">{t('billing.plans.text')}</p>
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
