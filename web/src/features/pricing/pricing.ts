import { type TTier, UNLIMITED } from '@regulars/contracts';
import { formatCount } from '../../lib/format-number.ts';

/** Tiers by monthly price, cheapest first (the pricing cards). Does not mutate. */
export function sortTiersByPrice<T extends Pick<TTier, 'priceMonthly'>>(tiers: readonly T[]): T[] {
  return [...tiers].sort((a, b) => a.priceMonthly - b.priceMonthly);
}

export function tierButtonLabel(tier: Pick<TTier, 'priceMonthly'>): 'Start Free' | 'Start Trial' {
  return tier.priceMonthly === 0 ? 'Start Free' : 'Start Trial';
}

export function isMostPopular(tier: Pick<TTier, 'name'>): boolean {
  return tier.name === 'Pro';
}

export function signupHref(tier: Pick<TTier, 'id'>): string {
  return `/signup?tier=${encodeURIComponent(tier.id)}`;
}

/** '50', '5,000' or 'Unlimited' for -1. */
export function formatLimit(value: number): string {
  return value === UNLIMITED ? 'Unlimited' : formatCount(value);
}

function countLabel(value: number, singular: string, plural: string): string {
  return `${formatLimit(value)} ${value === 1 ? singular : plural}`;
}

/** The lines a pricing card lists, built only from the tier's data. */
export function tierHighlights(tier: TTier): string[] {
  const lines = [
    countLabel(tier.maxCustomers, 'customer', 'customers'),
    countLabel(tier.maxPrograms, 'loyalty program', 'loyalty programs'),
    `${formatLimit(tier.maxSmsMonthly)} SMS a month`,
    countLabel(tier.features.maxSeats, 'team seat', 'team seats'),
    countLabel(tier.features.maxLocations, 'location', 'locations'),
  ];
  if (tier.features.mailchimp) lines.push('MailChimp integration');
  if (tier.features.tills) lines.push('Square till: sales earn by themselves');
  if (tier.features.multipliers) lines.push('Happy hours, double-points days and birthday bonuses');
  if (tier.features.statusTiers) lines.push('Status tiers that earn more and unlock rewards');
  if (tier.features.referrals) lines.push('Refer a friend: both rewarded when the friend buys');
  if (tier.features.api) lines.push('Public API');
  if (tier.features.clients) lines.push(countLabel(tier.features.maxClients, 'client business', 'client businesses'));
  if (tier.features.whiteLabel) lines.push('White-label branding');
  if (tier.features.prioritySupport) lines.push('Priority support');
  return lines;
}

/** The tier a sign-up form starts with: the one in the URL if it exists, else Free, else the cheapest. */
export function defaultTierId(tiers: readonly TTier[], requested: string | null): string | null {
  if (requested && tiers.some((tier) => tier.id === requested)) return requested;
  const free = tiers.find((tier) => tier.name === 'Free');
  if (free) return free.id;
  return sortTiersByPrice(tiers)[0]?.id ?? null;
}
