import { type TTier, UNLIMITED } from '@regulars/contracts';
import { Check } from 'lucide-react';
import { Alert } from '../../components/ui/alert.tsx';
import { type TAppWords, useAppWords } from '../../lib/app-words.tsx';
import { cn } from '../../lib/cn.ts';
import { formatCountIn, formatPrice } from '../../lib/format-number.ts';
import { isMostPopular, sortTiersByPrice } from './pricing.ts';

type PlanChooserProps = {
  tiers: TTier[];
  /** TRIAL_DAYS; undefined while unknown (no terms line yet). */
  trialDays: number | undefined;
  value: string | null;
  onChange: (tierId: string) => void;
  disabled?: boolean;
};

/** '500 customers · 500 SMS a month' ('Clients illimités · 5 000 SMS par mois'): a plan's limits in the page's language. */
function limitsIn({ t, locale }: TAppWords, tier: TTier): string {
  const customers =
    tier.maxCustomers === UNLIMITED
      ? t('signin.plans.unlimitedCustomers')
      : t('signin.plans.customers', { count: tier.maxCustomers, customers: formatCountIn(tier.maxCustomers, locale) });
  const sms =
    tier.maxSmsMonthly === UNLIMITED
      ? t('signin.plans.unlimitedSms')
      : t('signin.plans.sms', { sms: formatCountIn(tier.maxSmsMonthly, locale) });
  return `${customers} · ${sms}`;
}

/**
 * Under a plan's name, in the page's language: 'Free forever', '14-day free trial, then $49/month', or '$49/month'
 * (pricing's planTerms, which the landing page shows, word for word in English).
 */
export function planTermsIn(words: TAppWords, priceMonthly: number, trialDays: number): string {
  if (priceMonthly === 0) return words.t('signin.plans.freeForever');
  const price = formatPrice(priceMonthly, words.locale);
  return trialDays > 0
    ? words.t('signin.plans.trialThen', { count: trialDays, price })
    : words.t('signin.plans.monthly', { price });
}

/** Radio cards for the sign-up form, cheapest first. */
export function PlanChooser({ tiers, trialDays, value, onChange, disabled }: PlanChooserProps) {
  const words = useAppWords();
  const { t, locale } = words;
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="text-sm font-medium text-gray-700">{t('signin.plans.choose')}</legend>
      <div className="mt-2 grid grid-cols-1 gap-2">
        {sortTiersByPrice(tiers).map((tier) => {
          const checked = tier.id === value;
          const detailsId = `plan-${tier.id}-details`;
          return (
            <label
              key={tier.id}
              className={cn(
                'relative flex cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                checked
                  ? 'border-brand-600 bg-brand-50/60 ring-1 ring-brand-600'
                  : 'border-gray-200 hover:border-gray-300',
              )}
            >
              <input
                type="radio"
                name="tier"
                value={tier.id}
                checked={checked}
                onChange={() => onChange(tier.id)}
                // Invisible but covering the whole card, so a click anywhere selects it.
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-xl opacity-0"
                aria-label={tier.name}
                aria-describedby={detailsId}
              />
              <span
                className={cn(
                  'flex size-5 shrink-0 items-center justify-center rounded-full border',
                  checked ? 'border-brand-600 bg-brand-600 text-white' : 'border-gray-300 bg-white',
                )}
                aria-hidden
              >
                {checked && <Check className="size-3" strokeWidth={3} />}
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-2">
                  <span className="text-sm font-semibold text-gray-900">{tier.name}</span>
                  {isMostPopular(tier) && (
                    <span className="rounded-full bg-brand-100 px-2 py-0.5 text-[11px] font-medium text-brand-700">
                      {t('signin.plans.popular')}
                    </span>
                  )}
                </span>
                <span id={detailsId} className="block text-xs text-gray-500">
                  <span className="block">{limitsIn(words, tier)}</span>
                  {trialDays !== undefined && (
                    <span className="block font-medium text-brand-700" data-testid="plan-terms">
                      {planTermsIn(words, tier.priceMonthly, trialDays)}
                    </span>
                  )}
                </span>
              </span>
              <span className="text-right text-sm">
                <span className="font-semibold text-gray-900">{formatPrice(tier.priceMonthly, locale)}</span>
                <span className="text-gray-500">{t('signin.plans.perMonth')}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The chooser's shape while tiers load, so the form below does not jump (and no click lands on a moving button). */
export function PlanChooserSkeleton({ id }: { id?: string }) {
  const { t } = useAppWords();
  return (
    <div id={id} role="status" aria-busy="true" aria-label={t('signin.plans.loading')} className="min-w-0">
      <p className="text-sm font-medium text-gray-700">{t('signin.plans.choose')}</p>
      <div className="mt-2 grid grid-cols-1 gap-2">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-[78px] animate-pulse rounded-xl border border-gray-200 bg-gray-50" />
        ))}
      </div>
    </div>
  );
}

/** Plans could not be loaded: say so plainly and offer another try (sign-up cannot go on without a plan). */
export function PlanChooserError({ id, onRetry, retrying }: { id?: string; onRetry: () => void; retrying: boolean }) {
  const { t } = useAppWords();
  return (
    <Alert id={id} tone="error">
      {t('signin.plans.loadFailed')}{' '}
      <button type="button" className="font-semibold underline" onClick={onRetry} disabled={retrying}>
        {retrying ? t('signin.plans.tryingAgain') : t('signin.plans.tryAgain')}
      </button>
    </Alert>
  );
}
