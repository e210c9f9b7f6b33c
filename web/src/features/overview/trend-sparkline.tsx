import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis } from 'recharts';
import { ChartTooltip } from '../../components/charts/chart-tooltip.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { formatCalendarDay } from '../../lib/format-date.ts';

/**
 * One figure's 30 days as small bars (loaded on its own, after the dashboard's numbers: the chart library is the
 * heaviest part of the page). Its numbers are in the card's table too.
 */
export default function TrendSparkline({
  days,
  dataKey,
  name,
  color,
}: {
  days: { date: string }[];
  dataKey: string;
  name: string;
  color: string;
}) {
  const { locale } = useAppWords();
  return (
    <ResponsiveContainer width="100%" height={64}>
      <BarChart data={days} margin={{ top: 2, right: 0, left: 0, bottom: 0 }} barCategoryGap="15%">
        <XAxis dataKey="date" hide />
        <Tooltip
          cursor={{ fill: '#f3f4f6' }}
          content={(props) => (
            <ChartTooltip
              active={props.active}
              payload={props.payload}
              label={props.label}
              labelFormatter={(date) => formatCalendarDay(date, locale)}
            />
          )}
        />
        <Bar
          dataKey={dataKey}
          name={name}
          fill={color}
          radius={[2, 2, 0, 0]}
          minPointSize={1}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
