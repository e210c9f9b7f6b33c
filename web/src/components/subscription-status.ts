import type { BadgeTone } from './ui/badge.tsx';

/** Badge label and colour for a business's subscription_status. */
export function subscriptionStatusBadge(status: string): { label: string; tone: BadgeTone } {
  const label = status
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
  if (status === 'active') return { label, tone: 'green' };
  if (status === 'canceled') return { label, tone: 'red' };
  if (status === 'trial') return { label, tone: 'blue' };
  return { label: label || 'Unknown', tone: 'neutral' };
}
