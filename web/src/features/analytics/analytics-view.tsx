import { type TAnalytics, type TAnalyticsQuery, ZAnalyticsQuery } from '@regulars/contracts';
import { Download } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useAnalytics } from '../../api/analytics.ts';
import { ApiError } from '../../api/client.ts';
import { useMessageDelivery } from '../../api/settings.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { cn } from '../../lib/cn.ts';
import { analyticsRefusal } from './analytics-refusals.ts';
import { ProgramBreakdown, QrCodeBreakdown } from './breakdown-tables.tsx';
import { CampaignsInPeriod } from './campaigns-in-period.tsx';
import { CounterBreakdownCard } from './counter-breakdown-card.tsx';
import { downloadCsv } from './csv.ts';
import { ExperimentsCard } from './experiments-card.tsx';
import { FigureGrid, FigureGridSkeleton } from './figure-card.tsx';
import { customerFigures, messageFigures, referralFigures, rewardFigures, summaryTable } from './figures.ts';
import { rangeLabel } from './format.ts';
import { LocationFilter, LocationScopeNote } from './location-filter.tsx';
import { MembershipComparison } from './membership-comparison.tsx';
import { PeriodPicker } from './period-picker.tsx';
import { RhythmCard } from './rhythm-card.tsx';
import { seriesTable } from './series-table.ts';
import { TrendCharts } from './trend-charts.tsx';

/** The period and the location in the address bar, so a reload or a shared link shows the same figures. */
function useQueryParam(): [TAnalyticsQuery, (q: TAnalyticsQuery) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = ZAnalyticsQuery.safeParse(Object.fromEntries(params));
  const query: TAnalyticsQuery = parsed.success ? parsed.data : { period: '30d' };
  const set = (q: TAnalyticsQuery) => {
    const next = new URLSearchParams();
    if (q.period !== '30d') next.set('period', q.period);
    if (q.period === 'custom' && q.from && q.to) {
      next.set('from', q.from);
      next.set('to', q.to);
    }
    if (q.location) next.set('location', q.location);
    setParams(next, { replace: true });
  };
  return [query, set];
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="space-y-3">
      <h2 className="text-sm font-semibold tracking-wide text-gray-500 uppercase">{title}</h2>
      {children}
    </section>
  );
}

function Figures({ analytics, query }: { analytics: TAnalytics; query: TAnalyticsQuery }) {
  const delivery = useMessageDelivery().data;
  const words = useAppWords();
  const { t } = words;
  return (
    <>
      <Section title={t('analytics.section.customers')}>
        <FigureGrid figures={customerFigures(analytics, words)} />
      </Section>
      <RhythmCard />
      <TrendCharts analytics={analytics} seriesCsv={seriesTable(analytics, words)} />
      <Section title={t('analytics.section.rewards')}>
        <FigureGrid figures={rewardFigures(analytics, words)} />
      </Section>
      <Section title={t('analytics.section.messages')}>
        <FigureGrid figures={messageFigures(analytics, words, delivery)} />
      </Section>
      {analytics.referrals && (
        <Section title={t('analytics.section.referrals')}>
          <FigureGrid figures={referralFigures(analytics, words)} />
        </Section>
      )}
      <CounterBreakdownCard query={query} />
      <CampaignsInPeriod analytics={analytics} />
      <ExperimentsCard query={query} range={analytics.range} />
      <div className="grid gap-4 lg:grid-cols-2">
        <QrCodeBreakdown analytics={analytics} />
        <ProgramBreakdown analytics={analytics} />
      </div>
      <MembershipComparison analytics={analytics} />
    </>
  );
}

function Loading() {
  const { t } = useAppWords();
  return (
    <>
      <FigureGridSkeleton count={8} label={t('analytics.loading')} />
      <div className="grid gap-4 lg:grid-cols-2">
        {['a', 'b', 'c', 'd'].map((k) => (
          <Card key={k} className="h-[312px] animate-pulse bg-gray-50" />
        ))}
      </div>
    </>
  );
}

const today = () => new Date().toISOString().slice(0, 10);

/** The analytics page: a period, its figures against the period before, the trends and the breakdowns. */
export function AnalyticsView() {
  const [query, setQuery] = useQueryParam();
  const words = useAppWords();
  const { t, locale } = words;
  const analytics = useAnalytics(query);
  const data = analytics.data;
  const stale = analytics.isPlaceholderData;
  const locationGone = Boolean(query.location) && analytics.error instanceof ApiError && analytics.error.status === 404;
  const range = data?.range;
  const description = range
    ? t('analytics.range', { range: rangeLabel(range.from, range.to, locale), days: range.days })
    : t('analytics.description');

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('analytics.title')}
        description={<span data-testid="analytics-range">{description}</span>}
        actions={
          <div className="flex w-full flex-col-reverse gap-2 sm:w-auto sm:flex-row sm:items-start">
            <Button
              variant="secondary"
              size="sm"
              className="h-10 sm:h-10"
              disabled={!data}
              onClick={() => data && downloadCsv(summaryTable(data, words))}
            >
              <Download className="size-4" aria-hidden />
              {t('analytics.export')}
            </Button>
            <LocationFilter value={query.location} onChange={(location) => setQuery({ ...query, location })} />
            <PeriodPicker
              value={query}
              onChange={(period) => setQuery({ ...period, location: query.location })}
              defaultTo={range?.to ?? today()}
            />
          </div>
        }
      />
      {analytics.isError ? (
        <LoadError
          title={t('analytics.loadFailed')}
          description={analyticsRefusal(words, analytics.error)}
          // A location deleted since the link was made: its figures are gone, the business's are not.
          onRetry={() => (locationGone ? setQuery({ ...query, location: undefined }) : analytics.refetch())}
          retrying={analytics.isFetching}
        />
      ) : !data ? (
        <Loading />
      ) : (
        <div className={cn('space-y-6 transition-opacity', stale && 'opacity-60')} aria-busy={stale}>
          {data.range.location && <LocationScopeNote name={data.range.location.name} />}
          <Figures analytics={data} query={query} />
        </div>
      )}
    </div>
  );
}
