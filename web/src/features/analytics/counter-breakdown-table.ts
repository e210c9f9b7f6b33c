import {
  DEFAULT_MONEY,
  type TCounterBreakdown,
  type TCounterBreakdownRow,
  type TCounterFigures,
  type TMoney,
} from '@regulars/contracts';
import { formatAmountIn, formatCount, formatPercent } from '../../lib/format-number.ts';
import type { TCsvTable } from './csv.ts';

export type TBreakdownView = 'location' | 'staff';

/** The figures a row shows, in order: the label of the column and how a value reads. */
export const COUNTER_COLUMNS: { key: keyof TCounterFigures; label: string; money?: boolean }[] = [
  { key: 'visits', label: 'Visits' },
  { key: 'purchases', label: 'Purchases' },
  { key: 'spend', label: 'Spend', money: true },
  { key: 'pointsIssued', label: 'Points issued' },
  { key: 'pointsRedeemed', label: 'Points redeemed' },
  { key: 'rewardsRedeemed', label: 'Rewards redeemed' },
  { key: 'undos', label: 'Undos' },
];

/** A cell's value as read: money for spend, the undo count with its rate ('2 · 12.5%'). */
export function counterCell(
  figures: TCounterFigures,
  column: (typeof COUNTER_COLUMNS)[number],
  money: TMoney = DEFAULT_MONEY,
): string {
  const value = figures[column.key] ?? 0;
  if (column.money) return formatAmountIn(value, money);
  if (column.key === 'undos' && figures.undoRate !== null) {
    return `${formatCount(value)} · ${formatPercent(figures.undoRate)}`;
  }
  return formatCount(value);
}

export const rowsOfView = (data: TCounterBreakdown, view: TBreakdownView): TCounterBreakdownRow[] =>
  view === 'location' ? data.byLocation : data.byStaff;

/** The view as a CSV: each figure for the period and for the period before, the undo rate as a number. */
export function counterBreakdownCsv(data: TCounterBreakdown, view: TBreakdownView): TCsvTable {
  const { from, to } = data.range;
  const figures = (f: TCounterFigures) => [
    f.visits,
    f.purchases,
    f.spend,
    f.pointsIssued,
    f.pointsRedeemed,
    f.rewardsRedeemed,
    f.actions,
    f.undos,
    f.undoRate,
  ];
  const names = [
    'visits',
    'purchases',
    // The amounts are the business's currency's, named so a spreadsheet does not read them as dollars.
    `spend (${data.range.currency})`,
    'points issued',
    'points redeemed',
    'rewards redeemed',
    'actions',
    'undos',
    'undo rate %',
  ];
  return {
    fileName: `analytics-by-${view}-${from}-to-${to}.csv`,
    columns: [view === 'location' ? 'location' : 'staff member', ...names, ...names.map((n) => `${n} (period before)`)],
    rows: rowsOfView(data, view).map((row) => [row.name, ...figures(row.current), ...figures(row.previous)]),
  };
}
