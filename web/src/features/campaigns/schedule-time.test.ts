import { CAMPAIGN_MESSAGES } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import {
  businessTimeZone,
  defaultSchedule,
  formatInZone,
  scheduleProblem,
  toScheduledFor,
  wallClockNow,
} from './schedule-time.ts';

// 23:30 on Nov 23 in New York is already Nov 24 in UTC.
const now = new Date('2026-11-24T04:30:00Z');

describe('the business clock', () => {
  it('reads the wall clock of the zone, not the browser', () => {
    expect(wallClockNow('America/New_York', now)).toBe('2026-11-23T23:30');
    expect(wallClockNow('UTC', now)).toBe('2026-11-24T04:30');
  });

  it('falls back to UTC for no zone or an unknown one', () => {
    expect(businessTimeZone(null)).toBe('UTC');
    expect(businessTimeZone('Mars/Olympus')).toBe('UTC');
    expect(businessTimeZone('Europe/Paris')).toBe('Europe/Paris');
  });

  it('formats an instant on that clock', () => {
    expect(formatInZone('2026-12-01T14:30:00Z', 'America/New_York')).toBe('Dec 1, 2026, 9:30 AM');
  });
});

describe('scheduling', () => {
  it("proposes tomorrow 9:00 on the business's calendar", () => {
    expect(defaultSchedule('America/New_York', now)).toEqual({ date: '2026-11-24', time: '09:00' });
    expect(defaultSchedule('UTC', now)).toEqual({ date: '2026-11-25', time: '09:00' });
  });

  it('refuses the past, more than a year ahead, and blanks, in the server words', () => {
    const ny = 'America/New_York';
    expect(scheduleProblem('2026-11-23', '23:30', ny, now)).toBe(CAMPAIGN_MESSAGES.scheduleInPast);
    expect(scheduleProblem('2026-11-23', '23:31', ny, now)).toBeNull();
    expect(scheduleProblem('2027-11-23', '23:30', ny, now)).toBeNull();
    expect(scheduleProblem('2027-11-24', '09:00', ny, now)).toBe(CAMPAIGN_MESSAGES.scheduleTooFar);
    expect(scheduleProblem('', '09:00', ny, now)).toBe('Choose a date and time');
  });

  it('sends the wall-clock time as typed', () => {
    expect(toScheduledFor('2026-12-01', '09:30')).toBe('2026-12-01T09:30');
  });
});
