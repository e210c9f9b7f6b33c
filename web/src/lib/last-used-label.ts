import { formatShortDate } from './format-date.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/** When a key was last used, as a person says it: "Never", "Just now", "5 minutes ago", then the date. */
export function lastUsedLabel(iso: string | null, now = Date.now()): string {
  if (!iso) return 'Never';
  const ago = Math.max(0, now - new Date(iso).getTime());
  if (ago < MINUTE) return 'Just now';
  if (ago < HOUR) return plural(Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return plural(Math.floor(ago / HOUR), 'hour');
  if (ago < 30 * DAY) return plural(Math.floor(ago / DAY), 'day');
  return formatShortDate(iso);
}
