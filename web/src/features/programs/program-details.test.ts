import { defaultProgramConfig, type TProgram } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { programDetails } from './program-details.ts';

const base = {
  id: 'p1',
  name: 'Club',
  description: '',
  status: 'active' as const,
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('the program card details', () => {
  it('shows the points catalogue cheapest first and the daily cap', () => {
    const program: TProgram = {
      ...base,
      type: 'points',
      config: {
        ...defaultProgramConfig('points'),
        dailyPointsCap: 1500,
        rewards: [
          { points: 100, name: 'Free coffee' },
          { points: 1250, name: 'Lunch' },
        ],
      },
    };
    expect(programDetails(program)).toEqual(
      expect.arrayContaining([
        ['Rewards', 'Free coffee (100) · Lunch (1,250)'],
        ['Daily cap', '1,500 points'],
      ]),
    );
  });

  it('falls back to the one reward at the minimum redemption, and "None" for no cap', () => {
    const program: TProgram = {
      ...base,
      type: 'points',
      config: { ...defaultProgramConfig('points'), dailyPointsCap: 0 },
    };
    expect(programDetails(program)).toEqual(
      expect.arrayContaining([
        ['Rewards', 'Reward at 100 points'],
        ['Daily cap', 'None'],
      ]),
    );
  });

  it('sums up the fraud guards of the stamp-like types', () => {
    const stamps = (cooldownMinutes: number, dailyLimit: number): TProgram => ({
      ...base,
      type: 'stamp_card',
      config: { ...defaultProgramConfig('stamp_card'), cooldownMinutes, dailyLimit },
    });
    const limits = (program: TProgram) => programDetails(program).find(([label]) => label === 'Stamp limits')?.[1];
    expect(limits(stamps(10, 10))).toBe('10 min apart · 10 a day');
    expect(limits(stamps(0, 3))).toBe('No wait · 3 a day');
    expect(limits(stamps(30, 0))).toBe('30 min apart · no daily limit');
    expect(limits(stamps(0, 0))).toBe('Off');

    const codes: TProgram = { ...base, type: 'rebate_code', config: defaultProgramConfig('rebate_code') };
    expect(programDetails(codes)).toContainEqual(['Code limits', '10 min apart · 10 a day']);
    const item: TProgram = { ...base, type: 'free_item', config: defaultProgramConfig('free_item') };
    expect(programDetails(item)).toContainEqual(['Purchase limits', '10 min apart · 10 a day']);
  });
});
