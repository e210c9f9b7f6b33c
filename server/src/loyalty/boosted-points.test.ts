import { sayLine } from '@regulars/contracts';
import { appTranslatorFor } from '@regulars/contracts/i18n/all-catalogues';
import { describe, expect, it } from 'vitest';
import { boostedPoints } from './boosted-points.ts';

const boost = (name: string, factor: number) => ({ factor, applied: [{ name, factor }] });

describe('boostedPoints', () => {
  it('is nothing without a multiplier, and the whole purchase times the factor with one', () => {
    expect(boostedPoints([{ amount: 12.99, boost: null }], 1.5)).toBeNull();
    expect(boostedPoints([{ amount: 12.99, boost: boost('Happy hour', 2) }], 1.5)).toEqual({
      points: 38,
      note: '×2 Happy hour',
      said: '×2 Happy hour',
      multipliers: [{ name: 'Happy hour', factor: 2 }],
    });
  });

  it('adds the parts before rounding down once, and says which part had which multiplier', () => {
    // $5.40 of coffee at ×1.5 and $3.60 of the rest: 8.1 + 3.6 = 11.7 points, 11 (not 8 + 3).
    const parts = boostedPoints(
      [
        { amount: 5.4, boost: boost('Coffee', 1.5) },
        { amount: 3.6, boost: null },
      ],
      1,
    );
    expect(parts).toMatchObject({
      points: 11,
      note: '×1.5 Coffee on $5.40',
      multipliers: [{ name: 'Coffee', factor: 1.5 }],
    });
    // The counter's line says the same in the staff's language.
    const line = (language: 'en' | 'es') =>
      sayLine(
        { key: 'changes.pointsBoosted', values: { count: 11, boost: parts?.said ?? '' } },
        appTranslatorFor(language),
      );
    expect(line('en')).toBe('+11 points (×1.5 Coffee on $5.40)');
    expect(line('es')).toMatch(/^\+11 puntos \(×1\.5 Coffee .+ \$5\.40\)$/);
  });

  it('says several multipliers of one purchase together', () => {
    const both = {
      factor: 3,
      applied: [
        { name: 'Happy hour', factor: 2 },
        { name: 'Gold', factor: 1.5 },
      ],
    };
    const boosted = boostedPoints([{ amount: 10, boost: both }], 1);
    expect(sayLine({ key: 'changes.pointsBoosted', values: { count: 30, boost: boosted?.said ?? '' } })).toBe(
      '+30 points (×3 in all: ×2 Happy hour, ×1.5 Gold)',
    );
  });
});
