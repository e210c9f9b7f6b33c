import type { LucideIcon } from 'lucide-react';
import { Card } from './card.tsx';

export type TStat = { label: string; value: string; hint: string; icon: LucideIcon; tone: string };

const COLUMNS = { 3: 'xl:grid-cols-3', 4: 'xl:grid-cols-4' } as const;

/** A dashboard's figure cards (label, big value, hint, icon), two per row on phones; skeletons while they load. */
export function StatCardGrid({
  stats,
  count,
  columns,
  loadingLabel,
}: {
  stats: TStat[] | undefined;
  /** How many cards the skeleton shows. */
  count: number;
  columns: keyof typeof COLUMNS;
  loadingLabel: string;
}) {
  const grid = `grid grid-cols-2 gap-3 sm:gap-4 ${COLUMNS[columns]}`;
  if (!stats) {
    return (
      <div className={grid} role="status" aria-busy="true" aria-label={loadingLabel}>
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
          <Card key={i} className="h-[100px] animate-pulse bg-gray-50 sm:h-[108px]" />
        ))}
      </div>
    );
  }
  return (
    <div className={grid}>
      {stats.map(({ label, value, hint, icon: Icon, tone }) => (
        <Card key={label} className="p-4 sm:p-5">
          <section aria-label={label} className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-sm font-medium text-gray-500">{label}</p>
              <p
                className="mt-1.5 truncate text-2xl font-semibold tracking-tight text-gray-900 tabular-nums sm:text-3xl"
                data-testid="stat-value"
              >
                {value}
              </p>
              <p className="mt-1 text-xs text-gray-500">{hint}</p>
            </div>
            <div className={`hidden size-10 shrink-0 items-center justify-center rounded-lg sm:flex ${tone}`}>
              <Icon className="size-5" aria-hidden />
            </div>
          </section>
        </Card>
      ))}
    </div>
  );
}
