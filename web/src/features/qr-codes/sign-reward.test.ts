import type { TProgram } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { signRewardLine, signShortLink } from './sign-reward.ts';

const GBP = { currency: 'GBP', locale: 'en-GB' };
const stamps = (over: Partial<TProgram>): TProgram =>
  ({
    id: 's',
    name: 'Coffee card',
    description: '',
    status: 'active',
    createdAt: '2026-01-01T00:00:00Z',
    type: 'stamp_card',
    config: { stampsRequired: 10, rewardDescription: 'A free latte', cooldownMinutes: 0 },
    ...over,
  }) as TProgram;

describe('signRewardLine', () => {
  it("promises the business's longest-running active program, in words", () => {
    const later = stamps({
      id: 'l',
      createdAt: '2026-03-01T00:00:00Z',
      config: { stampsRequired: 5, rewardDescription: 'Cookie', cooldownMinutes: 0 },
    } as Partial<TProgram>);
    const paused = stamps({ id: 'p', status: 'paused', createdAt: '2025-01-01T00:00:00Z' });
    expect(signRewardLine([later, paused, stamps({})], GBP)).toBe('Collect 10 stamps for a free latte');
  });

  it('promises nothing without an active program', () => {
    expect(signRewardLine([stamps({ status: 'paused' })], GBP)).toBeNull();
    expect(signRewardLine([], GBP)).toBeNull();
  });
});

describe('signShortLink', () => {
  it('prints the host and the code in two halves, without the scheme', () => {
    expect(signShortLink('https://regulars.example.com/j/ABCD2345')).toBe('regulars.example.com/j/ABCD-2345');
    expect(signShortLink('http://localhost:3000/j/K7P2QXMN')).toBe('localhost:3000/j/K7P2-QXMN');
  });
});
