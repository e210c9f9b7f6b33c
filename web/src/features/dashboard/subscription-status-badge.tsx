import { Badge } from '../../components/ui/badge.tsx';
import { subscriptionStatusBadge } from './subscription-status.ts';

export function SubscriptionStatusBadge({ status }: { status: string }) {
  const { label, tone } = subscriptionStatusBadge(status);
  return <Badge tone={tone}>{label}</Badge>;
}
