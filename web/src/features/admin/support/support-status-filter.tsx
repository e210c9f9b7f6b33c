import { ADMIN_SUPPORT_FILTERS, type TAdminSupportFilter } from '@regulars/contracts';
import { cn } from '../../../lib/cn.ts';
import { formatCount } from '../../../lib/format-number.ts';

const LABELS: Record<TAdminSupportFilter, string> = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
  all: 'All',
};
/** Open first: what waits for an answer is what the page is for. */
const ORDER: TAdminSupportFilter[] = [...ADMIN_SUPPORT_FILTERS.slice(1), 'all'] as TAdminSupportFilter[];

export const supportFilterLabel = (filter: TAdminSupportFilter) => LABELS[filter];

/** Open / Answered / Closed / All as pressed buttons (they filter one list; there are no tab panels). */
export function SupportStatusFilter({
  value,
  open,
  onChange,
}: {
  value: TAdminSupportFilter;
  /** Open requests in the whole queue, shown on Open. */
  open: number | undefined;
  onChange: (value: TAdminSupportFilter) => void;
}) {
  return (
    <fieldset className="inline-flex gap-1 rounded-lg bg-gray-100 p-1 text-gray-600">
      <legend className="sr-only">Show requests</legend>
      {ORDER.map((filter) => (
        <button
          key={filter}
          type="button"
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
          className={cn(
            'inline-flex h-8 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors',
            'hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-600',
            value === filter && 'bg-white text-gray-900 shadow-sm',
          )}
        >
          {LABELS[filter]}
          {filter === 'open' && open !== undefined && open > 0 && (
            <span className="ml-1.5 rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white tabular-nums">
              {formatCount(open)}
            </span>
          )}
        </button>
      ))}
    </fieldset>
  );
}
