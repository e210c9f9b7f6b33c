import { cn } from '../../lib/cn.ts';

/** The axis end for ranges reaching `furthest` either side of zero: 1, 2 or 5 times a power of ten, at least `floor`. */
export function niceExtent(furthest: number, floor = 1): number {
  const target = Math.max(Math.abs(furthest), floor);
  const power = 10 ** Math.floor(Math.log10(target));
  const step = [1, 2, 5, 10].find((m) => m * power >= target) ?? 10;
  return step * power;
}

const TONES = {
  up: { range: 'bg-emerald-300', dot: 'bg-emerald-600' },
  down: { range: 'bg-red-300', dot: 'bg-red-600' },
  unsure: { range: 'bg-amber-200', dot: 'bg-amber-500' },
} as const;

/**
 * A 95% range drawn against zero: the axis runs from −extent to +extent with a line where there is no difference, the
 * range a bar along it and the estimate a dot. A range that crosses the line is not conclusive; that is the point of
 * drawing it. `label` says the same in words for a screen reader; `ends` name the two sides of the axis.
 */
export function IntervalBar({
  estimate,
  low,
  high,
  extent,
  tone,
  label,
  ends,
  testId,
}: {
  estimate: number;
  low: number;
  high: number;
  extent: number;
  tone: keyof typeof TONES;
  label: string;
  ends: { left: string; right: string };
  testId?: string;
}) {
  const at = (x: number) => 50 + (Math.max(-extent, Math.min(extent, x)) / extent) * 50;
  return (
    <div className="mt-2 max-w-sm" role="img" aria-label={label} data-testid={testId}>
      <div className="relative h-5">
        <div className="absolute inset-x-0 top-2 h-1 rounded-full bg-gray-100" />
        <div className="absolute top-0 h-5 w-px bg-gray-400" style={{ left: '50%' }} />
        <div
          className={cn('absolute top-1.5 h-2 rounded-full', TONES[tone].range)}
          style={{ left: `${at(low)}%`, width: `${Math.max(at(high) - at(low), 0.5)}%` }}
        />
        <div
          className={cn('absolute top-1 size-3 -translate-x-1/2 rounded-full ring-2 ring-white', TONES[tone].dot)}
          style={{ left: `${at(estimate)}%` }}
        />
      </div>
      <div className="mt-0.5 flex justify-between text-[11px] text-gray-500 tabular-nums" aria-hidden>
        <span>{ends.left}</span>
        <span>0</span>
        <span>{ends.right}</span>
      </div>
    </div>
  );
}
