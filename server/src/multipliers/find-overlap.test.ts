import { describe, expect, it } from 'vitest';
import { overlaps } from './find-overlap.ts';

const hour = (days: number[], start: number, end: number, locationIds: string[] | null = null) => ({
  kind: 'happy_hour' as const,
  days,
  startMinute: start,
  endMinute: end,
  startsOn: null,
  endsOn: null,
  category: null,
  locationIds,
});
const dates = (startsOn: string, endsOn: string, locationIds: string[] | null = null) => ({
  kind: 'double_days' as const,
  days: [],
  startMinute: null,
  endMinute: null,
  startsOn,
  endsOn,
  category: null,
  locationIds,
});

describe('overlaps', () => {
  it('finds happy hours on a shared day whose hours meet, at a shared place', () => {
    expect(overlaps(hour([1, 2], 960, 1080), hour([2], 1020, 1140))).toBe(true);
    // Back to back is not an overlap; another day is not; other locations are not.
    expect(overlaps(hour([1, 2], 960, 1080), hour([2], 1080, 1140))).toBe(false);
    expect(overlaps(hour([1], 960, 1080), hour([2], 960, 1080))).toBe(false);
    expect(overlaps(hour([1], 960, 1080, ['a']), hour([1], 960, 1080, ['b']))).toBe(false);
    expect(overlaps(hour([1], 960, 1080, ['a']), hour([1], 960, 1080, null))).toBe(true);
  });

  it('finds date ranges that meet, counting both ends, and never mixes kinds', () => {
    expect(overlaps(dates('2026-12-01', '2026-12-03'), dates('2026-12-03', '2026-12-05'))).toBe(true);
    expect(overlaps(dates('2026-12-01', '2026-12-03'), dates('2026-12-04', '2026-12-05'))).toBe(false);
    expect(overlaps(dates('2026-12-01', '2026-12-03'), hour([0, 1, 2, 3, 4, 5, 6], 0, 1440))).toBe(false);
  });
});
