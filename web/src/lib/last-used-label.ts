import { formatShortDate } from './format-date.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago a moment was: under a minute, whole minutes, hours or days; null from 30 days on (say the date). */
export type TElapsed = { unit: 'now' } | { unit: 'minute' | 'hour' | 'day'; count: number } | null;

export function elapsedSince(iso: string, now = Date.now()): TElapsed {
  const ago = Math.max(0, now - new Date(iso).getTime());
  if (ago < MINUTE) return { unit: 'now' };
  if (ago < HOUR) return { unit: 'minute', count: Math.floor(ago / MINUTE) };
  if (ago < DAY) return { unit: 'hour', count: Math.floor(ago / HOUR) };
  if (ago < 30 * DAY) return { unit: 'day', count: Math.floor(ago / DAY) };
  return null;
}

/** When a key was last used, as a person says it: "Never", "Just now", "5 minutes ago", then the date. */
export function lastUsedLabel(iso: string | null, now = Date.now()): string {
  if (!iso) return 'Never';
  const elapsed = elapsedSince(iso, now);
  if (!elapsed) return formatShortDate(iso);
  if (elapsed.unit === 'now') return 'Just now';
  return `${elapsed.count} ${elapsed.unit}${elapsed.count === 1 ? '' : 's'} ago`;
}
