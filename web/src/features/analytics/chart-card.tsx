import { BarChart3, Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { downloadCsv, type TCsvTable } from './csv.ts';

/** A titled panel around a chart or table: its CSV export, and an empty state instead of an empty chart. */
export function ChartCard({
  title,
  description,
  empty,
  emptyText,
  csv,
  children,
  className,
}: {
  title: string;
  description?: ReactNode;
  empty: boolean;
  emptyText: string;
  csv?: TCsvTable;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useAppWords();
  return (
    <Card className={className}>
      <section aria-label={title} className="flex h-full flex-col">
        <div className="flex items-start justify-between gap-3 px-4 pt-4 sm:px-6 sm:pt-5">
          <div className="min-w-0">
            <h2 className="text-base font-semibold text-gray-900">{title}</h2>
            {description && <p className="mt-0.5 text-sm text-gray-500">{description}</p>}
          </div>
          {csv && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => downloadCsv(csv)}
              disabled={empty}
              aria-label={t('analytics.chart.export', { title })}
            >
              <Download className="size-4" aria-hidden />
              <span className="hidden sm:inline">{t('analytics.chart.csv')}</span>
            </Button>
          )}
        </div>
        <div className="flex-1 px-2 pt-3 pb-4 sm:px-4 sm:pb-5">
          {empty ? (
            <EmptyState icon={BarChart3} title={t('analytics.chart.empty')} description={emptyText} className="py-10" />
          ) : (
            children
          )}
        </div>
      </section>
    </Card>
  );
}
