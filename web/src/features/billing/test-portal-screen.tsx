import { ArrowLeft, CreditCard, Receipt } from 'lucide-react';
import { useState } from 'react';
import { useCancelTestSubscription, useTestPortal } from '../../api/billing.ts';
import { errorMessage } from '../../api/client.ts';
import { SubscriptionStatusBadge } from '../../components/subscription-status-badge.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatLongDate } from '../../lib/format-date.ts';
import { formatPrice } from '../../lib/format-number.ts';
import { TestModeShell } from './test-mode-shell.tsx';

/** /billing/test-portal: the built-in stand-in for the Stripe Billing Portal. */
export function TestPortalScreen() {
  const portal = useTestPortal();
  const [confirming, setConfirming] = useState(false);
  const cancelSubscription = useCancelTestSubscription({
    onSuccess: ({ url }) => window.location.assign(url),
    onError: () => setConfirming(false),
  });
  // Still busy after success: the browser is leaving for the return URL.
  const busy = cancelSubscription.isPending || cancelSubscription.isSuccess;
  const error = cancelSubscription.isError ? errorMessage(cancelSubscription.error) : null;
  const cancel = () => cancelSubscription.mutate();

  if (portal.isPending) {
    return (
      <div className="flex min-h-dvh items-center justify-center gap-2 text-sm text-gray-500">
        <Spinner className="size-5" /> Loading billing portal...
      </div>
    );
  }
  const back = (
    <a
      href={portal.data?.returnUrl ?? '/subscription'}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-100 hover:text-white"
    >
      <ArrowLeft className="size-4" aria-hidden /> Return to Regulars
    </a>
  );
  if (portal.isError) {
    return (
      <TestModeShell aside={back}>
        <Alert tone="error" title="The billing portal is not available">
          {errorMessage(portal.error)}
        </Alert>
      </TestModeShell>
    );
  }

  const p = portal.data;
  return (
    <TestModeShell
      aside={
        <>
          {back}
          <p className="mt-10 text-2xl font-semibold">{p.companyName}</p>
          <p className="mt-1 text-sm text-brand-100">{p.email}</p>
          <p className="mt-10 text-sm text-brand-100">
            Manage your Regulars subscription: view your plan, your payment method and cancel at any time.
          </p>
        </>
      }
    >
      <h1 className="text-xl font-semibold text-gray-900">Billing portal</h1>
      <section className="mt-8 rounded-xl border border-gray-200 p-5">
        <div className="flex items-start justify-between gap-3">
          <div>
            <p className="text-xs font-medium tracking-wide text-gray-500 uppercase">Current subscription</p>
            <p className="mt-1 text-lg font-semibold text-gray-900">
              Regulars {p.tierName ?? 'Free'}
              {p.priceMonthly ? (
                <span className="ml-2 text-sm font-normal text-gray-500">{formatPrice(p.priceMonthly)} per month</span>
              ) : null}
            </p>
            {p.periodEnd && p.hasSubscription && (
              <p className="mt-1 text-sm text-gray-500">Renews on {formatLongDate(p.periodEnd)}</p>
            )}
          </div>
          <SubscriptionStatusBadge status={p.status} />
        </div>
        {p.hasSubscription ? (
          <Button variant="danger" className="mt-5" onClick={() => setConfirming(true)}>
            Cancel subscription
          </Button>
        ) : (
          <p className="mt-4 text-sm text-gray-500">
            No active subscription. Choose a plan from Subscription & Billing.
          </p>
        )}
      </section>
      <section className="mt-4 flex items-center gap-3 rounded-xl border border-gray-200 p-5">
        <CreditCard className="size-5 text-gray-400" aria-hidden />
        <div className="text-sm">
          <p className="font-medium text-gray-900">Visa •••• 4242 (test card)</p>
          <p className={p.paymentMethodStatus === 'failed' ? 'text-red-600' : 'text-gray-500'}>
            {p.paymentMethodStatus === 'failed' ? 'The last payment failed' : 'Expires 12/34'}
          </p>
        </div>
      </section>
      <section className="mt-4 flex items-center gap-3 rounded-xl border border-gray-200 p-5 text-sm text-gray-500">
        <Receipt className="size-5 text-gray-400" aria-hidden />
        Invoices are not issued in test mode.
      </section>
      {error && (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      )}

      <Dialog open={confirming} onOpenChange={(open) => !busy && setConfirming(open)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Cancel your subscription?</DialogTitle>
            <DialogDescription>Regulars {p.tierName} ends now.</DialogDescription>
          </DialogHeader>
          <DialogBody className="text-sm text-gray-600">
            Your business moves to Free plan limits. Nothing is deleted: customers, programs and history stay, and you
            can subscribe again at any time.
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
              Keep subscription
            </Button>
            <Button variant="danger" onClick={cancel} loading={busy}>
              {busy ? 'Cancelling...' : 'Cancel subscription'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </TestModeShell>
  );
}
