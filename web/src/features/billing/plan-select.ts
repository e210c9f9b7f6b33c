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
  current: { tierId: string | null; status: string; priceMonthly: number | null; trialDaysLeft?: number | null },
): TPlanAction {
  const isCurrent = tier.id === current.tierId;
  // A running trial is a subscription already (the card was taken at checkout): its tier is the current plan too.
  const inTrial = current.status === 'trial' && (current.trialDaysLeft ?? 1) > 0;
  const subscribed = current.status === 'active' || inTrial;
  if (isCurrent && (tier.priceMonthly === 0 || subscribed)) {
    return { kind: 'current', label: 'Current Plan' };
  }
  if (tier.priceMonthly === 0) return { kind: 'refuse', label: 'Downgrade', message: USE_PORTAL_TO_CANCEL };
  if (!tier.stripePriceId) return { kind: 'refuse', label: 'Choose Plan', message: NOT_FOR_PURCHASE };
  if (isCurrent) return { kind: 'checkout', label: 'Subscribe' };
  const paidNow = subscribed ? (current.priceMonthly ?? 0) : 0;
  return { kind: 'checkout', label: tier.priceMonthly > paidNow ? 'Upgrade' : 'Switch Plan' };
}
