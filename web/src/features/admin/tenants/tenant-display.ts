import { type TTenant, tenantStatusKind } from '@regulars/contracts';
import type { BadgeTone } from '../../../components/ui/badge.tsx';
import { formatMoney } from '../../../lib/format-number.ts';

/** '$29.99/month' ('$0.00/month' for a free tier). */
export const pricePerMonth = (tier: TTenant['tier']) => (tier ? `${formatMoney(tier.priceMonthly)}/month` : 'No tier');

const TONES = { active: 'green', trial: 'blue', canceled: 'red' } as const satisfies Record<string, BadgeTone>;

/** Active green, trial blue, anything else styled canceled (red) with its own words ('past_due' → 'Past due'). */
export function statusDisplay(status: string): { label: string; tone: BadgeTone } {
  const words = status.replace(/_/g, ' ').trim() || 'unknown';
  return { label: words[0]?.toUpperCase() + words.slice(1), tone: TONES[tenantStatusKind(status)] };
}
