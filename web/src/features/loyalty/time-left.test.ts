import { describe, expect, it } from 'vitest';
import { formatTimeLeft } from './time-left.ts';

describe('formatTimeLeft', () => {
  it('writes minutes and two-digit seconds', () => {
    expect(formatTimeLeft(300)).toBe('5:00');
    expect(formatTimeLeft(245)).toBe('4:05');
    expect(formatTimeLeft(59)).toBe('0:59');
    expect(formatTimeLeft(0.2)).toBe('0:01');
  });

  it('never counts below zero', () => {
    expect(formatTimeLeft(0)).toBe('0:00');
    expect(formatTimeLeft(-3)).toBe('0:00');
  });
});
