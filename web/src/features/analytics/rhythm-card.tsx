import type { TAppMessageKey, TRhythmFigures } from '@regulars/contracts';
import { HeartPulse } from 'lucide-react';
import { Link } from 'react-router';
import { useRhythmFigures } from '../../api/analytics.ts';
import { useBusinessTimeZone } from '../../api/use-business-time-zone.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { formatZonedDateTime } from '../../lib/format-date.ts';
import { formatCountIn } from '../../lib/format-number.ts';
import { analyticsRefusal } from './analytics-refusals.ts';

const FIGURES: { key: keyof Omit<TRhythmFigures, 'refreshedAt'>; label: TAppMessageKey; hint: TAppMessageKey }[] = [
  { key: 'overdue', label: 'analytics.rhythm.overdue', hint: 'analytics.rhythm.overdueHint' },
  { key: 'atRisk', label: 'analytics.rhythm.atRisk', hint: 'analytics.rhythm.atRiskHint' },
  { key: 'withRhythm', label: 'analytics.rhythm.withRhythm', hint: 'analytics.rhythm.withRhythmHint' },
];

/**
 * Analytics → the customers by their own rhythm today (issue 55), whatever the period chosen: overdue now, at risk
 * this week, with a rhythm at all, from the rhythms kept every night, and where to act on them.
 */
export function RhythmCard() {
  const words = useAppWords();
  const { t, locale } = words;
  const zone = useBusinessTimeZone();
  const query = useRhythmFigures();
  const figures = query.data;
  return (
    <Card data-testid="rhythm-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <HeartPulse className="size-4 text-gray-500" aria-hidden />
          {t('analytics.rhythm.title')}
        </CardTitle>
        <CardDescription>{t('analytics.rhythm.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {query.isError ? (
          <LoadError
            title={t('analytics.rhythm.loadFailed')}
            description={analyticsRefusal(words, query.error)}
            onRetry={() => query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <dl className="grid gap-3 sm:grid-cols-3" aria-busy={!figures || undefined}>
            {FIGURES.map(({ key, label, hint }) => (
              <div key={key} className="rounded-lg border border-gray-100 bg-gray-50/60 px-4 py-3">
                <dt className="text-sm font-medium text-gray-600">{t(label)}</dt>
                <dd className="mt-1 text-2xl font-semibold text-gray-900 tabular-nums" data-testid={`rhythm-${key}`}>
                  {figures ? formatCountIn(figures[key], locale) : '—'}
                </dd>
                <dd className="mt-0.5 text-xs text-gray-500">{t(hint)}</dd>
              </div>
            ))}
          </dl>
        )}
        {figures && (
          <p className="text-sm text-gray-600">
            {figures.refreshedAt
              ? t('analytics.rhythm.refreshed', { date: formatZonedDateTime(figures.refreshedAt, zone, locale) })
              : t('analytics.rhythm.notYet')}{' '}
            <Link to="/campaigns" className="font-medium text-brand-600 hover:text-brand-700">
              {t('analytics.rhythm.act')}
            </Link>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
