import type { TSubscriptionSummary } from '@regulars/contracts';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useSubscription } from '../../api/billing.ts';
import { Button } from '../../components/ui/button.tsx';
import { chargeFrom, trialCountdown } from '../pricing/index.ts';

type TTrial = Pick<TSubscriptionSummary, 'status' | 'tierName' | 'priceMonthly' | 'trialEndsAt' | 'trialDaysLeft'>;

/**
 * What the banner says about a paid tier's trial: the days left and when the first charge comes, or that it ended.
 * Null when there is no trial to speak of: a free plan never has one.
 */
export function trialHeadline(s: TTrial): { title: string; text: string } | null {
  if (s.status !== 'trial' || !s.tierName || !s.priceMonthly || !s.trialEndsAt || s.trialDaysLeft === null) {
    return null;
  }
  if (s.trialDaysLeft <= 0) {
    return {
      title: trialCountdown(s.tierName, 0),
      text: 'Free plan limits now apply. Your data is safe: choose a plan to lift the limits again.',
    };
  }
  return {
    title: trialCountdown(s.tierName, s.trialDaysLeft),
    text: `${chargeFrom(s.priceMonthly, s.trialEndsAt)}. Cancel before then from Subscription & Billing and you pay nothing.`,
  };
}

/** The dashboard's trial banner (from the subscription summary) with the spec's 'View Plans' button. */
export function TrialBanner() {
  const { data: summary } = useSubscription();
  // An agency's client (issue 32) is on the agency's plan: its trial is the agency's to speak of, on its own dashboard.
  const headline = summary && !summary.billedByAgency ? trialHeadline(summary) : null;
  if (!headline) return null;
  return (
    <section
      aria-label="Trial"
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
          <Link to="/subscription">View Plans</Link>
        </Button>
      </div>
    </section>
  );
}
