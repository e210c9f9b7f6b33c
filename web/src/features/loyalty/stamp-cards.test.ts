import { describe, expect, it } from 'vitest';
import { largestStampCard } from './stamp-cards.ts';

describe('largestStampCard', () => {
  it('is the largest stamp card, ignoring other programs, and null without one', () => {
    expect(
      largestStampCard([
        { type: 'stamp_card', stampsRequired: 6 },
        { type: 'free_item', stampsRequired: 12 },
        { type: 'stamp_card', stampsRequired: 10 },
      ]),
    ).toBe(10);
    expect(largestStampCard([{ type: 'points', stampsRequired: 0 }])).toBeNull();
    expect(largestStampCard([])).toBeNull();
  });
});
