import type { TSubscriptionSummary } from '@regulars/contracts';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useSubscription } from '../../api/billing.ts';
import { Button } from '../../components/ui/button.tsx';
import { type TAppWords, useAppWords } from '../../lib/app-words.tsx';
import { formatLongDate } from '../../lib/format-date.ts';
import { formatAmountIn, formatWholeAmountIn } from '../../lib/format-number.ts';

type TTrial = Pick<TSubscriptionSummary, 'status' | 'tierName' | 'priceMonthly' | 'trialEndsAt' | 'trialDaysLeft'>;

/** A plan's price, in US dollars written the user's way: '$49', '$49.50' in en-US (as formatPrice), '49 $US' in fr-FR. */
function priceIn(amount: number, locale: string): string {
  const money = { currency: 'USD', locale };
  return Number.isInteger(amount) ? formatWholeAmountIn(amount, money) : formatAmountIn(amount, money);
}

/**
 * What the banner says about a paid tier's trial: the days left and when the first charge comes, or that it ended
 * (the words of features/pricing's trialCountdown and chargeFrom, in the user's language). Null when there is no trial
 * to speak of: a free plan never has one.
 */
export function trialHeadline(s: TTrial, { t, locale }: TAppWords): { title: string; text: string } | null {
  if (s.status !== 'trial' || !s.tierName || !s.priceMonthly || !s.trialEndsAt || s.trialDaysLeft === null) {
    return null;
  }
  if (s.trialDaysLeft <= 0) {
    return { title: t('dashboard.trial.ended', { tier: s.tierName }), text: t('dashboard.trial.endedText') };
  }
  return {
    title: t('dashboard.trial.daysLeft', { count: s.trialDaysLeft, tier: s.tierName }),
    text: t('dashboard.trial.charge', {
      price: priceIn(s.priceMonthly, locale),
      date: formatLongDate(s.trialEndsAt, undefined, locale),
    }),
  };
}

/** The dashboard's trial banner (from the subscription summary) with the spec's 'View Plans' button. */
export function TrialBanner() {
  const words = useAppWords();
  const { data: summary } = useSubscription();
  // An agency's client (issue 32) is on the agency's plan: its trial is the agency's to speak of, on its own dashboard.
  const headline = summary && !summary.billedByAgency ? trialHeadline(summary, words) : null;
  if (!headline) return null;
  return (
    <section
      aria-label={words.t('dashboard.trial.region')}
      className="relative overflow-hidden rounded-xl bg-gradient-to-r from-brand-600 to-violet-600 px-6 py-5 text-white shadow-sm"
    >
      <div className="absolute -top-16 -right-10 size-48 rounded-full bg-white/10 blur-2xl" aria-hidden />
      <div className="relative flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex gap-4">
          <div className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-white/15 sm:flex">
            <Sparkles className="size-5" aria-hidden />
          </div>
          <div>
            <h2 className="font-semibold" data-testid="trial-title">
              {headline.title}
            </h2>
            <p className="mt-1 text-sm text-brand-100" data-testid="trial-text">
              {headline.text}
            </p>
          </div>
        </div>
        <Button asChild variant="white" className="self-start sm:self-center">
          <Link to="/subscription">{words.t('dashboard.trial.viewPlans')}</Link>
        </Button>
      </div>
    </section>
  );
}
