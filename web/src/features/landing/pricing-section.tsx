import type { TTier } from '@regulars/contracts';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { usePublicTiers } from '../../api/public-tiers.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { formatPrice } from '../../lib/format-number.ts';
import {
  isMostPopular,
  planTerms,
  signupHref,
  sortTiersByPrice,
  tierButtonLabel,
  tierHighlights,
} from '../pricing/index.ts';
import { SectionHeading } from './section-heading.tsx';

const taglines: Record<string, string> = {
  Free: 'Try loyalty with a single program.',
  Pro: 'For growing businesses that message their customers.',
  Agency: 'For agencies and multi-location brands.',
};

export function PricingSection() {
  const tiers = usePublicTiers();
  return (
    <section id="pricing" className="scroll-mt-20 py-20 sm:py-28" aria-labelledby="pricing-title">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="pricing-title"
          eyebrow="Pricing"
          title="Simple pricing that grows with you"
          description="Start free, upgrade when you need more customers, programs and messages. Cancel any time."
        />
        <div className="mx-auto mt-14 max-w-5xl">
          {tiers.status === 'pending' ? (
            <div className="grid gap-6 md:grid-cols-3" role="status" aria-busy="true" aria-label="Loading plans">
              {[0, 1, 2].map((index) => (
                <div key={index} className="h-[28rem] animate-pulse rounded-2xl border border-gray-200 bg-gray-50" />
              ))}
            </div>
          ) : tiers.status === 'error' ? (
            <Alert tone="error" className="mx-auto max-w-md">
              {errorMessage(tiers.error)}{' '}
              <button type="button" className="font-semibold underline" onClick={() => tiers.refetch()}>
                Try again
              </button>
            </Alert>
          ) : (
            <div className="grid gap-6 md:grid-cols-3">
              {sortTiersByPrice(tiers.data.tiers).map((tier) => (
                <PricingCard key={tier.id} tier={tier} trialDays={tiers.data.trialDays ?? 0} />
              ))}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

function PricingCard({ tier, trialDays }: { tier: TTier; trialDays: number }) {
  const popular = isMostPopular(tier);
  return (
    <article
      aria-label={tier.name}
      data-testid="pricing-card"
      className={cn(
        'relative flex flex-col rounded-2xl p-8',
        popular
          ? 'bg-gradient-to-b from-brand-50/70 to-white shadow-xl ring-2 shadow-brand-600/10 ring-brand-600'
          : 'border border-gray-200 bg-white shadow-xs',
      )}
    >
      {popular && (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white shadow-sm">
          Most Popular
        </span>
      )}
      <h3 className={cn('text-lg font-semibold', popular ? 'text-brand-600' : 'text-gray-900')}>{tier.name}</h3>
      <p className="mt-1 min-h-10 text-sm text-gray-500">{taglines[tier.name] ?? ''}</p>
      <p className="mt-5 flex items-baseline gap-1">
        <span className="text-4xl font-semibold tracking-tight text-gray-900">{formatPrice(tier.priceMonthly)}</span>
        <span className="text-sm font-medium text-gray-500">/month</span>
      </p>
      <Link
        to={signupHref(tier)}
        className={buttonClasses({ variant: popular ? 'primary' : 'secondary', className: 'mt-6 w-full' })}
      >
        {tierButtonLabel(tier)}
      </Link>
      <p className="mt-3 min-h-5 text-center text-sm text-gray-600" data-testid="plan-terms">
        {planTerms(tier.priceMonthly, trialDays)}
      </p>
      <ul className="mt-8 space-y-3 text-sm text-gray-700">
        {tierHighlights(tier).map((line) => (
          <li key={line} className="flex gap-3">
            <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
            {line}
          </li>
        ))}
      </ul>
    </article>
  );
}
