import { daysInRange, RHYTHM_MIN_VISIT_DAYS, RHYTHM_RECENT_GAPS, type TCustomerRhythm } from '@regulars/contracts';
import { addDays } from './analytics-range.ts';

/** Days from `earlier` to `later` (YYYY-MM-DD): 0 for the same day. */
const daysBetween = (later: string, earlier: string) => daysInRange(earlier, later) - 1;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * A customer's rhythm from their visit days (newest first, YYYY-MM-DD, one per day) and the business's today. The
 * usual gap is the median of the latest gaps, so one holiday or one double visit does not move it; the give or take is
 * the median distance from it (a robust spread). Too few days: no rhythm, and how many there are.
 */
export function rhythmOf(visitDays: string[], today: string): TCustomerRhythm {
  const days = visitDays.slice(0, RHYTHM_RECENT_GAPS + 1);
  if (days.length < RHYTHM_MIN_VISIT_DAYS) return { visitDays: days.length, today, rhythm: null };
  const gaps = days.slice(1).map((earlier, i) => daysBetween(days[i] as string, earlier));
  const middle = median(gaps);
  const usualGapDays = Math.max(1, Math.round(middle));
  const spreadDays = Math.round(median(gaps.map((gap) => Math.abs(gap - middle))));
  const lastVisitOn = days[0] as string;
  const dueOn = addDays(lastVisitOn, usualGapDays);
  const daysLate = daysBetween(today, dueOn);
  const status = daysLate <= 0 ? 'due' : daysLate <= spreadDays ? 'late' : 'overdue';
  return {
    visitDays: days.length,
    today,
    rhythm: { usualGapDays, spreadDays, lastVisitOn, dueOn, daysLate, status },
  };
}
