import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useMe } from '../../api/auth.ts';
import { Button } from '../../components/ui/button.tsx';
import { daysUntil } from '../../lib/dates.ts';

/** What the banner says about the trial: days left, or that it ended and Free limits apply. */
export function trialHeadline(tierName: string | null, daysLeft: number | null): { title: string; text: string } {
  const plan = tierName ? ` of the ${tierName} plan` : '';
  if (daysLeft === null) {
    return {
      title: `You're on a trial${plan}`,
      text: 'Choose a plan to keep your loyalty programs, customers and campaigns running after your trial.',
    };
  }
  if (daysLeft <= 0) {
    return {
      title: 'Your trial has ended',
      text: 'Free plan limits now apply. Your data is safe: choose a plan to lift the limits again.',
    };
  }
  return {
    title: `${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left in your trial${plan}`,
    text: 'Choose a plan to keep your loyalty programs, customers and campaigns running after your trial.',
  };
}

/** The dashboard's trial banner: counts the days left (from /api/me) and links to the plans. */
export function TrialBanner({ tierName }: { tierName: string | null }) {
  const { data: me } = useMe();
  const { title, text } = trialHeadline(tierName, daysUntil(me?.business?.trialEndsAt));
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
              {title}
            </h2>
            <p className="mt-1 text-sm text-brand-100">{text}</p>
          </div>
        </div>
        <Button asChild variant="white" className="self-start sm:self-center">
          <Link to="/subscription">View Plans</Link>
        </Button>
      </div>
    </section>
  );
}
