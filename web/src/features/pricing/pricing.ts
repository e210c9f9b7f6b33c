import { APP_ENGLISH, type TAppMessageKey, type TTier, UNLIMITED } from '@regulars/contracts';
import type { TAppWords } from '../../lib/app-words.tsx';
import { formatCountIn } from '../../lib/format-number.ts';

// The landing page and sign-up speak English; /subscription passes the user's words (issue 52).
const ENGLISH_WORDS: TAppWords = { ...APP_ENGLISH, locale: 'en-US' };

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

/** '50', '5,000' or 'Unlimited' for -1 (in `words`' language and locale; English by default). */
export function formatLimit(value: number, words: TAppWords = ENGLISH_WORDS): string {
  return value === UNLIMITED ? words.t('billing.limit.unlimited') : formatCountIn(value, words.locale);
}

/** '5 customers', '1 customer' or 'Unlimited customers': a limit and what it counts, each language its own way. */
function limitLine(value: number, counted: TAppMessageKey, unlimited: TAppMessageKey, words: TAppWords): string {
  if (value === UNLIMITED) return words.t(unlimited);
  return words.t(counted, { count: value, limit: formatLimit(value, words) });
}

/** The lines a pricing card lists, built only from the tier's data (in `words`' language; English by default). */
export function tierHighlights(tier: TTier, words: TAppWords = ENGLISH_WORDS): string[] {
  const { t } = words;
  const { features } = tier;
  const lines = [
    limitLine(tier.maxCustomers, 'billing.includes.customers', 'billing.includes.unlimitedCustomers', words),
    limitLine(tier.maxPrograms, 'billing.includes.programs', 'billing.includes.unlimitedPrograms', words),
    limitLine(tier.maxSmsMonthly, 'billing.includes.sms', 'billing.includes.unlimitedSms', words),
    limitLine(features.maxSeats, 'billing.includes.seats', 'billing.includes.unlimitedSeats', words),
    limitLine(features.maxLocations, 'billing.includes.locations', 'billing.includes.unlimitedLocations', words),
  ];
  if (features.mailchimp) lines.push(t('billing.includes.mailchimp'));
  if (features.tills) lines.push(t('billing.includes.tills'));
  if (features.multipliers) lines.push(t('billing.includes.multipliers'));
  if (features.statusTiers) lines.push(t('billing.includes.statusTiers'));
  if (features.referrals) lines.push(t('billing.includes.referrals'));
  if (features.api) lines.push(t('billing.includes.api'));
  if (features.clients) {
    lines.push(limitLine(features.maxClients, 'billing.includes.clients', 'billing.includes.unlimitedClients', words));
  }
  if (features.whiteLabel) lines.push(t('billing.includes.whiteLabel'));
  if (features.prioritySupport) lines.push(t('billing.includes.prioritySupport'));
  return lines;
}

/** The tier a sign-up form starts with: the one in the URL if it exists, else Free, else the cheapest. */
export function defaultTierId(tiers: readonly TTier[], requested: string | null): string | null {
  if (requested && tiers.some((tier) => tier.id === requested)) return requested;
  const free = tiers.find((tier) => tier.name === 'Free');
  if (free) return free.id;
  return sortTiersByPrice(tiers)[0]?.id ?? null;
}
