import { DEFAULT_MULTIPLIER_SETTINGS } from '@regulars/contracts';
import type { TMultiplierSet } from '../multipliers/index.ts';
import { heldTier } from '../status-tiers/index.ts';
import type { TCustomerContext } from './load-customer-context.ts';

/**
 * The multipliers a customer's purchase is looked at with: the business's rules and, when the customer holds a tier
 * that earns more, the tier as one more multiplier, always in force and combined by the same rule as the others.
 */
export function earnMultipliersOf(context: Pick<TCustomerContext, 'multipliers' | 'status'>): TMultiplierSet | null {
  const tier = context.status ? heldTier(context.status) : null;
  if (!tier || tier.factor <= 1) return context.multipliers;
  const base = context.multipliers ?? {
    combine: context.status?.combine ?? DEFAULT_MULTIPLIER_SETTINGS.combine,
    ceiling: context.status?.ceiling ?? DEFAULT_MULTIPLIER_SETTINGS.ceiling,
    timeZone: context.status?.timeZone ?? null,
    rules: [],
  };
  const status = {
    name: tier.name,
    kind: 'status' as const,
    factor: tier.factor,
    days: [],
    startMinute: null,
    endMinute: null,
    startsOn: null,
    endsOn: null,
    category: null,
    locationIds: null,
  };
  return { ...base, rules: [status, ...base.rules] };
}
