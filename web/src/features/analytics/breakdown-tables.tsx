import type { TAnalytics, TAppMessageKey } from '@regulars/contracts';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartTooltip } from '../../components/charts/chart-tooltip.tsx';
import { SidewaysScroll } from '../../components/ui/sideways-scroll.tsx';
import { type TAppWords, useAppWords } from '../../lib/app-words.tsx';
import { formatCountIn } from '../../lib/format-number.ts';
import { ChartCard } from './chart-card.tsx';
import type { TCsvTable } from './csv.ts';
import { COLORS } from './trend-charts.tsx';

const PROGRAM_TYPES: Record<string, TAppMessageKey> = {
  points: 'analytics.programType.points',
  stamp_card: 'analytics.programType.stampCard',
  rebate_code: 'analytics.programType.rebateCode',
  discount: 'analytics.programType.discount',
  free_item: 'analytics.programType.freeItem',
};

/** A program's type in words; one this screen does not know yet as the server names it. */
const programType = (type: string, words: TAppWords) =>
  Object.hasOwn(PROGRAM_TYPES, type) ? words.t(PROGRAM_TYPES[type] as TAppMessageKey) : type;

/** The server names a QR code without a location 'Unnamed QR code' (qr-code-figures.ts): said in the user's words. */
const UNNAMED_QR_CODE = 'Unnamed QR code';
const qrLocation = (location: string, words: TAppWords) =>
  location === UNNAMED_QR_CODE ? words.t('analytics.qr.unnamed') : location;

type TRankBar = { dataKey: string; name: string; color: string };

/**
 * Horizontal bars, one group per row, labels on the left: reads at 390 px however long the names are. A second bar
 * (the period before, in a soft colour) sits under each row's first.
 */
export function RankBars({ rows, bars }: { rows: { label: string }[]; bars: TRankBar[] }) {
  const { locale } = useAppWords();
  const height = Math.max(120, rows.length * (bars.length > 1 ? 56 : 40) + 24);
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={rows} layout="vertical" margin={{ top: 0, right: 16, left: 0, bottom: 0 }} barCategoryGap="25%">
        <CartesianGrid horizontal={false} stroke="#f3f4f6" />
        <XAxis
          type="number"
          allowDecimals={false}
          tickFormatter={(n: number) => formatCountIn(n, locale)}
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
  const { locale } = useAppWords();
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
                    {typeof cell === 'number' ? formatCountIn(cell, locale) : cell}
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

export function qrTable(a: TAnalytics, words: TAppWords): TCsvTable {
  const { t } = words;
  return {
    fileName: `analytics-qr-codes-${a.range.from}-to-${a.range.to}.csv`,
    columns: [
      t('analytics.csv.qr.location'),
      t('analytics.csv.qr.signups'),
      t('analytics.csv.qr.allTimeSignups'),
      t('analytics.csv.qr.scans'),
    ],
    rows: a.qrCodes.map((q) => [qrLocation(q.location, words), q.signups, q.allTimeSignups, q.scans]),
  };
}

export function programTable(a: TAnalytics, words: TAppWords): TCsvTable {
  const { t } = words;
  return {
    fileName: `analytics-programs-${a.range.from}-to-${a.range.to}.csv`,
    columns: [
      t('analytics.csv.program.program'),
      t('analytics.csv.program.type'),
      t('analytics.csv.program.members'),
      t('analytics.csv.program.joined'),
      t('analytics.csv.program.active'),
      t('analytics.csv.program.pointsIssued'),
      t('analytics.csv.program.rewardsEarned'),
    ],
    rows: a.programs.map((p) => [
      p.name,
      programType(p.type, words),
      p.members,
      p.joined,
      p.activeCustomers,
      p.pointsIssued,
      p.rewardsEarned,
    ]),
  };
}

export function QrCodeBreakdown({ analytics }: { analytics: TAnalytics }) {
  const words = useAppWords();
  const { t } = words;
  const rows = analytics.qrCodes.map((q) => {
    const location = qrLocation(q.location, words);
    return { ...q, location, label: location };
  });
  const csv = qrTable(analytics, words);
  return (
    <ChartCard
      title={t('analytics.qr.title')}
      description={t('analytics.qr.about')}
      empty={rows.every((r) => r.signups === 0)}
      emptyText={rows.length === 0 ? t('analytics.qr.none') : t('analytics.qr.empty')}
      csv={csv}
    >
      <RankBars rows={rows} bars={[{ dataKey: 'signups', name: t('analytics.qr.signups'), color: COLORS.brand }]} />
      <Table
        label={t('analytics.qr.table')}
        columns={[
          t('analytics.qr.location'),
          t('analytics.qr.period'),
          t('analytics.qr.allTime'),
          t('analytics.qr.scans'),
        ]}
        rows={rows.map((r) => [r.location, r.signups, r.allTimeSignups, r.scans])}
      />
      <p className="mt-3 px-2 text-xs text-gray-500">{t('analytics.qr.note')}</p>
    </ChartCard>
  );
}

export function ProgramBreakdown({ analytics }: { analytics: TAnalytics }) {
  const words = useAppWords();
  const { t } = words;
  const rows = analytics.programs.map((p) => ({ ...p, label: p.name }));
  return (
    <ChartCard
      title={t('analytics.programs.title')}
      description={t('analytics.programs.about')}
      empty={rows.length === 0 || rows.every((r) => r.activeCustomers === 0 && r.members === 0)}
      emptyText={rows.length === 0 ? t('analytics.programs.none') : t('analytics.programs.empty')}
      csv={programTable(analytics, words)}
    >
      <RankBars
        rows={rows}
        bars={[{ dataKey: 'activeCustomers', name: t('analytics.programs.active'), color: COLORS.violet }]}
      />
      <Table
        label={t('analytics.programs.table')}
        columns={[
          t('analytics.programs.program'),
          t('analytics.programs.members'),
          t('analytics.programs.joined'),
          t('analytics.programs.activeColumn'),
          t('analytics.programs.rewards'),
        ]}
        rows={rows.map((p) => [p.name, p.members, p.joined, p.activeCustomers, p.rewardsEarned])}
      />
    </ChartCard>
  );
}
