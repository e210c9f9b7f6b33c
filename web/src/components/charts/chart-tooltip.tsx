import { useAppWords } from '../../lib/app-words.tsx';
import { formatCountIn } from '../../lib/format-number.ts';

type TEntry = { name?: string | number; value?: unknown; color?: string; dataKey?: unknown };

/** The tooltip every chart shares: the bucket, then one line per series with its colour. */
export function ChartTooltip({
  active,
  payload,
  label,
  labelFormatter,
}: {
  active?: boolean;
  payload?: readonly TEntry[];
  label?: string | number;
  labelFormatter?: (label: string) => string;
}) {
  const { locale } = useAppWords();
  if (!active || !payload?.length) return null;
  const title = labelFormatter ? labelFormatter(String(label)) : String(label);
  return (
    <div className="rounded-lg border border-gray-200 bg-white px-3 py-2 text-xs shadow-lg">
      <p className="mb-1 font-medium text-gray-900">{title}</p>
      {payload.map((p) => (
        <p key={String(p.dataKey ?? p.name)} className="flex items-center gap-2 text-gray-600">
          <span className="size-2 rounded-full" style={{ backgroundColor: p.color }} aria-hidden />
          <span>{p.name}</span>
          <span className="ml-auto pl-3 font-semibold text-gray-900 tabular-nums">
            {formatCountIn(Number(p.value), locale)}
          </span>
        </p>
      ))}
    </div>
  );
}
