import type { TSubscriptionSummary } from '@regulars/contracts';
import { Alert } from '../../components/ui/alert.tsx';
import { trialLabel } from './plan-select.ts';

/** One line on what the subscription's state means for the business right now. */
export function StatusNotice({ summary }: { summary: TSubscriptionSummary }) {
  if (summary.status === 'trial') {
    if ((summary.trialDaysLeft ?? 1) <= 0) {
      return (
        <Alert tone="error" title="Your trial has ended">
          {summary.effectiveTierName} plan limits apply until you subscribe. All your customers, programs and history
          are kept.
        </Alert>
      );
    }
    return (
      <Alert tone="info" title={`${trialLabel(summary.trialDaysLeft)}`}>
        You&apos;re trying the {summary.tierName ?? 'Free'} plan. Subscribe before the trial ends to keep its limits.
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
