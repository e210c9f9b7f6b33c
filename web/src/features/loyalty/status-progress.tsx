import { formatFactor, statusCountedText, statusNextText, type TCustomerStatus } from '@regulars/contracts';
import { Award } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { formatLongDate } from '../../lib/format-date.ts';
import { useWords } from '../../lib/words.tsx';

/** How far along the way to the next tier: measured from zero, as the thresholds are. */
const percentTo = (status: TCustomerStatus) =>
  status.next ? Math.min(100, Math.round((status.measure / Math.max(1, status.next.threshold)) * 100)) : 100;

/**
 * A customer's status tier: the tier and what it earns, what they have counted in the window, and what is left to the
 * next tier (or that they are at the top); while they no longer qualify, the day they keep it until. The counter,
 * the customer's page and the portal show the same.
 */
export function StatusProgress({
  status,
  timeZone,
  reader = 'staff',
  className,
}: {
  status: TCustomerStatus;
  timeZone?: string;
  /** Who reads it: staff about the customer, or the customer about themselves (the portal). */
  reader?: 'staff' | 'customer';
  className?: string;
}) {
  const words = useWords();
  const { t } = words;
  const { tier } = status;
  const next = statusNextText(status, words);
  const until = status.keepsUntil ? formatLongDate(status.keepsUntil, timeZone, words.locale) : '';
  return (
    <div className={cn('space-y-2', className)} data-testid="status-progress">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="flex items-center gap-1.5 text-sm font-semibold text-gray-900">
          <Award className={cn('size-4 shrink-0', tier ? 'text-amber-500' : 'text-gray-400')} aria-hidden />
          {tier
            ? t('portal.tierStatus', { tier: tier.name })
            : reader === 'customer'
              ? t('portal.noTierYet')
              : t('status.noTierYet')}
        </p>
        {tier && tier.factor > 1 && (
          <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200 ring-inset">
            {t('portal.tierFactor', { factor: formatFactor(tier.factor) })}
          </span>
        )}
        <p className="text-sm text-gray-500">{statusCountedText(status, words)}</p>
      </div>
      <div
        className="h-2 overflow-hidden rounded-full bg-gray-100"
        role="progressbar"
        aria-label={status.next ? t('portal.progressTo', { tier: status.next.name }) : t('portal.topTierReached')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percentTo(status)}
      >
        <div className="h-full rounded-full bg-amber-400" style={{ width: `${percentTo(status)}%` }} />
      </div>
      <p className="text-sm text-gray-600">{next ?? t('portal.topTier')}</p>
      {tier && status.keepsUntil && (
        <p className="text-sm text-amber-800">
          {reader === 'customer'
            ? t('portal.keepTierUntil', { tier: tier.name, date: until })
            : t('status.keepsUntil', { tier: tier.name, date: until })}
        </p>
      )}
    </div>
  );
}
