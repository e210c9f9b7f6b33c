import { type TTenant, tenantStatusKind } from '@regulars/contracts';
import type { BadgeTone } from '../../../components/ui/badge.tsx';

const MONEY = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** '$1,234.50': prices, revenue and averages always show cents (the spec's '0.00' when none). */
export const formatMoney = (amount: number) => MONEY.format(amount);

/** '$29.99/month' ('$0.00/month' for a free tier). */
export const pricePerMonth = (tier: TTenant['tier']) => (tier ? `${formatMoney(tier.priceMonthly)}/month` : 'No tier');

const TONES = { active: 'green', trial: 'blue', canceled: 'red' } as const satisfies Record<string, BadgeTone>;

/** Active green, trial blue, anything else styled canceled (red) with its own words ('past_due' → 'Past due'). */
export function statusDisplay(status: string): { label: string; tone: BadgeTone } {
  const words = status.replace(/_/g, ' ').trim() || 'unknown';
  return { label: words[0]?.toUpperCase() + words.slice(1), tone: TONES[tenantStatusKind(status)] };
}
