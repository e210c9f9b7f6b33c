import {
  COUNTER_BREAKDOWN_LABELS,
  DEFAULT_MONEY,
  type TAppMessageKey,
  type TCounterBreakdown,
  type TCounterBreakdownRow,
  type TCounterFigures,
  type TMoney,
} from '@regulars/contracts';
import type { TAppWords } from '../../lib/app-words.tsx';
import { formatAmountIn, formatCountIn, formatPercent } from '../../lib/format-number.ts';
import type { TCsvTable } from './csv.ts';

export type TBreakdownView = 'location' | 'staff';

/** The figures a row shows, in order: the label of the column and how a value reads. */
export const COUNTER_COLUMNS: { key: keyof TCounterFigures; label: TAppMessageKey; money?: boolean }[] = [
  { key: 'visits', label: 'analytics.counter.visits' },
  { key: 'purchases', label: 'analytics.counter.purchases' },
  { key: 'spend', label: 'analytics.counter.spend', money: true },
  { key: 'pointsIssued', label: 'analytics.counter.pointsIssued' },
  { key: 'pointsRedeemed', label: 'analytics.counter.pointsRedeemed' },
  { key: 'rewardsRedeemed', label: 'analytics.counter.rewardsRedeemed' },
  { key: 'undos', label: 'analytics.counter.undos' },
];

/**
 * A cell's value as read: money for spend (the business's own), the undo count with its rate ('2 · 12.5%'), counts
 * in `locale`.
 */
export function counterCell(
  figures: TCounterFigures,
  column: (typeof COUNTER_COLUMNS)[number],
  money: TMoney = DEFAULT_MONEY,
  locale = 'en-US',
): string {
  const value = figures[column.key] ?? 0;
  if (column.money) return formatAmountIn(value, money);
  if (column.key === 'undos' && figures.undoRate !== null) {
    return `${formatCountIn(value, locale)} · ${formatPercent(figures.undoRate, undefined, locale)}`;
  }
  return formatCountIn(value, locale);
}

export const rowsOfView = (data: TCounterBreakdown, view: TBreakdownView): TCounterBreakdownRow[] =>
  view === 'location' ? data.byLocation : data.byStaff;

/** A row's name: the server names the actions of no location or no person in English (COUNTER_BREAKDOWN_LABELS). */
export function rowName(row: TCounterBreakdownRow, view: TBreakdownView, words: TAppWords): string {
  if (row.id !== null) return row.name;
  if (view === 'location' && row.name === COUNTER_BREAKDOWN_LABELS.noLocation) {
    return words.t('analytics.counter.noLocation');
  }
  if (view === 'staff' && row.name === COUNTER_BREAKDOWN_LABELS.noStaff) return words.t('analytics.counter.noStaff');
  return row.name;
}

/**
 * The view as a CSV headed in the user's language: each figure for the period and for the period before, the undo
 * rate as a number.
 */
export function counterBreakdownCsv(data: TCounterBreakdown, view: TBreakdownView, words: TAppWords): TCsvTable {
  const { t } = words;
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
    t('analytics.csv.counter.visits'),
    t('analytics.csv.counter.purchases'),
    // The amounts are the business's currency's, named so a spreadsheet does not read them as dollars.
    t('analytics.csv.counter.spend', { currency: data.range.currency }),
    t('analytics.csv.counter.pointsIssued'),
    t('analytics.csv.counter.pointsRedeemed'),
    t('analytics.csv.counter.rewardsRedeemed'),
    t('analytics.csv.counter.actions'),
    t('analytics.csv.counter.undos'),
    t('analytics.csv.counter.undoRate'),
  ];
  return {
    fileName: `analytics-by-${view}-${from}-to-${to}.csv`,
    columns: [
      t(view === 'location' ? 'analytics.csv.counter.location' : 'analytics.csv.counter.staffMember'),
      ...names,
      ...names.map((column) => t('analytics.csv.counter.before', { column })),
    ],
    rows: rowsOfView(data, view).map((row) => [
      rowName(row, view, words),
      ...figures(row.current),
      ...figures(row.previous),
    ]),
  };
}
