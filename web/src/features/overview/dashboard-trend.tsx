import type { TAppMessageKey, TDashboardTrend } from '@regulars/contracts';
import { ArrowDownRight, ArrowRight, ArrowUpRight, BarChart3 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useDashboardTrend } from '../../api/customers.ts';
import { FiguresTable } from '../../components/charts/figures-table.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { refusalIn } from '../../lib/app-refusal.ts';
import { useAppWords } from '../../lib/app-words.tsx';
import { cn } from '../../lib/cn.ts';
import { formatCalendarDay } from '../../lib/format-date.ts';
import { formatCountIn } from '../../lib/format-number.ts';
import { trendChange } from './trend-change.ts';

const TrendSparkline = lazy(() => import('./trend-sparkline.tsx'));

type TFigure = keyof TDashboardTrend['current'];

const FIGURES: { key: TFigure; name: TAppMessageKey; color: string }[] = [
  { key: 'visits', name: 'dashboard.trend.visits', color: '#4f46e5' },
  { key: 'newCustomers', name: 'dashboard.trend.newCustomers', color: '#8b5cf6' },
  { key: 'rewardsRedeemed', name: 'dashboard.trend.rewardsRedeemed', color: '#f59e0b' },
];

const ARROWS = { up: ArrowUpRight, down: ArrowDownRight, same: ArrowRight };
const TONES = { up: 'text-emerald-700', down: 'text-red-700', same: 'text-gray-500' };

function FigureTrend({ trend, figure }: { trend: TDashboardTrend; figure: (typeof FIGURES)[number] }) {
  const words = useAppWords();
  const { t, locale } = words;
  const change = trendChange(trend.current[figure.key], trend.previous[figure.key], words);
  const Arrow = ARROWS[change.direction];
  const name = t(figure.name);
  return (
    <div className="min-w-0" data-testid={`trend-${figure.key}`}>
      <p className="text-sm text-gray-500">{name}</p>
      <p className="mt-1 text-2xl font-semibold text-gray-900 tabular-nums">
        {formatCountIn(trend.current[figure.key], locale)}
      </p>
      <p className={cn('mt-0.5 flex items-center gap-1 text-xs', TONES[change.direction])}>
        <Arrow className="size-3.5 shrink-0" aria-hidden />
        <span data-testid="trend-change">{change.text}</span>
      </p>
      <div className="mt-3 h-16">
        <Suspense fallback={<div className="h-16 animate-pulse rounded bg-gray-50" />}>
          <TrendSparkline days={trend.days} dataKey={figure.key} name={name} color={figure.color} />
        </Suspense>
      </div>
      <p className="mt-1 flex justify-between text-[11px] text-gray-500" aria-hidden>
        <span>{formatCalendarDay(trend.from, locale)}</span>
        <span>{formatCalendarDay(trend.to, locale)}</span>
      </p>
    </div>
  );
}

/**
 * The dashboard's last 30 days at a glance: visits, new customers and rewards redeemed, each with its total, the change
 * against the 30 days before, and its days as small bars; the same numbers as a table behind them.
 */
export function DashboardTrend() {
  const words = useAppWords();
  const { t, locale } = words;
  const query = useDashboardTrend();
  const trend = query.data;
  const quiet = trend && FIGURES.every((f) => trend.current[f.key] === 0 && trend.previous[f.key] === 0);
  const day = (date: string) => formatCalendarDay(date, locale);
  return (
    <Card data-testid="dashboard-trend">
      <CardHeader>
        <CardTitle>{t('dashboard.trend.title')}</CardTitle>
        <CardDescription>
          {trend
            ? t('dashboard.trend.range', { from: day(trend.from), to: day(trend.to) })
            : t('dashboard.trend.about')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {query.isError ? (
          <p className="text-sm text-red-700" role="alert">
            {refusalIn(words, query.error, {}, 'dashboard.trend.failed')}
          </p>
        ) : !trend ? (
          <div
            className="grid h-36 gap-6 sm:grid-cols-3"
            role="status"
            aria-busy="true"
            aria-label={t('dashboard.trend.loading')}
          >
            {FIGURES.map((f) => (
              <div key={f.key} className="animate-pulse rounded-lg bg-gray-50" />
            ))}
          </div>
        ) : quiet ? (
          <EmptyState
            icon={BarChart3}
            title={t('dashboard.trend.emptyTitle')}
            description={t('dashboard.trend.emptyText')}
            className="py-8"
          />
        ) : (
          <>
            <div className="grid gap-6 sm:grid-cols-3">
              {FIGURES.map((f) => (
                <FigureTrend key={f.key} trend={trend} figure={f} />
              ))}
            </div>
            <FiguresTable
              label={t('dashboard.trend.table')}
              table={{
                columns: [t('dashboard.trend.day'), ...FIGURES.map((f) => t(f.name))],
                rows: [...trend.days]
                  .reverse()
                  .map((d) => [day(d.date), ...FIGURES.map((f) => formatCountIn(d[f.key], locale))]),
              }}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
