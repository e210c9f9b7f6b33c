import { cn } from '../../lib/cn.ts';
import { formatCountIn } from '../../lib/format-number.ts';
import { useWords } from '../../lib/words.tsx';

/**
 * A number (or a count in words, '7 of 10') with its label on a grey tile ('Points 120'); inside a <dl>. The number is
 * written in the screen's locale (1,234 / 1.234). `testId` names it for tests whatever its label's language.
 */
export function StatTile({
  label,
  value,
  className,
  testId = label,
}: {
  label: string;
  value: number | string;
  className?: string;
  testId?: string;
}) {
  const { locale } = useWords();
  return (
    <div
      className={cn('rounded-lg bg-gray-50 px-4 py-2', className)}
      data-testid={`stat-${testId.toLowerCase().replace(/\s+/g, '-')}`}
    >
      <dt className="text-xs font-medium text-gray-500">{label}</dt>
      <dd className="text-xl font-semibold text-gray-900 tabular-nums">
        {typeof value === 'number' ? formatCountIn(value, locale) : value}
      </dd>
    </div>
  );
}
