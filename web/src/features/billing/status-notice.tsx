import type { TSubscriptionSummary } from '@regulars/contracts';
import { Alert } from '../../components/ui/alert.tsx';
import { chargeFrom, trialCountdown } from '../pricing/index.ts';

/** One line on what the subscription's state means for the business right now. */
export function StatusNotice({ summary }: { summary: TSubscriptionSummary }) {
  if (summary.status === 'trial' && summary.tierName && summary.priceMonthly && summary.trialEndsAt) {
    const daysLeft = summary.trialDaysLeft ?? 0;
    if (daysLeft <= 0) {
      return (
        <Alert tone="error" title={trialCountdown(summary.tierName, 0)}>
          {summary.effectiveTierName} plan limits apply until you subscribe. All your customers, programs and history
          are kept.
        </Alert>
      );
    }
    return (
      <Alert tone="info" title={trialCountdown(summary.tierName, daysLeft)}>
        {chargeFrom(summary.priceMonthly, summary.trialEndsAt)}. Cancel before then in Manage Billing and you pay
        nothing.
      </Alert>
    );
  }
  if (summary.status === 'canceled') {
    return (
      <Alert tone="info" title="Your subscription is canceled">
        Free plan limits apply. All your data is kept; choose a plan below to pick up where you left off.
      </Alert>
    );
  }
  if (summary.status === 'past_due') {
    return (
      <Alert tone="error" title="Your last payment failed">
        Update your payment method in Manage Billing to keep your plan.
      </Alert>
    );
  }
  return null;
}
