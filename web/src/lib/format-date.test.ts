import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDate, formatShortDate, formatTime, NO_DATE } from './format-date.ts';

// Midday UTC: the same calendar day in every time zone the tests may run in.
const NOON = '2026-01-05T12:00:00.000Z';

describe('formatShortDate', () => {
  it('writes the month short', () => {
    expect(formatShortDate(NOON)).toBe('Jan 5, 2026');
  });
});

describe('formatLongDate', () => {
  it('writes the month in full', () => {
    expect(formatLongDate(NOON)).toBe('January 5, 2026');
  });
});

describe('formatDateTime', () => {
  it('adds the time of day', () => {
    const local = new Date(2026, 0, 5, 15, 4);
    expect(formatDateTime(local.toISOString())).toBe('Jan 5, 2026, 3:04 PM');
  });
});

describe('formatTime', () => {
  it('writes only the time of day', () => {
    expect(formatTime(new Date(2026, 0, 5, 15, 42).toISOString())).toBe('3:42 PM');
    expect(formatTime(new Date(2026, 0, 5, 9, 5).toISOString())).toBe('9:05 AM');
  });
});

describe('a missing or unreadable date', () => {
  it('shows a dash in every format', () => {
    for (const formatDate of [formatShortDate, formatLongDate, formatDateTime, formatTime]) {
      expect(formatDate(null)).toBe(NO_DATE);
      expect(formatDate(undefined)).toBe(NO_DATE);
      expect(formatDate('')).toBe(NO_DATE);
      expect(formatDate('not a date')).toBe(NO_DATE);
    }
  });
});
