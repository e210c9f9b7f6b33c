import { describe, expect, it } from 'vitest';
import { rhythmOf } from './rhythm-of.ts';

/** Visit days `gaps` apart, the newest `sinceLast` days before today (2026-03-15), newest first. */
function visits(sinceLast: number, gaps: number[]): string[] {
  const days: string[] = [];
  let at = Date.parse('2026-03-15T00:00:00Z') - sinceLast * 86_400_000;
  days.push(new Date(at).toISOString().slice(0, 10));
  for (const gap of gaps) {
    at -= gap * 86_400_000;
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

describe('a customer’s rhythm', () => {
  it('reads the usual gap as the median, so one long holiday does not move it', () => {
    const { rhythm } = rhythmOf(visits(3, [7, 7, 35, 7, 7]), '2026-03-15');
    expect(rhythm).toEqual({
      usualGapDays: 7,
      spreadDays: 0,
      lastVisitOn: '2026-03-12',
      dueOn: '2026-03-19',
      daysLate: -4,
      status: 'due',
    });
  });

  it('is late, not overdue, within their usual give or take, and overdue past it', () => {
    // Gaps of 6, 7, 8 and 7 days: usually 7, give or take 1.
    const late = rhythmOf(visits(8, [6, 7, 8, 7]), '2026-03-15').rhythm;
    expect(late).toMatchObject({ usualGapDays: 7, spreadDays: 1, daysLate: 1, status: 'late' });
    const overdue = rhythmOf(visits(10, [6, 7, 8, 7]), '2026-03-15').rhythm;
    expect(overdue).toMatchObject({ daysLate: 3, status: 'overdue' });
    expect(rhythmOf(visits(7, [6, 7, 8, 7]), '2026-03-15').rhythm?.status).toBe('due');
  });

  it('takes the middle of an even number of gaps, and only the latest twelve', () => {
    expect(rhythmOf(visits(0, [10, 20, 30, 40]), '2026-03-15').rhythm?.usualGapDays).toBe(25);
    // Twelve weekly gaps after fifty daily ones: the weekly habit is what is read.
    const days = visits(1, [...Array(12).fill(7), ...Array(50).fill(1)]);
    const read = rhythmOf(days, '2026-03-15');
    expect(read.visitDays).toBe(13);
    expect(read.rhythm?.usualGapDays).toBe(7);
  });

  it('tells no rhythm before visits on four different days, and how many there are', () => {
    expect(rhythmOf(visits(2, [7, 7]), '2026-03-15')).toEqual({ visitDays: 3, today: '2026-03-15', rhythm: null });
    expect(rhythmOf([], '2026-03-15')).toEqual({ visitDays: 0, today: '2026-03-15', rhythm: null });
  });
});
