import { type TAppMessageKey, type TTier, UNLIMITED } from '@regulars/contracts';
import type { TAppWords } from '../../lib/app-words.tsx';
import { formatCountIn } from '../../lib/format-number.ts';

/*
 * The plans as /subscription lists them, in the user's words (issue 52). The public landing page and sign-up keep
 * their English from features/pricing, without the app's catalogue (the landing page's weight).
 */

/** '50', '5 000' or 'Illimité' for -1: a plan's limit in the user's language and locale. */
export function limitIn(value: number, words: TAppWords): string {
  return value === UNLIMITED ? words.t('billing.limit.unlimited') : formatCountIn(value, words.locale);
}

/** '5 customers', '1 customer' or 'Unlimited customers': a limit and what it counts, each language its own way. */
function limitLine(value: number, counted: TAppMessageKey, unlimited: TAppMessageKey, words: TAppWords): string {
  if (value === UNLIMITED) return words.t(unlimited);
  return words.t(counted, { count: value, limit: limitIn(value, words) });
}

/** A plan card's lines in the user's language (the landing page's English ones are pricing's tierHighlights). */
export function planHighlights(tier: TTier, words: TAppWords): string[] {
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
