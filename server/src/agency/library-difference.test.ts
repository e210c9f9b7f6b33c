import { PROGRAM_DEFAULTS } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { libraryDifference, sameJson } from './library-difference.ts';

const card = (stampsRequired: number, extra: Record<string, unknown> = {}) => ({
  type: 'stamp_card' as const,
  description: 'Ten coffees, the eleventh free',
  config: { stampsRequired, rewardDescription: 'A free coffee', ...extra },
});

describe('a client’s program against the library’s', () => {
  it('is missing, the same, or differs in type, description, rules or other settings only', () => {
    expect(libraryDifference(card(10), null)).toEqual({ state: 'missing', differences: [] });
    // Defaults filled in on both sides: a field left out reads as its default.
    expect(
      libraryDifference(card(10), card(10, { cooldownMinutes: PROGRAM_DEFAULTS.stamp_card.cooldownMinutes })),
    ).toEqual({ state: 'same', differences: [] });
    expect(libraryDifference(card(10), card(8))).toEqual({ state: 'differs', differences: ['rules'] });
    expect(
      libraryDifference(card(10), {
        ...card(10, { cooldownMinutes: PROGRAM_DEFAULTS.stamp_card.cooldownMinutes + 30 }),
        description: ' Our own ',
      }),
    ).toEqual({
      state: 'differs',
      differences: ['description', 'settings'],
    });
    expect(libraryDifference(card(10), { type: 'points', description: '', config: {} })).toEqual({
      state: 'type_differs',
      differences: ['type'],
    });
  });

  it('compares JSON deeply, whatever the order of keys', () => {
    expect(sameJson({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameJson({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: null })).toBe(false);
  });
});
