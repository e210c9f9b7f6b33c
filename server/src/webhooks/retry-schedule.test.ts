import { describe, expect, it } from 'vitest';
import { failedTooLong, nextAttemptAfter } from './retry-schedule.ts';

describe('webhook retry schedule', () => {
  it('waits 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h and 24 h, then gives up', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    const waits = [1, 2, 3, 4, 5, 6, 7, 8, 9].map(
      (n) => ((nextAttemptAfter(n, at)?.getTime() ?? 0) - at.getTime()) / 1000,
    );
    expect(waits).toEqual([5, 300, 1800, 7200, 18000, 36000, 50400, 72000, 86400]);
    expect(nextAttemptAfter(10, at)).toBeNull();
  });

  it('turns an endpoint off after five days of failures', () => {
    const since = new Date('2026-01-01T00:00:00Z');
    expect(failedTooLong(since, new Date('2026-01-05T23:59:59Z'))).toBe(false);
    expect(failedTooLong(since, new Date('2026-01-06T00:00:00Z'))).toBe(true);
  });
});
