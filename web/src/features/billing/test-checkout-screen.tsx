import { Check, CreditCard, Lock } from 'lucide-react';
import { useFinishTestCheckout, useTestCheckout } from '../../api/billing.ts';
import { errorMessage } from '../../api/client.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { daysUntil } from '../../lib/dates.ts';
import { formatPrice } from '../../lib/format-number.ts';
import { dueToday } from '../pricing/index.ts';
import { TestModeShell } from './test-mode-shell.tsx';

/** /billing/test-checkout/{session}: the built-in stand-in for Stripe Checkout. */
export function TestCheckoutScreen({ sessionId }: { sessionId: string }) {
  const session = useTestCheckout(sessionId);
  const finish = useFinishTestCheckout(sessionId, {
    onSuccess: ({ url }) => window.location.assign(url),
  });
  // Still busy after success: the browser is leaving for the return URL.
  const busy = finish.isPending || finish.isSuccess ? finish.variables : null;
  const error = finish.isError ? errorMessage(finish.error) : null;
  const run = (kind: 'pay' | 'cancel') => finish.mutate(kind);

  if (session.isPending) {
    return (
      <div className="flex min-h-dvh items-center justify-center gap-2 text-sm text-gray-500">
        <Spinner className="size-5" /> Loading checkout...
      </div>
    );
  }
  if (session.isError) {
    return (
      <TestModeShell aside={<p className="text-lg font-semibold">Checkout</p>}>
        <Alert tone="error" title="This checkout is not available">
          {errorMessage(session.error)}
        </Alert>
        <Button asChild variant="secondary" className="mt-6">
          <a href="/subscription">Back to Subscription & Billing</a>
        </Button>
      </TestModeShell>
    );
  }

  const s = session.data;
  const price = formatPrice(s.priceMonthly);
  // With a trial the card is kept and nothing is charged today; without one (a business's second time) the month is.
  const trialDays = daysUntil(s.trialEndsAt);
  const terms = dueToday(s.priceMonthly, s.trialEndsAt);
  return (
    <TestModeShell
      aside={
        <>
          <p className="text-sm font-medium text-brand-100">
            {trialDays ? `Try Regulars ${s.tierName}` : `Subscribe to Regulars ${s.tierName}`}
          </p>
          {trialDays ? (
            <p className="mt-2 text-4xl font-semibold tracking-tight">{trialDays} days free</p>
          ) : (
            <p className="mt-2 flex items-baseline gap-2">
              <span className="text-5xl font-semibold tracking-tight">{price}</span>
              <span className="text-brand-100">per month</span>
            </p>
          )}
          <p className="mt-2 text-sm text-brand-100" data-testid="checkout-terms">
            {terms}
          </p>
          <div className="mt-10 space-y-3 border-t border-white/15 pt-6 text-sm">
            <div className="flex justify-between">
              <span>Regulars {s.tierName} · billed monthly</span>
              <span className="tabular-nums">{price}</span>
            </div>
            <div className="flex justify-between text-brand-100">
              <span>Tax</span>
              <span>$0</span>
            </div>
            {trialDays ? (
              <div className="flex justify-between text-brand-100">
                <span>Free trial · {trialDays} days</span>
                <span className="tabular-nums">−{price}</span>
              </div>
            ) : null}
            <div className="flex justify-between border-t border-white/15 pt-3 font-semibold">
              <span>Total due today</span>
              <span className="tabular-nums" data-testid="due-today">
                {trialDays ? '$0' : price}
              </span>
            </div>
          </div>
        </>
      }
    >
      <h1 className="text-xl font-semibold text-gray-900">{trialDays ? 'Add your card' : 'Pay with card'}</h1>
      <p className="mt-1 text-sm text-gray-500">For {s.companyName}</p>
      {s.status !== 'open' ? (
        <Alert tone="info" className="mt-6" title="This checkout session is no longer open">
          It was already {s.status === 'complete' ? 'paid' : 'cancelled'}.
        </Alert>
      ) : (
        <form
          className="mt-8 space-y-5"
          onSubmit={(event) => {
            event.preventDefault();
            run('pay');
          }}
        >
          <div className="space-y-1.5">
            <Label htmlFor="checkout-email">Email</Label>
            <Input id="checkout-email" value={s.email} disabled />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="checkout-card">Card information</Label>
            <div className="relative">
              <CreditCard className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400" aria-hidden />
              <Input
                id="checkout-card"
                value="4242 4242 4242 4242   12 / 34   123"
                disabled
                className="pl-9 tabular-nums"
              />
            </div>
            <p className="text-xs text-gray-500">A test card: nothing is charged.</p>
          </div>
          {error && <Alert tone="error">{error}</Alert>}
          <Button type="submit" size="lg" className="w-full" loading={busy === 'pay'} disabled={busy !== null}>
            {busy === 'pay'
              ? 'Processing...'
              : trialDays
                ? 'Start free trial · $0 today'
                : `Subscribe · ${price}/month`}
          </Button>
          <Button
            variant="ghost"
            className="w-full"
            onClick={() => run('cancel')}
            loading={busy === 'cancel'}
            disabled={busy !== null}
          >
            Cancel and return
          </Button>
          <ul className="space-y-2 border-t border-gray-100 pt-5 text-xs text-gray-500">
            <li className="flex gap-2">
              <Lock className="size-3.5 shrink-0" aria-hidden /> Completing sends the same signed events Stripe would.
            </li>
            <li className="flex gap-2">
              <Check className="size-3.5 shrink-0" aria-hidden /> Cancel any time from Subscription & Billing.
            </li>
          </ul>
        </form>
      )}
    </TestModeShell>
  );
}
