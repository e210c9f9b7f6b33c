import type { TAnalyticsPeriod, TAnalyticsQuery, TAppMessageKey } from '@regulars/contracts';
import { CalendarRange } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { cn } from '../../lib/cn.ts';

/** Each period's name, and its short label on the buttons. */
const LABELS: Record<TAnalyticsPeriod, TAppMessageKey> = {
  '7d': 'analytics.period.7d',
  '30d': 'analytics.period.30d',
  '90d': 'analytics.period.90d',
  '12m': 'analytics.period.12m',
  custom: 'analytics.period.custom',
};
const SHORT: Record<TAnalyticsPeriod, TAppMessageKey> = {
  '7d': 'analytics.period.short.7d',
  '30d': 'analytics.period.short.30d',
  '90d': 'analytics.period.short.90d',
  '12m': 'analytics.period.short.12m',
  custom: 'analytics.period.short.custom',
};
const PRESETS = ['7d', '30d', '90d', '12m'] as const;

/** The period buttons, and the two dates of a custom range. */
export function PeriodPicker({
  value,
  onChange,
  defaultTo,
}: {
  value: TAnalyticsQuery;
  onChange: (next: TAnalyticsQuery) => void;
  /** Today, for the custom range's first suggestion. */
  defaultTo: string;
}) {
  const { t } = useAppWords();
  const [customOpen, setCustomOpen] = useState(value.period === 'custom');
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? defaultTo);
  const [error, setError] = useState<string | null>(null);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    if (!from || !to) return setError(t('analytics.period.bothDates'));
    if (from > to) return setError(t('analytics.period.fromAfterTo'));
    setError(null);
    onChange({ period: 'custom', from, to });
  };

  return (
    <div className="flex flex-col items-stretch gap-2 sm:items-end">
      <fieldset
        className="inline-flex w-full rounded-lg bg-gray-100 p-1 sm:w-auto"
        aria-label={t('analytics.period.label')}
      >
        {[...PRESETS, 'custom' as const].map((p) => {
          const active = p === 'custom' ? customOpen || value.period === 'custom' : !customOpen && value.period === p;
          return (
            <button
              key={p}
              type="button"
              aria-pressed={active}
              title={t(LABELS[p])}
              onClick={() => {
                if (p === 'custom') return setCustomOpen(true);
                setCustomOpen(false);
                onChange({ period: p });
              }}
              className={cn(
                'h-8 flex-1 rounded-md px-3 text-sm font-medium whitespace-nowrap text-gray-600 transition-colors sm:flex-none',
                'hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-600',
                active && 'bg-white text-gray-900 shadow-sm',
              )}
            >
              <span className="sr-only">{t(LABELS[p])}</span>
              <span aria-hidden>{t(SHORT[p])}</span>
            </button>
          );
        })}
      </fieldset>
      {customOpen && (
        <form onSubmit={apply} className="flex flex-wrap items-end gap-2" aria-label={t('analytics.period.custom')}>
          <label
            htmlFor="analytics-from"
            className="flex flex-1 flex-col gap-1 text-xs font-medium text-gray-600 sm:flex-none"
          >
            {t('analytics.period.from')}
            <Input
              id="analytics-from"
              type="date"
              value={from}
              max={to || undefined}
              onChange={(e) => setFrom(e.target.value)}
              className="h-9"
            />
          </label>
          <label
            htmlFor="analytics-to"
            className="flex flex-1 flex-col gap-1 text-xs font-medium text-gray-600 sm:flex-none"
          >
            {t('analytics.period.to')}
            <Input
              id="analytics-to"
              type="date"
              value={to}
              min={from || undefined}
              onChange={(e) => setTo(e.target.value)}
              className="h-9"
            />
          </label>
          <Button type="submit" size="sm" className="h-9">
            <CalendarRange className="size-4" aria-hidden />
            {t('analytics.period.apply')}
          </Button>
          {error && (
            <p role="alert" className="w-full text-xs text-red-600">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
