import type { TSubscriptionSummary } from '@regulars/contracts';
import { MessageSquareText } from 'lucide-react';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { cn } from '../../lib/cn.ts';
import { formatCountIn } from '../../lib/format-number.ts';
import { limitIn } from './plan-highlights.ts';

function Meter({ label, used, max }: { label: string; used: number; max: number }) {
  const words = useAppWords();
  const unlimited = max === -1;
  const percent = unlimited ? 0 : max > 0 ? Math.min(100, Math.round((used / max) * 100)) : 100;
  const tone = percent >= 100 ? 'bg-red-500' : percent >= 80 ? 'bg-amber-400' : 'bg-brand-600';
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-gray-900">{label}</span>
        <span className="text-gray-500 tabular-nums">
          {words.t('billing.usage.of', { used: formatCountIn(used, words.locale), max: limitIn(max, words) })}
        </span>
      </div>
      <div
        className="mt-2 h-2 overflow-hidden rounded-full bg-gray-100"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div
          className={cn('h-full rounded-full transition-all', unlimited ? 'bg-emerald-400' : tone)}
          style={{ width: unlimited ? '100%' : `${percent}%` }}
        />
      </div>
    </div>
  );
}

/** What the plan's limits allow and how much of it is used; SMS in segments, as they are charged. */
export function UsageMeters({ usage }: { usage: TSubscriptionSummary['usage'] }) {
  const { t } = useAppWords();
  return (
    <Card>
      <CardContent className="space-y-5">
        <div className="grid gap-6 sm:grid-cols-2">
          <Meter label={t('billing.usage.customers')} used={usage.customers} max={usage.maxCustomers} />
          <Meter label={t('billing.usage.sms')} used={usage.smsMonthly} max={usage.maxSmsMonthly} />
        </div>
        <div
          data-testid="sms-segment-rule"
          className="flex gap-3 rounded-lg bg-gray-50 px-4 py-3 text-sm text-gray-600"
        >
          <MessageSquareText className="mt-0.5 size-4 shrink-0 text-gray-400" aria-hidden />
          <div className="space-y-1">
            <p className="font-medium text-gray-800">{t('billing.usage.segmentRule')}</p>
            <p>{t('billing.usage.segmentCreditsRule')}</p>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
