import type { TAppWords } from '../../lib/app-words.tsx';
import { formatDateTime, formatTime, NO_DATE, type TZone } from '../../lib/format-date.ts';

const DAY_MS = 86_400_000;

/** '2026-01-05': the calendar day `date` falls on in `zone` (the browser's when the zone is unknown). */
function dayIn(date: Date, zone: TZone): string {
  try {
    return date.toLocaleDateString('en-CA', { timeZone: zone });
  } catch {
    return date.toLocaleDateString('en-CA');
  }
}

/**
 * 'Today, 3:42 PM', 'Yesterday, 6:05 PM', else 'Jan 5, 2026, 3:04 PM': when a till sale was rung up, on the business's
 * clocks and in the screen's words, so the cashier can tell the sale of the customer in front of them from the morning's.
 */
export function saleTimeLabel(iso: string, words: TAppWords, now = Date.now(), zone?: TZone): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return NO_DATE;
  const day = dayIn(at, zone);
  const time = () => formatTime(iso, zone, words.locale);
  if (day === dayIn(new Date(now), zone)) return words.t('counter.till.today', { time: time() });
  if (day === dayIn(new Date(now - DAY_MS), zone)) return words.t('counter.till.yesterday', { time: time() });
  return formatDateTime(iso, zone, words.locale);
}

/** The counter's start screen: '1 till sale is waiting for its customer.' / '3 till sales are waiting for their customer.' */
export function salesWaitingLabel(count: number, { t }: Pick<TAppWords, 't'>): string {
  return t('counter.start.salesWaiting', { count });
}
