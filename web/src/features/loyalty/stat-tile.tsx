import { cn } from '../../lib/cn.ts';
import { formatCount } from '../../lib/format-number.ts';

/** A number (or a count in words, '7 of 10') with its label on a grey tile ('Points 120'); inside a <dl>. */
export function StatTile({ label, value, className }: { label: string; value: number | string; className?: string }) {
  return (
    <div
      className={cn('rounded-lg bg-gray-50 px-4 py-2', className)}
      data-testid={`stat-${label.toLowerCase().replace(/\s+/g, '-')}`}
    >
      <dt className="text-xs font-medium text-gray-500">{label}</dt>
      <dd className="text-xl font-semibold text-gray-900 tabular-nums">
        {typeof value === 'number' ? formatCount(value) : value}
      </dd>
    </div>
  );
}
