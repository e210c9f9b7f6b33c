import type { TAnalyticsQuery, TCounterBreakdownRow, TMoney } from '@regulars/contracts';
import { useState } from 'react';
import { useCounterBreakdown } from '../../api/analytics.ts';
import { errorMessage } from '../../api/client.ts';
import { LoadError } from '../../components/ui/load-error.tsx';
import { SidewaysScroll } from '../../components/ui/sideways-scroll.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { RankBars } from './breakdown-tables.tsx';
import { ChartCard } from './chart-card.tsx';
import {
  COUNTER_COLUMNS,
  counterBreakdownCsv,
  counterCell,
  rowsOfView,
  type TBreakdownView,
} from './counter-breakdown-table.ts';
import { COLORS } from './trend-charts.tsx';

const VIEW_LABELS: Record<TBreakdownView, string> = { location: 'By location', staff: 'By staff' };
const VIEWS = Object.keys(VIEW_LABELS) as TBreakdownView[];

function BreakdownTable({ rows, view, money }: { rows: TCounterBreakdownRow[]; view: TBreakdownView; money: TMoney }) {
  return (
    <SidewaysScroll label={VIEW_LABELS[view]}>
      <table className="w-full text-sm" aria-label={VIEW_LABELS[view]}>
        <thead>
          <tr className="border-b border-gray-100 text-left text-xs font-medium text-gray-500">
            <th scope="col" className="sticky left-0 bg-white py-2 pr-3 pl-2 font-medium">
              {view === 'location' ? 'Location' : 'Staff member'}
            </th>
            {COUNTER_COLUMNS.map((column) => (
              <th key={column.key} scope="col" className="px-2 py-2 text-right font-medium whitespace-nowrap">
                {column.label}
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
                {row.name}
              </th>
              {COUNTER_COLUMNS.map((column) => (
                <td key={column.key} className="px-2 py-2 text-right whitespace-nowrap tabular-nums">
                  <span className="block text-gray-900">{counterCell(row.current, column, money)}</span>
                  <span className="block text-xs text-gray-500">was {counterCell(row.previous, column, money)}</span>
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
function VisitBars({ rows }: { rows: TCounterBreakdownRow[] }) {
  if (rows.every((r) => r.current.visits === 0 && r.previous.visits === 0)) return null;
  const bars = rows.map((r) => ({ label: r.name, visits: r.current.visits, before: r.previous.visits }));
  return (
    <div className="mb-3" data-testid="visit-bars">
      <RankBars
        rows={bars}
        bars={[
          { dataKey: 'visits', name: 'Visits', color: COLORS.brand },
          { dataKey: 'before', name: 'The period before', color: COLORS.brandSoft },
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
  if (breakdown.isError) {
    return (
      <LoadError
        title="Failed to load the counter by location and staff"
        description={errorMessage(breakdown.error, 'Please try again.')}
        onRetry={() => breakdown.refetch()}
        retrying={breakdown.isFetching}
      />
    );
  }
  const data = breakdown.data;
  return (
    <ChartCard
      title="At the counter"
      description="Visits, purchases, points and undos by location and by staff member, each over the period before"
      empty={!data || (data.byLocation.length === 0 && data.byStaff.length === 0)}
      emptyText="What your team records at the counter shows here, by location and by staff member."
      csv={data ? counterBreakdownCsv(data, view) : undefined}
    >
      <Tabs value={view} onValueChange={(value) => setView(value as TBreakdownView)}>
        <TabsList className="mx-2">
          {VIEWS.map((v) => (
            <TabsTrigger key={v} value={v}>
              {VIEW_LABELS[v]}
            </TabsTrigger>
          ))}
        </TabsList>
        {data &&
          VIEWS.map((v) => (
            <TabsContent key={v} value={v} className="mt-3">
              <VisitBars rows={rowsOfView(data, v)} />
              <BreakdownTable rows={rowsOfView(data, v)} view={v} money={data.range} />
            </TabsContent>
          ))}
      </Tabs>
    </ChartCard>
  );
}
