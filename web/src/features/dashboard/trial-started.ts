import type { TSubscriptionSummary } from '@regulars/contracts';
import { formatLongDate } from '../../lib/format-date.ts';

/** The banner's words when the checkout started a trial (nothing charged yet); null when it was a payment. */
export function trialStarted(
  summary: Pick<TSubscriptionSummary, 'status' | 'tierName' | 'trialEndsAt'>,
  now = new Date(),
): { title: string; text: string } | null {
  const { status, tierName, trialEndsAt } = summary;
  if (status !== 'trial' || !trialEndsAt || new Date(trialEndsAt).getTime() <= now.getTime()) return null;
  return {
    title: `Your ${tierName ?? 'plan'} trial has started:`,
    text: `nothing is charged until ${formatLongDate(trialEndsAt)}.`,
  };
}
