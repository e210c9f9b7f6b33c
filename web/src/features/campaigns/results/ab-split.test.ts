import { describe, expect, it } from 'vitest';
import { abSplit } from './lift-display.ts';

const figures = (messaged: number) => ({ messaged });

describe('the A/B split in words', () => {
  it('says who really got each version, beside the share asked for', () => {
    expect(abSplit(50, { a: figures(7), b: figures(11) })).toBe(
      'Version B went to 11 of the 18 messaged (61%; 50% asked for), version A to 7.',
    );
  });

  it('says the share asked for until the counts are known, or before anyone is messaged', () => {
    expect(abSplit(30, null)).toBe('Version B went to 30% of those messaged, version A to the rest.');
    expect(abSplit(30, { a: figures(0), b: figures(0) })).toBe(
      'Version B is to go to 30% of those messaged, version A to the rest.',
    );
  });
});
