import { describe, expect, it } from 'vitest';
import { sideRewardText } from './referral-words.ts';

describe('sideRewardText', () => {
  it('says what a side gets, with the program points or stamps go on', () => {
    expect(sideRewardText({ kind: 'stamps', programId: 'c', programName: 'Coffee card', stamps: 2 })).toBe(
      '2 stamps on Coffee card',
    );
    expect(sideRewardText({ kind: 'stamps', programId: 'c', programName: 'Coffee card', stamps: 1 })).toBe(
      '1 stamp on Coffee card',
    );
    expect(sideRewardText({ kind: 'points', programId: 'p', programName: 'Coffee Club', points: 1500 })).toBe(
      '1,500 points on Coffee Club',
    );
    expect(sideRewardText({ kind: 'reward', name: 'Free coffee', validDays: 30 })).toBe('Free coffee');
  });
});
