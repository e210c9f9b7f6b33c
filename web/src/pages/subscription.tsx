import { SubscriptionDetails, SubscriptionHeader } from '../features/billing/index.ts';

export function SubscriptionPage() {
  return (
    <div className="space-y-6">
      <SubscriptionHeader />
      <SubscriptionDetails />
    </div>
  );
}
