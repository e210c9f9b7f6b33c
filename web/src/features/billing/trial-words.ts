import type { TAppWords } from '../../lib/app-words.tsx';
import { formatLongDate } from '../../lib/format-date.ts';
import { formatPrice } from '../../lib/format-number.ts';

// features/pricing's trialCountdown and chargeFrom in the user's language: their English, word for word, is the
// billing catalogue's (trial-words.test.ts), so /subscription says what the pricing pages say.

/** '14 days left in your Pro trial', '1 day left…', or 'Your Pro trial has ended'. */
export function trialCountdownIn({ t }: TAppWords, tierName: string, daysLeft: number): string {
  if (daysLeft <= 0) return t('billing.trial.ended', { tier: tierName });
  return t('billing.trial.daysLeft', { count: daysLeft, tier: tierName });
}

/** The price and the first charge's date as the catalogue's `{price}` and `{date}`: '$49', 'December 7, 2026'. */
export function chargeValues({ locale }: TAppWords, priceMonthly: number, trialEndsAt: string) {
  return { price: formatPrice(priceMonthly, locale), date: formatLongDate(trialEndsAt, undefined, locale) };
}
