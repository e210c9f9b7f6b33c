import type { TAnalytics, TAnalyticsBucket } from '@regulars/contracts';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartTooltip } from '../../components/charts/chart-tooltip.tsx';
import { FiguresTable, type TFiguresTable } from '../../components/charts/figures-table.tsx';
import { formatCount } from '../../lib/format-number.ts';
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
type TLine = { key: keyof TSeries[number]; name: string; color: string };

const AXIS = { fontSize: 12, fill: '#6b7280' };

/** The axes, grid, tooltip and legend every trend shares, sized to read at 390 px. */
function frame(bucket: TAnalyticsBucket, legend: boolean) {
  return [
    <CartesianGrid key="grid" vertical={false} stroke="#f3f4f6" />,
    <XAxis
      key="x"
      dataKey="date"
      tickFormatter={(d: string) => bucketLabel(d, bucket)}
      tick={AXIS}
      tickLine={false}
      axisLine={{ stroke: '#e5e7eb' }}
      minTickGap={24}
      interval="preserveStartEnd"
    />,
    <YAxis key="y" allowDecimals={false} tick={AXIS} tickLine={false} axisLine={false} width={36} />,
    <Tooltip
      key="tooltip"
      cursor={{ fill: '#f9fafb', stroke: '#e5e7eb' }}
      content={(props) => (
        <ChartTooltip
          active={props.active}
          payload={props.payload}
          label={props.label}
          labelFormatter={(d) => bucketLabel(d, bucket, true)}
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
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart data={series} margin={{ top: 4, right: 8, left: -8, bottom: 0 }} barCategoryGap="12%" barGap={1}>
        {frame(bucket, lines.length > 1)}
        {lines.map((l, i) => (
          <Bar
            key={l.key}
            dataKey={l.key}
            name={l.name}
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

/** A chart's own numbers, bucket by bucket, for the table behind it. */
function figuresOf(series: TSeries, bucket: TAnalyticsBucket, lines: TLine[]): TFiguresTable {
  return {
    columns: [BUCKET_NAMES[bucket], ...lines.map((l) => l.name)],
    rows: series.map((p) => [bucketLabel(p.date, bucket, true), ...lines.map((l) => formatCount(Number(p[l.key])))]),
  };
}

const BUCKET_NAMES = { day: 'Day', week: 'Week', month: 'Month' } as const;

const PER = { day: 'per day', week: 'per week', month: 'per month' } as const;

/** The four trends of the period, each a card with its empty state. */
export function TrendCharts({ analytics, seriesCsv }: { analytics: TAnalytics; seriesCsv: TCsvTable }) {
  const { series, range } = analytics;
  const { bucket } = range;
  const newCustomers: TLine = { key: 'newCustomers', name: 'New customers', color: COLORS.brand };
  const visits: TLine[] = [
    { key: 'visits', name: 'Visits', color: COLORS.brand },
    { key: 'purchases', name: 'With a purchase', color: COLORS.green },
  ];
  const rewards: TLine[] = [
    { key: 'rewardsEarned', name: 'Earned', color: COLORS.violet },
    { key: 'rewardsRedeemed', name: 'Redeemed', color: COLORS.amber },
  ];
  const messages: TLine[] = [
    { key: 'smsSent', name: 'SMS', color: COLORS.sky },
    { key: 'emailSent', name: 'Email', color: COLORS.amber },
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard
        title="New customers"
        description={`Sign-ups ${PER[bucket]}`}
        empty={isEmpty(series, [newCustomers])}
        emptyText="No one joined in this period. Share your QR code to start the list."
        csv={seriesCsv}
      >
        <TrendBars series={series} bucket={bucket} lines={[newCustomers]} />
        <FiguresTable label="New customers" table={figuresOf(series, bucket, [newCustomers])} />
      </ChartCard>
      <ChartCard
        title="Visits and purchases"
        description={`Check-ins ${PER[bucket]}, and how many came with a purchase`}
        empty={isEmpty(series, visits)}
        emptyText="No visits recorded in this period. Check customers in at the counter to see them here."
      >
        <TrendBars series={series} bucket={bucket} lines={visits} />
        <FiguresTable label="Visits and purchases" table={figuresOf(series, bucket, visits)} />
      </ChartCard>
      <ChartCard
        title="Rewards earned vs redeemed"
        description={`Rewards ${PER[bucket]}`}
        empty={isEmpty(series, rewards)}
        emptyText="No rewards were earned or redeemed in this period."
      >
        <TrendBars series={series} bucket={bucket} lines={rewards} />
        <FiguresTable label="Rewards earned vs redeemed" table={figuresOf(series, bucket, rewards)} />
      </ChartCard>
      <ChartCard
        title="Messages by channel"
        description={`Sent ${PER[bucket]}`}
        empty={isEmpty(series, messages)}
        emptyText="No SMS or email was sent in this period."
      >
        <TrendBars series={series} bucket={bucket} lines={messages} stacked />
        <FiguresTable label="Messages by channel" table={figuresOf(series, bucket, messages)} />
      </ChartCard>
    </div>
  );
}
