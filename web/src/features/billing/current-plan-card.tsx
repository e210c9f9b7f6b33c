import type { TAppMessageKey, TSubscriptionSummary } from '@regulars/contracts';
import { CalendarClock, Coins, CreditCard, Crown } from 'lucide-react';
import type { ReactNode } from 'react';
import { SubscriptionStatusBadge } from '../../components/subscription-status-badge.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { type TAppWords, useAppWords } from '../../lib/app-words.tsx';
import { formatLongDate } from '../../lib/format-date.ts';
import { formatCountIn, formatPrice } from '../../lib/format-number.ts';
import { chargeValues, trialCountdownIn } from './trial-words.ts';

/** The free tier's name when the business has no tier: a plan's name, like every other, is not translated. */
const FREE_TIER = 'Free';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3 p-5">
      <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
        {icon}
      </div>
      <div className="min-w-0">
        <p className="text-xs font-medium tracking-wide text-gray-500 uppercase">{label}</p>
        <div className="mt-1 text-sm text-gray-900">{children}</div>
      </div>
    </div>
  );
}

/** The billing period in words; a trial says its days left and, below, when its first charge comes. */
function billingPeriod(s: TSubscriptionSummary, words: TAppWords): { main: string; detail?: string } {
  const { t, locale } = words;
  if (s.status === 'trial' && s.tierName && s.priceMonthly && s.trialEndsAt) {
    return {
      main: trialCountdownIn(words, s.tierName, s.trialDaysLeft ?? 0),
      detail:
        (s.trialDaysLeft ?? 0) > 0
          ? t('billing.trial.charge', chargeValues(words, s.priceMonthly, s.trialEndsAt))
          : undefined,
    };
  }
  if (!s.priceMonthly) return { main: t('billing.current.nothingToPay') };
  const date = s.periodEnd ? formatLongDate(s.periodEnd, undefined, locale) : null;
  if (s.status === 'canceled') {
    return { main: date ? t('billing.current.ended', { date }) : t('billing.current.noSubscription') };
  }
  return { main: date ? t('billing.current.renews', { date }) : t('billing.current.monthly') };
}

const PAYMENT_METHOD: Record<string, TAppMessageKey> = {
  ok: 'billing.current.paymentOk',
  failed: 'billing.current.paymentFailed',
};

/** Current plan, billing period, payment status and credits, with the billing portal button. */
export function CurrentPlanCard({
  summary,
  onManage,
  managing,
}: {
  summary: TSubscriptionSummary;
  /** Absent for a team member: only the team admin manages billing. */
  onManage?: () => void;
  managing: boolean;
}) {
  const words = useAppWords();
  const { t, language, locale } = words;
  const lapsed = summary.effectiveTierName !== (summary.tierName ?? summary.effectiveTierName);
  const period = billingPeriod(summary, words);
  const method = summary.paymentMethodStatus;
  const methodKey = method && Object.hasOwn(PAYMENT_METHOD, method) ? PAYMENT_METHOD[method] : undefined;
  // Any other status the server may add is shown as written in English, and left out in another language.
  const methodText = methodKey ? t(methodKey) : language === 'en' ? method : null;
  return (
    <Card>
      <div className="flex flex-col gap-3 border-b border-gray-100 px-6 py-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-base font-semibold text-gray-900">{t('billing.current.title')}</h2>
          <p className="text-sm text-gray-500">{t('billing.current.text')}</p>
        </div>
        {summary.hasBillingAccount && onManage && (
          <Button variant="secondary" onClick={onManage} loading={managing} className="self-start sm:self-center">
            <CreditCard className="size-4" aria-hidden />
            {t('billing.manage')}
          </Button>
        )}
      </div>
      <div className="grid divide-y divide-gray-100 sm:grid-cols-2 sm:divide-y-0 lg:grid-cols-4 lg:divide-x">
        <Fact icon={<Crown className="size-5" aria-hidden />} label={t('billing.current.plan')}>
          <p className="text-lg font-semibold" data-testid="current-plan">
            {summary.tierName ?? FREE_TIER}
          </p>
          <p className="text-gray-500">
            {summary.priceMonthly
              ? t('billing.current.price', { price: formatPrice(summary.priceMonthly, locale) })
              : t('billing.current.freeForever')}
          </p>
          {lapsed && (
            <Badge tone="amber" className="mt-1">
              {t('billing.current.lapsed', { tier: summary.effectiveTierName })}
            </Badge>
          )}
        </Fact>
        <Fact icon={<CalendarClock className="size-5" aria-hidden />} label={t('billing.current.period')}>
          <p className="font-medium" data-testid="billing-period">
            {period.main}
          </p>
          {period.detail && (
            <p className="text-gray-500" data-testid="billing-period-detail">
              {period.detail}
            </p>
          )}
        </Fact>
        <Fact icon={<CreditCard className="size-5" aria-hidden />} label={t('billing.current.payment')}>
          <div data-testid="payment-status">
            <SubscriptionStatusBadge status={summary.status} />
          </div>
          {methodText && (
            <p className={method === 'failed' ? 'mt-1 text-red-600' : 'mt-1 text-gray-500'}>{methodText}</p>
          )}
        </Fact>
        <Fact icon={<Coins className="size-5" aria-hidden />} label={t('billing.current.credits')}>
          <p className="text-lg font-semibold tabular-nums" data-testid="credits">
            {formatCountIn(summary.creditsRemaining, locale)}
          </p>
          <p className="text-gray-500">{t('billing.current.creditsText')}</p>
        </Fact>
      </div>
    </Card>
  );
}
