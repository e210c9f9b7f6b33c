import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useAppWords } from '../../lib/app-words.tsx';
import { formatCountIn } from '../../lib/format-number.ts';
import { pageRange } from '../../lib/page-range.ts';
import { Button } from './button.tsx';

/** '26–50 of 120' with Previous and Next under a paged list; hidden when everything fits on one page. */
export function Pager(props: {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
  /** The range's test id, e.g. 'tenants-range'. */
  rangeTestId?: string;
}) {
  const { page, limit, total, onPage } = props;
  const { t, locale } = useAppWords();
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  const { from, to } = pageRange(page, limit, total);
  return (
    <nav
      className="flex items-center justify-between gap-3 border-t border-gray-100 px-4 py-3 text-sm sm:px-6"
      aria-label={t('shell.pager.label')}
    >
      <span className="text-gray-500 tabular-nums" data-testid={props.rangeTestId}>
        {t('shell.pager.range', {
          from: formatCountIn(from, locale),
          to: formatCountIn(to, locale),
          total: formatCountIn(total, locale),
        })}
      </span>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft className="size-4" aria-hidden />
          {t('shell.pager.previous')}
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('shell.pager.next')}
          <ChevronRight className="size-4" aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
