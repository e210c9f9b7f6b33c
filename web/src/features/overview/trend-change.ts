import type { TAppWords } from '../../lib/app-words.tsx';
import { formatCountIn } from '../../lib/format-number.ts';

export type TTrendChange = { text: string; direction: 'up' | 'down' | 'same' };

/**
 * A 30-day total against the 30 days before, in counts rather than percents (from 1 to 3 is not "+200%" to a café):
 * '4 more than the 30 days before (9)', '2 fewer …', 'Same as the 30 days before'.
 */
export function trendChange(current: number, previous: number, { t, locale }: TAppWords): TTrendChange {
  if (current === previous) return { text: t('dashboard.trend.same'), direction: 'same' };
  const up = current > previous;
  const values = { by: formatCountIn(Math.abs(current - previous), locale), previous: formatCountIn(previous, locale) };
  return {
    text: up ? t('dashboard.trend.more', values) : t('dashboard.trend.fewer', values),
    direction: up ? 'up' : 'down',
  };
}
