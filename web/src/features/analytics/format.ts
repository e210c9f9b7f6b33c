import { DEFAULT_MONEY, type TAnalyticsBucket, type TMoney } from '@regulars/contracts';
import type { TAppWords } from '../../lib/app-words.tsx';
import { formatCalendarDay } from '../../lib/format-date.ts';
import { formatAmountIn, formatCountIn, formatDecimalIn, formatPercent } from '../../lib/format-number.ts';

const ENGLISH = 'en-US';

const formatters = new Map<string, Intl.DateTimeFormat>();
/** One formatter per kind and locale, made once. */
function cached<T extends Intl.DateTimeFormat>(key: string, make: () => T): T {
  let found = formatters.get(key) as T | undefined;
  if (!found) {
    found = make();
    formatters.set(key, found);
  }
  return found;
}

// Bucket dates are the business's calendar days, not moments: read and written in UTC so no browser shifts them.
const dayYear = (locale: string) =>
  cached(
    `day-year@${locale}`,
    () => new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
  );
const month = (locale: string) =>
  cached(
    `month@${locale}`,
    () => new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }),
  );

export const NONE = '—';

// A figure the period has no value for (no visits to average, no emails to open) reads as a dash.
/** An amount of the business's money (the analytics range's currency and locale). */
export const moneyOrNone = (n: number | null, money: TMoney = DEFAULT_MONEY) =>
  n === null ? NONE : formatAmountIn(n, money);
/** '12.5%' ('12,5 %' in fr-FR). */
export const percentOrNone = (n: number | null, locale = ENGLISH) =>
  n === null ? NONE : formatPercent(n, undefined, locale);
/** '1.33' ('1,33' in fr-FR): an average, at most two decimals. */
export const decimalOrNone = (n: number | null, locale = ENGLISH) => (n === null ? NONE : formatDecimalIn(n, locale));

const day = (d: string) => new Date(`${d}T00:00:00Z`);

/** 'Mar 4', 'Week of Mar 2' or 'Mar 2026' ('4 mars', 'Semaine du 2 mars', 'mars 2026'): a chart's tick and tooltip. */
export function bucketLabel(date: string, bucket: TAnalyticsBucket, words: TAppWords, long = false): string {
  if (bucket === 'month') return month(words.locale).format(day(date));
  const shown = formatCalendarDay(date, words.locale);
  return bucket === 'week' && long ? words.t('analytics.bucket.weekOf', { day: shown }) : shown;
}

/** 'Mar 4, 2026' ('4 mars 2026'): one of the business's days. */
export const dayLabel = (date: string, locale = ENGLISH) => dayYear(locale).format(day(date));

/** 'Mar 4 – Mar 10, 2026' ('4 mars – 10 mars 2026'): the range a period covers. */
export function rangeLabel(from: string, to: string, locale = ENGLISH): string {
  return `${formatCalendarDay(from, locale)} – ${dayYear(locale).format(day(to))}`;
}

/**
 * The change against the previous period: a relative change for counts and money, a difference in points for rates;
 * nothing when the previous period had nothing to compare with.
 */
export function change(
  current: number | null,
  previous: number | null,
  kind: 'relative' | 'points',
  words: TAppWords,
): { label: string; direction: 'up' | 'down' | 'flat' } | null {
  // Nothing then and nothing now is not news worth a badge.
  if (current === null || previous === null || (current === 0 && previous === 0)) return null;
  const diff = kind === 'points' ? current - previous : previous === 0 ? null : ((current - previous) / previous) * 100;
  if (diff === null) return null;
  const rounded = Math.round(diff * 10) / 10;
  if (rounded === 0) return { label: words.t('analytics.change.none'), direction: 'flat' };
  const sign = rounded > 0 ? '+' : '−';
  const size = formatCountIn(Math.abs(rounded), words.locale);
  return {
    label: words.t(kind === 'points' ? 'analytics.change.points' : 'analytics.change.percent', { sign, size }),
    direction: rounded > 0 ? 'up' : 'down',
  };
}
