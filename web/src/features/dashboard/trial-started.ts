import type { TSubscriptionSummary } from '@regulars/contracts';
import type { TAppWords } from '../../lib/app-words.tsx';
import { formatLongDate } from '../../lib/format-date.ts';

/** The banner's words when the checkout started a trial (nothing charged yet); null when it was a payment. */
export function trialStarted(
  summary: Pick<TSubscriptionSummary, 'status' | 'tierName' | 'trialEndsAt'>,
  { t, locale }: TAppWords,
  now = new Date(),
): { title: string; text: string } | null {
  const { status, tierName, trialEndsAt } = summary;
  if (status !== 'trial' || !trialEndsAt || new Date(trialEndsAt).getTime() <= now.getTime()) return null;
  return {
    title:
      tierName === null
        ? t('dashboard.payment.trialTitleNoTier')
        : t('dashboard.payment.trialTitle', { tier: tierName }),
    text: t('dashboard.payment.trialText', { date: formatLongDate(trialEndsAt, undefined, locale) }),
  };
}
