import { describe, expect, it } from 'vitest';
import { describeProgram, inSentence, PROGRAM_DEFAULTS } from './programs.ts';

describe('inSentence', () => {
  it('lowers a plain capitalised first word, and leaves names and acronyms as typed', () => {
    expect(
      ['Free coffee', 'A free latte', 'Coffee', 'Free Coffee', 'BOGO deal', 'iPhone case', '10% off'].map(inSentence),
    ).toEqual(['free coffee', 'a free latte', 'coffee', 'free Coffee', 'BOGO deal', 'iPhone case', '10% off']);
  });
});

describe('describeProgram', () => {
  it('puts a stamp card’s reward inside its sentence', () => {
    const config = { ...PROGRAM_DEFAULTS.stamp_card, rewardDescription: 'Free latte' };
    expect(describeProgram({ type: 'stamp_card', config })).toBe('Collect 10 stamps for free latte');
    expect(describeProgram({ type: 'stamp_card', config: { ...config, rewardDescription: '' } })).toBe(
      'Collect 10 stamps for a reward',
    );
  });
});
