import { describe, expect, it } from 'vitest';
import { boostedPoints } from './boosted-points.ts';

const boost = (name: string, factor: number) => ({ factor, applied: [{ name, factor }] });

describe('boostedPoints', () => {
  it('is nothing without a multiplier, and the whole purchase times the factor with one', () => {
    expect(boostedPoints([{ amount: 12.99, boost: null }], 1.5)).toBeNull();
    expect(boostedPoints([{ amount: 12.99, boost: boost('Happy hour', 2) }], 1.5)).toEqual({
      points: 38,
      note: '×2 Happy hour',
      multipliers: [{ name: 'Happy hour', factor: 2 }],
    });
  });

  it('adds the parts before rounding down once, and says which part had which multiplier', () => {
    // $5.40 of coffee at ×1.5 and $3.60 of the rest: 8.1 + 3.6 = 11.7 points, 11 (not 8 + 3).
    expect(
      boostedPoints(
        [
          { amount: 5.4, boost: boost('Coffee', 1.5) },
          { amount: 3.6, boost: null },
        ],
        1,
      ),
    ).toEqual({ points: 11, note: '×1.5 Coffee on $5.40', multipliers: [{ name: 'Coffee', factor: 1.5 }] });
  });
});
