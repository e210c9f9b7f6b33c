import { describe, expect, it } from 'vitest';
import { APP_ENGLISH_WORDS as english } from '../../lib/app-words.tsx';
import { bucketLabel, change, rangeLabel } from './format.ts';

describe('analytics formatting', () => {
  it('says how a figure changed: relative for counts, in points for rates', () => {
    expect(change(150, 100, 'relative', english)).toEqual({ label: '+50%', direction: 'up' });
    expect(change(75, 100, 'relative', english)).toEqual({ label: '−25%', direction: 'down' });
    expect(change(60, 66.7, 'points', english)).toEqual({ label: '−6.7 pts', direction: 'down' });
    expect(change(5, 5, 'relative', english)).toEqual({ label: 'No change', direction: 'flat' });
  });
  it('has no change to show without an earlier figure, from zero, or for zero against zero', () => {
    expect(change(3, null, 'points', english)).toBeNull();
    expect(change(3, 0, 'relative', english)).toBeNull();
    expect(change(0, 0, 'relative', english)).toBeNull();
  });
  it("labels a bucket by the business's calendar day, whatever the browser's zone", () => {
    expect(bucketLabel('2026-03-01', 'day', english)).toBe('Mar 1');
    expect(bucketLabel('2026-03-02', 'week', english, true)).toBe('Week of Mar 2');
    expect(bucketLabel('2026-03-01', 'month', english)).toBe('Mar 2026');
    expect(rangeLabel('2026-03-04', '2026-03-10')).toBe('Mar 4 – Mar 10, 2026');
  });
});
