import { formatLongDate } from '../../lib/format-date.ts';
import { formatPrice } from '../../lib/format-number.ts';

// The one place the app words a plan's trial and price, so the landing page, sign-up, checkout, the dashboard banner
// and /subscription cannot say different things. The model: Free is free forever, with no trial; a paid tier takes
// the card at checkout, charges $0 that day and its price when the trial ends (one trial per business).

/** Under a plan's button or name: 'Free forever', '14-day free trial, then $49/month', or '$49/month' (no trial). */
export function planTerms(priceMonthly: number, trialDays: number): string {
  if (priceMonthly === 0) return 'Free forever';
  const monthly = `${formatPrice(priceMonthly)}/month`;
  return trialDays > 0 ? `${trialDays}-day free trial, then ${monthly}` : monthly;
}

/** When the first charge comes: '$49 a month from December 7, 2026'. */
export function chargeFrom(priceMonthly: number, trialEndsAt: string): string {
  return `${formatPrice(priceMonthly)} a month from ${formatLongDate(trialEndsAt)}`;
}

/** What checkout asks for today: '$0 today, then $49 a month from December 7, 2026', or '$49 today, then $49 a month'. */
export function dueToday(priceMonthly: number, trialEndsAt: string | null): string {
  if (trialEndsAt) return `$0 today, then ${chargeFrom(priceMonthly, trialEndsAt)}`;
  const price = formatPrice(priceMonthly);
  return `${price} today, then ${price} a month`;
}

/** '14 days left in your Pro trial', '1 day left…', or 'Your Pro trial has ended'. */
export function trialCountdown(tierName: string, daysLeft: number): string {
  if (daysLeft <= 0) return `Your ${tierName} trial has ended`;
  return `${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left in your ${tierName} trial`;
}
