import type { TAnalytics } from '@regulars/contracts';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartTooltip } from '../../components/charts/chart-tooltip.tsx';
import { SidewaysScroll } from '../../components/ui/sideways-scroll.tsx';
import { formatCount } from '../../lib/format-number.ts';
import { ChartCard } from './chart-card.tsx';
import type { TCsvTable } from './csv.ts';
import { COLORS } from './trend-charts.tsx';

const PROGRAM_TYPES: Record<string, string> = {
  points: 'Points',
  stamp_card: 'Stamp card',
  rebate_code: 'Rebate code',
  discount: 'Discount',
  free_item: 'Free item',
};

type TRankBar = { dataKey: string; name: string; color: string };

/**
 * Horizontal bars, one group per row, labels on the left: reads at 390 px however long the names are. A second bar
 * (the period before, in a soft colour) sits under each row's first.
 */
export function RankBars({ rows, bars }: { rows: { label: string }[]; bars: TRankBar[] }) {
  const height = Math.max(120, rows.length * (bars.length > 1 ? 56 : 40) + 24);
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={rows} layout="vertical" margin={{ top: 0, right: 16, left: 0, bottom: 0 }} barCategoryGap="25%">
        <CartesianGrid horizontal={false} stroke="#f3f4f6" />
        <XAxis
          type="number"
          allowDecimals={false}
          tick={{ fontSize: 12, fill: '#6b7280' }}
          tickLine={false}
          axisLine={false}
        />
        <YAxis
          type="category"
          dataKey="label"
          width={112}
          tick={{ fontSize: 12, fill: '#374151' }}
          tickLine={false}
          axisLine={false}
          tickFormatter={(s: string) => (s.length > 15 ? `${s.slice(0, 14)}…` : s)}
        />
        <Tooltip
          cursor={{ fill: '#f9fafb' }}
          content={(props) => <ChartTooltip active={props.active} payload={props.payload} label={props.label} />}
        />
        {bars.length > 1 && (
          <Legend
            iconType="circle"
            iconSize={8}
            wrapperStyle={{ fontSize: 12 }}
            // The soft colour of the period before is for its bar, not for words to read.
            formatter={(value) => <span className="text-gray-700">{value}</span>}
          />
        )}
        {bars.map((b) => (
          <Bar
            key={b.dataKey}
            dataKey={b.dataKey}
            name={b.name}
            fill={b.color}
            radius={[0, 3, 3, 0]}
            maxBarSize={22}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

function Table({ columns, rows, label }: { columns: string[]; rows: (string | number)[][]; label: string }) {
  return (
    <div className="mt-3">
      <SidewaysScroll label={label}>
        <table className="w-full text-sm" aria-label={label}>
          <thead>
            <tr className="border-b border-gray-100 text-left text-xs font-medium text-gray-500">
              {columns.map((c, i) => (
                <th
                  key={c}
                  className={
                    i === 0 ? 'py-2 pr-3 pl-2 font-medium' : 'px-2 py-2 text-right font-medium whitespace-nowrap'
                  }
                >
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={String(r[0])} className="border-b border-gray-50 last:border-0">
                {r.map((cell, i) => (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells of one row keep their places
                    key={i}
                    className={
                      i === 0
                        ? 'max-w-[12rem] truncate py-2 pr-3 pl-2 text-gray-900'
                        : 'px-2 py-2 text-right text-gray-700 tabular-nums'
                    }
                  >
                    {typeof cell === 'number' ? formatCount(cell) : cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </SidewaysScroll>
    </div>
  );
}

export function qrTable(a: TAnalytics): TCsvTable {
  return {
    fileName: `analytics-qr-codes-${a.range.from}-to-${a.range.to}.csv`,
    columns: ['location', 'sign-ups in period', 'sign-ups all time', 'scans all time'],
    rows: a.qrCodes.map((q) => [q.location, q.signups, q.allTimeSignups, q.scans]),
  };
}

export function programTable(a: TAnalytics): TCsvTable {
  return {
    fileName: `analytics-programs-${a.range.from}-to-${a.range.to}.csv`,
    columns: ['program', 'type', 'members', 'joined in period', 'active in period', 'points issued', 'rewards earned'],
    rows: a.programs.map((p) => [
      p.name,
      PROGRAM_TYPES[p.type] ?? p.type,
      p.members,
      p.joined,
      p.activeCustomers,
      p.pointsIssued,
      p.rewardsEarned,
    ]),
  };
}

export function QrCodeBreakdown({ analytics }: { analytics: TAnalytics }) {
  const rows = analytics.qrCodes.map((q) => ({ ...q, label: q.location }));
  const csv = qrTable(analytics);
  return (
    <ChartCard
      title="Enrolment by QR code location"
      description="Sign-ups through each code in this period"
      empty={rows.every((r) => r.signups === 0)}
      emptyText={
        rows.length === 0
          ? 'You have no QR codes yet. Generate one for your counter to see sign-ups by location.'
          : 'No one signed up through a QR code in this period.'
      }
      csv={csv}
    >
      <RankBars rows={rows} bars={[{ dataKey: 'signups', name: 'Sign-ups', color: COLORS.brand }]} />
      <Table
        label="Sign-ups by QR code"
        columns={['Location', 'Period', 'All time', 'Scans']}
        rows={rows.map((r) => [r.location, r.signups, r.allTimeSignups, r.scans])}
      />
      <p className="mt-3 px-2 text-xs text-gray-500">
        A sign-up that agreed to no messages is counted only in the all-time figure.
      </p>
    </ChartCard>
  );
}

export function ProgramBreakdown({ analytics }: { analytics: TAnalytics }) {
  const rows = analytics.programs.map((p) => ({ ...p, label: p.name }));
  return (
    <ChartCard
      title="Top programs"
      description="Customers who earned or redeemed in each program this period"
      empty={rows.length === 0 || rows.every((r) => r.activeCustomers === 0 && r.members === 0)}
      emptyText={
        rows.length === 0 ? 'Create a loyalty program to see how it performs.' : 'No program activity in this period.'
      }
      csv={programTable(analytics)}
    >
      <RankBars rows={rows} bars={[{ dataKey: 'activeCustomers', name: 'Active customers', color: COLORS.violet }]} />
      <Table
        label="Programs"
        columns={['Program', 'Members', 'Joined', 'Active', 'Rewards']}
        rows={rows.map((p) => [p.name, p.members, p.joined, p.activeCustomers, p.rewardsEarned])}
      />
    </ChartCard>
  );
}
