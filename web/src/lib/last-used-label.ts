import type { TAppMessageKey } from '@regulars/contracts';
import type { TAppWords } from './app-words.tsx';
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

const UNITS: Record<'minute' | 'hour' | 'day', TAppMessageKey> = {
  minute: 'integrations.ago.minutes',
  hour: 'integrations.ago.hours',
  day: 'integrations.ago.days',
};

/**
 * When an API key, a till or a delivery was last heard of, as a person says it in the user's language: "Never",
 * "Just now", "5 minutes ago", then the date.
 */
export function agoIn(words: TAppWords, iso: string | null, now = Date.now()): string {
  if (!iso) return words.t('integrations.ago.never');
  const elapsed = elapsedSince(iso, now);
  if (!elapsed) return formatShortDate(iso, undefined, words.locale);
  if (elapsed.unit === 'now') return words.t('integrations.ago.now');
  return words.t(UNITS[elapsed.unit], { count: elapsed.count });
}
