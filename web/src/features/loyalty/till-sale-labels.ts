import { formatDateTime, formatTime, NO_DATE, type TZone } from '../../lib/format-date.ts';
import { formatCountOf } from '../../lib/format-number.ts';

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
 * clocks, so the cashier can tell the sale of the customer in front of them from the morning's.
 */
export function saleTimeLabel(iso: string, now = Date.now(), zone?: TZone): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return NO_DATE;
  const day = dayIn(at, zone);
  if (day === dayIn(new Date(now), zone)) return `Today, ${formatTime(iso, zone)}`;
  if (day === dayIn(new Date(now - DAY_MS), zone)) return `Yesterday, ${formatTime(iso, zone)}`;
  return formatDateTime(iso, zone);
}

/** The counter's start screen: '1 till sale is waiting for its customer.' / '3 till sales are waiting for their customer.' */
export function salesWaitingLabel(count: number): string {
  return count === 1
    ? `${formatCountOf(count, 'till sale')} is waiting for its customer.`
    : `${formatCountOf(count, 'till sale')} are waiting for their customer.`;
}
