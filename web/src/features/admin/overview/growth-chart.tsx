import type { TAdminOverview } from '@regulars/contracts';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { formatCount, formatMoney } from '../../../lib/format-number.ts';

const AXIS = { fontSize: 12, fill: '#6b7280' };
const BRAND = '#4f46e5';
const GREEN = '#10b981';

/** 'Nov' for '2026-11'; 'Nov 2026' in the tooltip. */
function monthLabel(month: string, long = false): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return date.toLocaleDateString('en-US', { month: 'short', ...(long ? { year: 'numeric' } : {}), timeZone: 'UTC' });
}

function GrowthTooltip(props: {
  active?: boolean;
  label?: string | number;
  payload?: readonly { dataKey?: unknown; value?: unknown; color?: string }[];
}) {
  if (!props.active || !props.payload?.length) return null;
  return (
    <div className="rounded-lg border border-gray-200 bg-white px-3 py-2 text-xs shadow-lg">
      <p className="mb-1 font-semibold text-gray-900">{monthLabel(String(props.label), true)}</p>
      {props.payload.map((p) => (
        <p key={String(p.dataKey)} className="flex items-center gap-2 text-gray-600">
          <span className="size-2 rounded-full" style={{ background: p.color }} aria-hidden />
          {p.dataKey === 'mrr' ? `MRR ${formatMoney(Number(p.value))}` : `${formatCount(Number(p.value))} tenants`}
        </p>
      ))}
    </div>
  );
}

/** Tenants (bars) and MRR (line) at each of the last 12 month ends. */
export function GrowthChart({ data }: { data: TAdminOverview | undefined }) {
  const growth = data?.growth;
  const last = growth?.at(-1);
  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-end sm:justify-between">
        <div>
          <CardTitle>Growth</CardTitle>
          <CardDescription>Tenants and monthly recurring revenue over the last 12 months</CardDescription>
        </div>
        {last && (
          <p className="text-sm text-gray-500" data-testid="growth-latest">
            <span className="font-semibold text-gray-900 tabular-nums">{formatCount(last.tenants)}</span> tenants ·{' '}
            <span className="font-semibold text-gray-900 tabular-nums">{formatMoney(last.mrr)}</span> MRR
          </p>
        )}
      </CardHeader>
      <CardContent className="px-2 sm:px-4" data-testid="growth-chart">
        {!growth ? (
          <div className="h-64 animate-pulse rounded-lg bg-gray-50" role="status" aria-label="Loading" />
        ) : (
          <ResponsiveContainer width="100%" height={260}>
            <ComposedChart data={growth} margin={{ top: 8, right: 4, left: 4, bottom: 0 }} barCategoryGap="25%">
              <CartesianGrid vertical={false} stroke="#f3f4f6" />
              <XAxis
                dataKey="month"
                tickFormatter={(m: string) => monthLabel(m)}
                tick={AXIS}
                tickLine={false}
                axisLine={{ stroke: '#e5e7eb' }}
                interval="preserveStartEnd"
                minTickGap={12}
              />
              <YAxis yAxisId="tenants" allowDecimals={false} tick={AXIS} tickLine={false} axisLine={false} width={40} />
              <YAxis
                yAxisId="mrr"
                orientation="right"
                tick={AXIS}
                tickLine={false}
                axisLine={false}
                width={56}
                tickFormatter={(v: number) => (v >= 1000 ? `$${Math.round(v / 1000)}k` : `$${v}`)}
              />
              <Tooltip cursor={{ fill: '#f9fafb' }} content={(p) => <GrowthTooltip {...p} />} />
              <Legend iconType="circle" iconSize={8} wrapperStyle={{ fontSize: 12 }} />
              <Bar
                yAxisId="tenants"
                dataKey="tenants"
                name="Tenants"
                fill={BRAND}
                radius={[3, 3, 0, 0]}
                maxBarSize={28}
                isAnimationActive={false}
              />
              <Line
                yAxisId="mrr"
                dataKey="mrr"
                name="MRR"
                type="monotone"
                stroke={GREEN}
                strokeWidth={2.5}
                dot={false}
                activeDot={{ r: 4 }}
                isAnimationActive={false}
              />
            </ComposedChart>
          </ResponsiveContainer>
        )}
      </CardContent>
    </Card>
  );
}
