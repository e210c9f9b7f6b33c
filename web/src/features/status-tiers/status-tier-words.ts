import { formatFactor, type TStatusTier } from '@regulars/contracts';
import { formatCountOf } from '../../lib/format-number.ts';

/** What a tier earns: '×1.5 points', or 'Usual points' for a tier that is a status only. */
export const tierEarnsText = (factor: number) => (factor === 1 ? 'Usual points' : `×${formatFactor(factor)} points`);

/** What reaching a tier gives besides its multiplier: 'Unlocks Free dessert (valid 30 days)'. */
export const tierRewardUnlockText = (reward: NonNullable<TStatusTier['reward']>) =>
  `Unlocks ${reward.name} (valid ${formatCountOf(reward.validDays, 'day')})`;

/** '12 customers', '1 customer'. */
export const holdersText = (customers: number) => formatCountOf(customers, 'customer');

/** Said in the editor when a tier some customers hold is removed: they are not left without one for nothing. */
export function removedTierText(tier: Pick<TStatusTier, 'name' | 'customers'>): string {
  const verb = tier.customers === 1 ? 'holds' : 'hold';
  return `${holdersText(tier.customers)} ${verb} ${tier.name}: they will be placed again by the tiers that are left.`;
}
