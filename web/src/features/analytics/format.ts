import { DEFAULT_MONEY, type TAnalyticsBucket, type TMoney } from '@regulars/contracts';

import { formatCalendarDay } from '../../lib/format-date.ts';
import { formatAmountIn, formatCount, formatDecimal, formatPercent } from '../../lib/format-number.ts';

const LOCALE = 'en-US';
// Bucket dates are the business's calendar days, not moments: read and written in UTC so no browser shifts them.
const DAY_YEAR = new Intl.DateTimeFormat(LOCALE, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const MONTH = new Intl.DateTimeFormat(LOCALE, { month: 'short', year: 'numeric', timeZone: 'UTC' });

export const NONE = '—';

// A figure the period has no value for (no visits to average, no emails to open) reads as a dash.
/** An amount of the business's money (the analytics range's currency and locale). */
export const moneyOrNone = (n: number | null, money: TMoney = DEFAULT_MONEY) =>
  n === null ? NONE : formatAmountIn(n, money);
export const percentOrNone = (n: number | null) => (n === null ? NONE : formatPercent(n));
export const decimalOrNone = (n: number | null) => (n === null ? NONE : formatDecimal(n));

const day = (d: string) => new Date(`${d}T00:00:00Z`);

/** 'Mar 4', 'Week of Mar 2' or 'Mar 2026': a chart's tick and tooltip for a bucket. */
export function bucketLabel(date: string, bucket: TAnalyticsBucket, long = false): string {
  if (bucket === 'month') return MONTH.format(day(date));
  if (bucket === 'week') return long ? `Week of ${formatCalendarDay(date)}` : formatCalendarDay(date);
  return formatCalendarDay(date);
}

/** 'Mar 4, 2026': one of the business's days. */
export const dayLabel = (date: string) => DAY_YEAR.format(day(date));

/** 'Mar 4 – Mar 10, 2026': the range a period covers. */
export function rangeLabel(from: string, to: string): string {
  return `${formatCalendarDay(from)} – ${DAY_YEAR.format(day(to))}`;
}

/**
 * The change against the previous period: a relative change for counts and money, a difference in points for rates;
 * nothing when the previous period had nothing to compare with.
 */
export function change(
  current: number | null,
  previous: number | null,
  kind: 'relative' | 'points',
): { label: string; direction: 'up' | 'down' | 'flat' } | null {
  // Nothing then and nothing now is not news worth a badge.
  if (current === null || previous === null || (current === 0 && previous === 0)) return null;
  const diff = kind === 'points' ? current - previous : previous === 0 ? null : ((current - previous) / previous) * 100;
  if (diff === null) return null;
  const rounded = Math.round(diff * 10) / 10;
  if (rounded === 0) return { label: 'No change', direction: 'flat' };
  const sign = rounded > 0 ? '+' : '−';
  const size = formatCount(Math.abs(rounded));
  return {
    label: kind === 'points' ? `${sign}${size} pts` : `${sign}${size}%`,
    direction: rounded > 0 ? 'up' : 'down',
  };
}
