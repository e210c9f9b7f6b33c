import { subscriptionStatusBadge } from './subscription-status.ts';
import { Badge } from './ui/badge.tsx';

export function SubscriptionStatusBadge({ status }: { status: string }) {
  const { label, tone } = subscriptionStatusBadge(status);
  return <Badge tone={tone}>{label}</Badge>;
}
