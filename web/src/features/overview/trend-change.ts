import { formatCount } from '../../lib/format-number.ts';

export type TTrendChange = { text: string; direction: 'up' | 'down' | 'same' };

/**
 * A 30-day total against the 30 days before, in counts rather than percents (from 1 to 3 is not "+200%" to a café):
 * '4 more than the 30 days before (9)', '2 fewer …', 'Same as the 30 days before'.
 */
export function trendChange(current: number, previous: number): TTrendChange {
  if (current === previous) return { text: 'Same as the 30 days before', direction: 'same' };
  const up = current > previous;
  const by = formatCount(Math.abs(current - previous));
  return {
    text: `${by} ${up ? 'more' : 'fewer'} than the 30 days before (${formatCount(previous)})`,
    direction: up ? 'up' : 'down',
  };
}
