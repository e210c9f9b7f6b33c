import { TZDate } from '@date-fns/tz';

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/**
 * When a marketing SMS may be delivered: null when `now` is outside the business's quiet hours, else the instant
 * they end (the business's wall clock, so daylight-saving days are right). Quiet hours may wrap past midnight
 * (21:00–08:00); equal start and end means none.
 */
export function quietHoursEnd({
  now,
  timeZone,
  start,
  end,
}: {
  now: Date;
  /** IANA name; null means UTC. */
  timeZone: string | null;
  /** HH:MM. */
  start: string;
  end: string;
}): Date | null {
  const from = minutesOf(start);
  const until = minutesOf(end);
  if (from === until) return null;
  const local = new TZDate(now.getTime(), timeZone ?? 'UTC');
  const minute = local.getHours() * 60 + local.getMinutes();
  const wraps = from > until;
  const quiet = wraps ? minute >= from || minute < until : minute >= from && minute < until;
  if (!quiet) return null;
  // Ends today, unless it wraps and we are in the evening part: then tomorrow morning.
  const dayOffset = wraps && minute >= from ? 1 : 0;
  const endsAt = new TZDate(
    local.getFullYear(),
    local.getMonth(),
    local.getDate() + dayOffset,
    Math.floor(until / 60),
    until % 60,
    0,
    0,
    timeZone ?? 'UTC',
  );
  return new Date(endsAt.getTime());
}
