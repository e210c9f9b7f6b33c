import { describe, expect, it } from 'vitest';
import { daysUntil, isPast, secondsUntil } from './dates.ts';

const now = Date.parse('2026-01-01T12:00:00Z');

describe('daysUntil', () => {
  it('rounds up partial days and stops at zero', () => {
    expect(daysUntil('2026-01-15T12:00:00Z', now)).toBe(14);
    expect(daysUntil('2026-01-01T18:00:00Z', now)).toBe(1);
    expect(daysUntil('2025-12-30T12:00:00Z', now)).toBe(0);
    expect(daysUntil(null, now)).toBeNull();
  });
});

describe('isPast', () => {
  it('counts the very moment as past', () => {
    expect(isPast('2026-01-01T12:00:00Z', now)).toBe(true);
    expect(isPast('2026-01-01T12:00:01Z', now)).toBe(false);
  });
});

describe('secondsUntil', () => {
  it('rounds up partial seconds and stops at zero', () => {
    expect(secondsUntil('2026-01-01T12:04:32Z', now)).toBe(272);
    expect(secondsUntil('2026-01-01T12:00:00.200Z', now)).toBe(1);
    expect(secondsUntil('2026-01-01T11:59:00Z', now)).toBe(0);
    expect(secondsUntil('not a date', now)).toBe(0);
  });
});
