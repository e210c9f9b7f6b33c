import type { TAnalytics, TAnalyticsBucket, TAppMessageKey } from '@regulars/contracts';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartTooltip } from '../../components/charts/chart-tooltip.tsx';
import { FiguresTable, type TFiguresTable } from '../../components/charts/figures-table.tsx';
import { type TAppWords, useAppWords } from '../../lib/app-words.tsx';
import { formatCountIn } from '../../lib/format-number.ts';
import { ChartCard } from './chart-card.tsx';
import type { TCsvTable } from './csv.ts';
import { bucketLabel } from './format.ts';

export const COLORS = {
  brand: '#4f46e5',
  brandSoft: '#a5b4fc',
  green: '#10b981',
  amber: '#f59e0b',
  sky: '#0ea5e9',
  violet: '#8b5cf6',
  rose: '#f43f5e',
} as const;

type TSeries = TAnalytics['series'];
type TLine = { key: keyof TSeries[number]; name: TAppMessageKey; color: string };

const AXIS = { fontSize: 12, fill: '#6b7280' };

/** The axes, grid, tooltip and legend every trend shares, sized to read at 390 px; dates and numbers the user's way. */
function frame(bucket: TAnalyticsBucket, legend: boolean, words: TAppWords) {
  return [
    <CartesianGrid key="grid" vertical={false} stroke="#f3f4f6" />,
    <XAxis
      key="x"
      dataKey="date"
      tickFormatter={(d: string) => bucketLabel(d, bucket, words)}
      tick={AXIS}
      tickLine={false}
      axisLine={{ stroke: '#e5e7eb' }}
      minTickGap={24}
      interval="preserveStartEnd"
    />,
    <YAxis
      key="y"
      allowDecimals={false}
      tick={AXIS}
      tickLine={false}
      axisLine={false}
      width={36}
      tickFormatter={(n: number) => formatCountIn(n, words.locale)}
    />,
    <Tooltip
      key="tooltip"
      cursor={{ fill: '#f9fafb', stroke: '#e5e7eb' }}
      content={(props) => (
        <ChartTooltip
          active={props.active}
          payload={props.payload}
          label={props.label}
          labelFormatter={(d) => bucketLabel(d, bucket, words, true)}
        />
      )}
    />,
    legend ? <Legend key="legend" iconType="circle" iconSize={8} wrapperStyle={{ fontSize: 12 }} /> : null,
  ];
}

const isEmpty = (series: TSeries, lines: TLine[]) => series.every((p) => lines.every((l) => Number(p[l.key]) === 0));

// Bars are drawn at once: switching the period or turning a phone should not replay an animation.
function TrendBars({
  series,
  bucket,
  lines,
  stacked,
}: {
  series: TSeries;
  bucket: TAnalyticsBucket;
  lines: TLine[];
  stacked?: boolean;
}) {
  const words = useAppWords();
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart data={series} margin={{ top: 4, right: 8, left: -8, bottom: 0 }} barCategoryGap="12%" barGap={1}>
        {frame(bucket, lines.length > 1, words)}
        {lines.map((l, i) => (
          <Bar
            key={l.key}
            dataKey={l.key}
            name={words.t(l.name)}
            fill={l.color}
            stackId={stacked ? 'a' : undefined}
            radius={stacked && i < lines.length - 1 ? 0 : [3, 3, 0, 0]}
            maxBarSize={28}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

const BUCKET_NAMES = {
  day: 'analytics.bucket.day',
  week: 'analytics.bucket.week',
  month: 'analytics.bucket.month',
} as const satisfies Record<TAnalyticsBucket, TAppMessageKey>;

/** A chart's own numbers, bucket by bucket, for the table behind it. */
function figuresOf(series: TSeries, bucket: TAnalyticsBucket, lines: TLine[], words: TAppWords): TFiguresTable {
  return {
    columns: [words.t(BUCKET_NAMES[bucket]), ...lines.map((l) => words.t(l.name))],
    rows: series.map((p) => [
      bucketLabel(p.date, bucket, words, true),
      ...lines.map((l) => formatCountIn(Number(p[l.key]), words.locale)),
    ]),
  };
}

const NEW_CUSTOMERS: TLine = { key: 'newCustomers', name: 'analytics.trend.newCustomers', color: COLORS.brand };
const VISITS: TLine[] = [
  { key: 'visits', name: 'analytics.trend.line.visits', color: COLORS.brand },
  { key: 'purchases', name: 'analytics.trend.line.withPurchase', color: COLORS.green },
];
const REWARDS: TLine[] = [
  { key: 'rewardsEarned', name: 'analytics.trend.line.earned', color: COLORS.violet },
  { key: 'rewardsRedeemed', name: 'analytics.trend.line.redeemed', color: COLORS.amber },
];
const MESSAGES: TLine[] = [
  { key: 'smsSent', name: 'analytics.trend.line.sms', color: COLORS.sky },
  { key: 'emailSent', name: 'analytics.trend.line.email', color: COLORS.amber },
];

/** The four trends of the period, each a card with its empty state. */
export function TrendCharts({ analytics, seriesCsv }: { analytics: TAnalytics; seriesCsv: TCsvTable }) {
  const words = useAppWords();
  const { t } = words;
  const { series, range } = analytics;
  const { bucket } = range;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard
        title={t('analytics.trend.newCustomers')}
        description={t('analytics.trend.newCustomersAbout', { bucket })}
        empty={isEmpty(series, [NEW_CUSTOMERS])}
        emptyText={t('analytics.trend.newCustomersEmpty')}
        csv={seriesCsv}
      >
        <TrendBars series={series} bucket={bucket} lines={[NEW_CUSTOMERS]} />
        <FiguresTable
          label={t('analytics.trend.newCustomers')}
          table={figuresOf(series, bucket, [NEW_CUSTOMERS], words)}
        />
      </ChartCard>
      <ChartCard
        title={t('analytics.trend.visits')}
        description={t('analytics.trend.visitsAbout', { bucket })}
        empty={isEmpty(series, VISITS)}
        emptyText={t('analytics.trend.visitsEmpty')}
      >
        <TrendBars series={series} bucket={bucket} lines={VISITS} />
        <FiguresTable label={t('analytics.trend.visits')} table={figuresOf(series, bucket, VISITS, words)} />
      </ChartCard>
      <ChartCard
        title={t('analytics.trend.rewards')}
        description={t('analytics.trend.rewardsAbout', { bucket })}
        empty={isEmpty(series, REWARDS)}
        emptyText={t('analytics.trend.rewardsEmpty')}
      >
        <TrendBars series={series} bucket={bucket} lines={REWARDS} />
        <FiguresTable label={t('analytics.trend.rewards')} table={figuresOf(series, bucket, REWARDS, words)} />
      </ChartCard>
      <ChartCard
        title={t('analytics.trend.messages')}
        description={t('analytics.trend.messagesAbout', { bucket })}
        empty={isEmpty(series, MESSAGES)}
        emptyText={t('analytics.trend.messagesEmpty')}
      >
        <TrendBars series={series} bucket={bucket} lines={MESSAGES} stacked />
        <FiguresTable label={t('analytics.trend.messages')} table={figuresOf(series, bucket, MESSAGES, words)} />
      </ChartCard>
    </div>
  );
}
