import { describe, expect, it } from 'vitest';
import {
  formatCalendarDays,
  formatDateTime,
  formatLongDate,
  formatShortDate,
  formatTime,
  formatZonedDateTime,
  formatZonedTime,
  NO_DATE,
} from './format-date.ts';

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

describe('a business zone', () => {
  // 14:15 UTC: still the 24th in New York, already the 25th in Auckland.
  const AT = '2026-11-24T14:15:00.000Z';

  it('reads the same instant on the clocks of each zone, whatever the browser runs in', () => {
    expect(formatDateTime(AT, 'America/New_York')).toBe('Nov 24, 2026, 9:15 AM');
    expect(formatDateTime(AT, 'Pacific/Auckland')).toBe('Nov 25, 2026, 3:15 AM');
    expect(formatShortDate(AT, 'Pacific/Auckland')).toBe('Nov 25, 2026');
    expect(formatLongDate(AT, 'America/New_York')).toBe('November 24, 2026');
    expect(formatTime(AT, 'Pacific/Auckland')).toBe('3:15 AM');
  });

  it("labels a moment with the zone's short name where it could be misread", () => {
    expect(formatZonedDateTime(AT, 'America/New_York')).toBe('Nov 24, 2026, 9:15 AM EST');
    expect(formatZonedDateTime(AT, 'Pacific/Auckland')).toBe('Nov 25, 2026, 3:15 AM GMT+13');
    expect(formatZonedTime(AT, 'America/Los_Angeles')).toBe('6:15 AM PST');
    expect(formatZonedDateTime(null, 'America/New_York')).toBe(NO_DATE);
  });

  it('falls back to the browser zone for a name it does not know', () => {
    expect(formatDateTime(AT, 'Mars/Olympus_Mons')).toBe(formatDateTime(AT));
  });
});

describe('formatCalendarDays', () => {
  // Intl puts thin spaces around a range's dash: compared as read.
  const read = (first: string, last: string) => formatCalendarDays(first, last).replace(/\s/g, ' ');

  it('writes a run of calendar days, the month and year once where they are shared', () => {
    expect(read('2026-12-01', '2026-12-03')).toBe('Dec 1 – 3, 2026');
    expect(read('2026-11-28', '2026-12-03')).toBe('Nov 28 – Dec 3, 2026');
    expect(read('2026-12-30', '2027-01-02')).toBe('Dec 30, 2026 – Jan 2, 2027');
  });

  it('writes one day as a date, and no date for what is not one', () => {
    expect(formatCalendarDays('2026-12-01', '2026-12-01')).toBe('Dec 1, 2026');
    expect(formatCalendarDays('', '2026-12-01')).toBe(NO_DATE);
  });
});
