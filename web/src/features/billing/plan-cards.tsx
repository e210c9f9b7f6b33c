import type { TAppMessageKey, TSubscriptionSummary, TTier } from '@regulars/contracts';
import { Check } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { cn } from '../../lib/cn.ts';
import { formatPrice } from '../../lib/format-number.ts';
import { isMostPopular, sortTiersByPrice } from '../pricing/index.ts';
import { planHighlights } from './plan-highlights.ts';
import { planAction, type TPlanAction } from './plan-select.ts';

/** A plan button's words, by planAction's English label. */
const ACTION_WORDS: Record<TPlanAction['label'], TAppMessageKey> = {
  'Current Plan': 'billing.action.current',
  Subscribe: 'billing.action.subscribe',
  Upgrade: 'billing.action.upgrade',
  'Switch Plan': 'billing.action.switch',
  Downgrade: 'billing.action.downgrade',
  'Choose Plan': 'billing.action.choose',
};

type PlanCardsProps = {
  tiers: TTier[];
  summary: TSubscriptionSummary;
  busyTierId: string | null;
  /** Absent for a team member: the cards then only show the plans. */
  onSelect?: (tier: TTier) => void;
};

/** One card per tier, cheapest first, with the current plan marked. */
export function PlanCards({ tiers, summary, busyTierId, onSelect }: PlanCardsProps) {
  const words = useAppWords();
  const { t, locale } = words;
  return (
    <div className="grid gap-5 md:grid-cols-3">
      {sortTiersByPrice(tiers).map((tier) => {
        const action = planAction(tier, summary);
        const isCurrent = tier.id === summary.tierId;
        const popular = isMostPopular(tier);
        return (
          <section
            key={tier.id}
            aria-label={t('billing.plans.card', { tier: tier.name })}
            className={cn(
              'relative flex flex-col rounded-2xl border bg-white p-6 shadow-xs',
              isCurrent ? 'border-brand-500 ring-2 ring-brand-500/30' : 'border-gray-200',
            )}
          >
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-lg font-semibold text-gray-900">{tier.name}</h3>
              {isCurrent ? (
                <Badge tone="brand">{t('billing.plans.current')}</Badge>
              ) : popular ? (
                <Badge tone="amber">{t('billing.plans.popular')}</Badge>
              ) : null}
            </div>
            <p className="mt-4 flex items-baseline gap-1">
              <span className="text-4xl font-semibold tracking-tight text-gray-900">
                {formatPrice(tier.priceMonthly, locale)}
              </span>
              <span className="text-sm text-gray-500">{t('billing.plans.perMonth')}</span>
            </p>
            <ul className="mt-6 flex-1 space-y-3 text-sm text-gray-700">
              {planHighlights(tier, words).map((line) => (
                <li key={line} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
                  {line}
                </li>
              ))}
            </ul>
            {onSelect && (
              <Button
                className="mt-8 w-full"
                variant={action.kind === 'checkout' ? 'primary' : 'secondary'}
                disabled={action.kind === 'current' || (busyTierId !== null && busyTierId !== tier.id)}
                loading={busyTierId === tier.id}
                onClick={() => onSelect(tier)}
              >
                {busyTierId === tier.id ? t('billing.plans.redirecting') : t(ACTION_WORDS[action.label])}
              </Button>
            )}
          </section>
        );
      })}
    </div>
  );
}
