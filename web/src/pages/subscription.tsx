import { PageHeader } from '../components/ui/page-header.tsx';
import { SubscriptionDetails } from '../features/billing/index.ts';

export function SubscriptionPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Subscription & Billing" description="Your plan, billing period, payment status and credits." />
      <SubscriptionDetails />
    </div>
  );
}
