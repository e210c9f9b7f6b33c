import type { TSubscriptionSummary } from '@regulars/contracts';
import { CalendarClock, Coins, CreditCard, Crown } from 'lucide-react';
import type { ReactNode } from 'react';
import { SubscriptionStatusBadge } from '../../components/subscription-status-badge.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { formatLongDate } from '../../lib/format-date.ts';
import { formatCount, formatPrice } from '../../lib/format-number.ts';
import { chargeFrom, trialCountdown } from '../pricing/index.ts';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3 p-5">
      <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
        {icon}
      </div>
      <div className="min-w-0">
        <p className="text-xs font-medium tracking-wide text-gray-500 uppercase">{label}</p>
        <div className="mt-1 text-sm text-gray-900">{children}</div>
      </div>
    </div>
  );
}

/** The billing period in words; a trial says its days left and, below, when its first charge comes. */
function billingPeriod(s: TSubscriptionSummary): { main: string; detail?: string } {
  if (s.status === 'trial' && s.tierName && s.priceMonthly && s.trialEndsAt) {
    return {
      main: trialCountdown(s.tierName, s.trialDaysLeft ?? 0),
      detail: (s.trialDaysLeft ?? 0) > 0 ? chargeFrom(s.priceMonthly, s.trialEndsAt) : undefined,
    };
  }
  if (!s.priceMonthly) return { main: 'Nothing to pay' };
  if (s.status === 'canceled') {
    return { main: s.periodEnd ? `Ended ${formatLongDate(s.periodEnd)}` : 'No active subscription' };
  }
  return { main: s.periodEnd ? `Renews ${formatLongDate(s.periodEnd)}` : 'Monthly' };
}

const PAYMENT_METHOD: Record<string, string> = { ok: 'Payment method on file', failed: 'Last payment failed' };

/** Current plan, billing period, payment status and credits, with the billing portal button. */
export function CurrentPlanCard({
  summary,
  onManage,
  managing,
}: {
  summary: TSubscriptionSummary;
  /** Absent for a team member: only the team admin manages billing. */
  onManage?: () => void;
  managing: boolean;
}) {
  const lapsed = summary.effectiveTierName !== (summary.tierName ?? summary.effectiveTierName);
  const period = billingPeriod(summary);
  return (
    <Card>
      <div className="flex flex-col gap-3 border-b border-gray-100 px-6 py-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-base font-semibold text-gray-900">Current plan</h2>
          <p className="text-sm text-gray-500">Your plan, billing period and payment status.</p>
        </div>
        {summary.hasBillingAccount && onManage && (
          <Button variant="secondary" onClick={onManage} loading={managing} className="self-start sm:self-center">
            <CreditCard className="size-4" aria-hidden />
            Manage Billing
          </Button>
        )}
      </div>
      <div className="grid divide-y divide-gray-100 sm:grid-cols-2 sm:divide-y-0 lg:grid-cols-4 lg:divide-x">
        <Fact icon={<Crown className="size-5" aria-hidden />} label="Current Plan">
          <p className="text-lg font-semibold" data-testid="current-plan">
            {summary.tierName ?? 'Free'}
          </p>
          <p className="text-gray-500">
            {summary.priceMonthly ? `${formatPrice(summary.priceMonthly)} / month` : 'Free forever'}
          </p>
          {lapsed && (
            <Badge tone="amber" className="mt-1">
              {summary.effectiveTierName} limits apply
            </Badge>
          )}
        </Fact>
        <Fact icon={<CalendarClock className="size-5" aria-hidden />} label="Billing Period">
          <p className="font-medium" data-testid="billing-period">
            {period.main}
          </p>
          {period.detail && (
            <p className="text-gray-500" data-testid="billing-period-detail">
              {period.detail}
            </p>
          )}
        </Fact>
        <Fact icon={<CreditCard className="size-5" aria-hidden />} label="Payment Status">
          <div data-testid="payment-status">
            <SubscriptionStatusBadge status={summary.status} />
          </div>
          {summary.paymentMethodStatus && (
            <p className={summary.paymentMethodStatus === 'failed' ? 'mt-1 text-red-600' : 'mt-1 text-gray-500'}>
              {PAYMENT_METHOD[summary.paymentMethodStatus] ?? summary.paymentMethodStatus}
            </p>
          )}
        </Fact>
        <Fact icon={<Coins className="size-5" aria-hidden />} label="Credits">
          <p className="text-lg font-semibold tabular-nums" data-testid="credits">
            {formatCount(summary.creditsRemaining)}
          </p>
          <p className="text-gray-500">Used for SMS beyond your monthly allowance</p>
        </Fact>
      </div>
    </Card>
  );
}
