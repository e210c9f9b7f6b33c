import { CAMPAIGN_MESSAGES } from '@regulars/contracts';
import { formatDateTime, formatTime } from '../../lib/format-date.ts';

/** The server sends at wall-clock times of the business's zone; with none chosen it uses UTC. */
export const FALLBACK_TIME_ZONE = 'UTC';

function zoneOrFallback(timeZone: string | null | undefined): string {
  if (!timeZone) return FALLBACK_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return FALLBACK_TIME_ZONE;
  }
}

/** The business's zone as the schedule uses it (the settings' choice, else UTC). */
export const businessTimeZone = zoneOrFallback;

/** 'Dec 1, 2026, 9:30 AM' as the clocks of `timeZone` read at that instant; `locale` writes it ('1 déc. 2026, 09:30'). */
export const formatInZone = (iso: string, timeZone: string, locale?: string) =>
  formatDateTime(iso, zoneOrFallback(timeZone), locale);

/** '8:00 AM' ('08:00' in fr-FR) as the clocks of `timeZone` read at that instant. */
export const formatTimeInZone = (iso: string, timeZone: string, locale?: string) =>
  formatTime(iso, zoneOrFallback(timeZone), locale);

/** 'YYYY-MM-DDTHH:mm' as the clocks of `timeZone` read at `now`: what a wall-clock schedule is compared with. */
export function wallClockNow(timeZone: string, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zoneOrFallback(timeZone),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/** A calendar day moved by whole days (or years), on the calendar alone: no zone can shift it. */
function shiftDay(day: string, { days = 0, years = 0 }: { days?: number; years?: number }): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC((y ?? 1970) + years, (m ?? 1) - 1, (d ?? 1) + days));
  return date.toISOString().slice(0, 10);
}

/** What the schedule dialog proposes: tomorrow at 9:00 in the business's zone, a usual time for news. */
export function defaultSchedule(timeZone: string, now = new Date()): { date: string; time: string } {
  return { date: shiftDay(wallClockNow(timeZone, now).slice(0, 10), { days: 1 }), time: '09:00' };
}

/** The send request's `scheduledFor` from the dialog's date and time inputs. */
export const toScheduledFor = (date: string, time: string) => `${date}T${time}`;

/** Why this date and time cannot be scheduled, in the server's words; null when it can. */
export function scheduleProblem(date: string, time: string, timeZone: string, now = new Date()): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return 'Choose a date and time';
  const when = toScheduledFor(date, time);
  const current = wallClockNow(timeZone, now);
  // Same-width ISO wall-clock strings sort as the times they name.
  if (when <= current) return CAMPAIGN_MESSAGES.scheduleInPast;
  const limit = `${shiftDay(current.slice(0, 10), { years: 1 })}${current.slice(10)}`;
  if (when > limit) return CAMPAIGN_MESSAGES.scheduleTooFar;
  return null;
}
