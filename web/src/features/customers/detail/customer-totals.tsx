import type { TCustomerDetail, TProgramStanding } from '@regulars/contracts';
import { useAppWords } from '../../../lib/app-words.tsx';
import { cn } from '../../../lib/cn.ts';
import { StatTile, summaryFigures } from '../../loyalty/index.ts';

/** One row of tiles up to three; four or more wrap two by two on a phone. */
const COLUMNS: Record<number, string> = { 1: 'grid-cols-1', 2: 'grid-cols-2', 3: 'grid-cols-3' };

/**
 * The customer's totals at a glance, as the counter shows them: points to spend and points ever earned where the
 * business runs a points program, each stamp card ('7 of 10'), visits.
 */
export function CustomerTotals({
  customer,
  programs,
}: {
  customer: TCustomerDetail;
  /** The customer's active programs, once their standing has arrived. */
  programs: TProgramStanding[] | null;
}) {
  const words = useAppWords();
  const { t } = words;
  const pointsLabel = t('counter.figure.points');
  const figures = summaryFigures(customer, programs, words).flatMap((figure) =>
    figure.label === pointsLabel
      ? [
          { label: pointsLabel, value: customer.totalPoints, testId: 'points' },
          {
            label: t('customerDetail.totals.lifetimePoints'),
            value: customer.lifetimePointsEarned,
            testId: 'lifetime-points',
          },
        ]
      : [figure],
  );
  return (
    <dl
      className={cn('grid gap-3', COLUMNS[figures.length] ?? 'grid-cols-2 sm:grid-cols-4')}
      aria-label={t('customerDetail.totals.label')}
    >
      {figures.map((figure) => (
        <StatTile key={figure.label} {...figure} className="bg-white ring-1 ring-gray-200" />
      ))}
    </dl>
  );
}
