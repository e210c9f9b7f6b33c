import type { TTier } from '@regulars/contracts';

export const NOT_FOR_PURCHASE = 'This tier is not available for purchase';
export const USE_PORTAL_TO_CANCEL = 'Please use the billing portal to cancel your subscription';

export type TPlanAction =
  | { kind: 'current'; label: 'Current Plan' }
  | { kind: 'checkout'; label: 'Subscribe' | 'Upgrade' | 'Switch Plan' }
  | { kind: 'refuse'; label: 'Downgrade' | 'Choose Plan'; message: string };

/**
 * What a plan card's button does : a free tier is left through the
 * billing portal, a tier without a price id cannot be bought, any other tier goes to checkout.
 */
export function planAction(
  tier: Pick<TTier, 'id' | 'priceMonthly' | 'stripePriceId'>,
  current: { tierId: string | null; status: string; priceMonthly: number | null },
): TPlanAction {
  const isCurrent = tier.id === current.tierId;
  if (isCurrent && (tier.priceMonthly === 0 || current.status === 'active')) {
    return { kind: 'current', label: 'Current Plan' };
  }
  if (tier.priceMonthly === 0) return { kind: 'refuse', label: 'Downgrade', message: USE_PORTAL_TO_CANCEL };
  if (!tier.stripePriceId) return { kind: 'refuse', label: 'Choose Plan', message: NOT_FOR_PURCHASE };
  if (isCurrent) return { kind: 'checkout', label: 'Subscribe' };
  const paidNow = current.status === 'active' ? (current.priceMonthly ?? 0) : 0;
  return { kind: 'checkout', label: tier.priceMonthly > paidNow ? 'Upgrade' : 'Switch Plan' };
}

/** 'Trial ends in 1 day', '… 5 days', or that it ended. */
export function trialLabel(daysLeft: number | null): string | null {
  if (daysLeft === null) return null;
  if (daysLeft <= 0) return 'Your trial has ended';
  return `${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left in your trial`;
}
