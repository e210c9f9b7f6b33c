import type { TAnalyticsQuery, TAppMessageKey, TCounterBreakdownRow, TMoney } from '@regulars/contracts';
import { useState } from 'react';
import { useCounterBreakdown } from '../../api/analytics.ts';
import { LoadError } from '../../components/ui/load-error.tsx';
import { SidewaysScroll } from '../../components/ui/sideways-scroll.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { analyticsRefusal } from './analytics-refusals.ts';
import { RankBars } from './breakdown-tables.tsx';
import { ChartCard } from './chart-card.tsx';
import {
  COUNTER_COLUMNS,
  counterBreakdownCsv,
  counterCell,
  rowName,
  rowsOfView,
  type TBreakdownView,
} from './counter-breakdown-table.ts';
import { COLORS } from './trend-charts.tsx';

const VIEW_LABELS: Record<TBreakdownView, TAppMessageKey> = {
  location: 'analytics.counter.byLocation',
  staff: 'analytics.counter.byStaff',
};
const VIEWS = Object.keys(VIEW_LABELS) as TBreakdownView[];

function BreakdownTable({ rows, view, money }: { rows: TCounterBreakdownRow[]; view: TBreakdownView; money: TMoney }) {
  const words = useAppWords();
  const { t, locale } = words;
  return (
    <SidewaysScroll label={t(VIEW_LABELS[view])}>
      <table className="w-full text-sm" aria-label={t(VIEW_LABELS[view])}>
        <thead>
          <tr className="border-b border-gray-100 text-left text-xs font-medium text-gray-500">
            <th scope="col" className="sticky left-0 bg-white py-2 pr-3 pl-2 font-medium">
              {t(view === 'location' ? 'analytics.counter.location' : 'analytics.counter.staffMember')}
            </th>
            {COUNTER_COLUMNS.map((column) => (
              <th key={column.key} scope="col" className="px-2 py-2 text-right font-medium whitespace-nowrap">
                {t(column.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id ?? 'none'} className="border-b border-gray-50 last:border-0" data-testid="breakdown-row">
              <th
                scope="row"
                className="sticky left-0 max-w-[12rem] truncate bg-white py-2 pr-3 pl-2 text-left font-normal text-gray-900"
              >
                {rowName(row, view, words)}
              </th>
              {COUNTER_COLUMNS.map((column) => (
                <td key={column.key} className="px-2 py-2 text-right whitespace-nowrap tabular-nums">
                  <span className="block text-gray-900">{counterCell(row.current, column, money, locale)}</span>
                  <span className="block text-xs text-gray-500">
                    {t('analytics.counter.was', { value: counterCell(row.previous, column, money, locale) })}
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </SidewaysScroll>
  );
}

/** Each row's visits as a bar, the period before's under it: who and where is busy, at a glance. */
function VisitBars({ rows, view }: { rows: TCounterBreakdownRow[]; view: TBreakdownView }) {
  const words = useAppWords();
  const { t } = words;
  if (rows.every((r) => r.current.visits === 0 && r.previous.visits === 0)) return null;
  const bars = rows.map((r) => ({
    label: rowName(r, view, words),
    visits: r.current.visits,
    before: r.previous.visits,
  }));
  return (
    <div className="mb-3" data-testid="visit-bars">
      <RankBars
        rows={bars}
        bars={[
          { dataKey: 'visits', name: t('analytics.counter.visits'), color: COLORS.brand },
          { dataKey: 'before', name: t('analytics.counter.periodBefore'), color: COLORS.brandSoft },
        ]}
      />
    </div>
  );
}

/**
 * What each location and each team member recorded at the counter in the period, each figure over the one of the
 * period before; the undo count and rate side by side (many undos at one till is worth a look).
 */
export function CounterBreakdownCard({ query }: { query: TAnalyticsQuery }) {
  const [view, setView] = useState<TBreakdownView>('location');
  const breakdown = useCounterBreakdown(query);
  const words = useAppWords();
  const { t } = words;
  if (breakdown.isError) {
    return (
      <LoadError
        title={t('analytics.counter.loadFailed')}
        description={analyticsRefusal(words, breakdown.error)}
        onRetry={() => breakdown.refetch()}
        retrying={breakdown.isFetching}
      />
    );
  }
  const data = breakdown.data;
  return (
    <ChartCard
      title={t('analytics.counter.title')}
      description={t('analytics.counter.about')}
      empty={!data || (data.byLocation.length === 0 && data.byStaff.length === 0)}
      emptyText={t('analytics.counter.empty')}
      csv={data ? counterBreakdownCsv(data, view, words) : undefined}
    >
      <Tabs value={view} onValueChange={(value) => setView(value as TBreakdownView)}>
        <TabsList className="mx-2">
          {VIEWS.map((v) => (
            <TabsTrigger key={v} value={v}>
              {t(VIEW_LABELS[v])}
            </TabsTrigger>
          ))}
        </TabsList>
        {data &&
          VIEWS.map((v) => (
            <TabsContent key={v} value={v} className="mt-3">
              <VisitBars rows={rowsOfView(data, v)} view={v} />
              <BreakdownTable rows={rowsOfView(data, v)} view={v} money={data.range} />
            </TabsContent>
          ))}
      </Tabs>
    </ChartCard>
  );
}
