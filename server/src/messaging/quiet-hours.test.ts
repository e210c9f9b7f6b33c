import { describe, expect, it } from 'vitest';
import { quietHoursEnd } from './quiet-hours.ts';

const night = { start: '21:00', end: '08:00' };

describe('quiet hours for marketing SMS', () => {
  it('holds an evening message until 08:00 the next morning, in the business time zone', () => {
    // 22:30 in New York (EST, UTC-5) on 10 Nov.
    const end = quietHoursEnd({ now: new Date('2026-11-11T03:30:00Z'), timeZone: 'America/New_York', ...night });
    expect(end?.toISOString()).toBe('2026-11-11T13:00:00.000Z');
  });

  it('holds an early-morning message until 08:00 the same day', () => {
    const end = quietHoursEnd({ now: new Date('2026-11-10T06:59:00Z'), timeZone: 'Europe/Berlin', ...night });
    expect(end?.toISOString()).toBe('2026-11-10T07:00:00.000Z');
  });

  it('lets a daytime message go, and treats a missing time zone as UTC', () => {
    expect(quietHoursEnd({ now: new Date('2026-11-10T12:00:00Z'), timeZone: 'Europe/Berlin', ...night })).toBeNull();
    expect(quietHoursEnd({ now: new Date('2026-11-10T20:59:00Z'), timeZone: null, ...night })).toBeNull();
    expect(quietHoursEnd({ now: new Date('2026-11-10T21:00:00Z'), timeZone: null, ...night })?.toISOString()).toBe(
      '2026-11-11T08:00:00.000Z',
    );
  });

  it('ends at the wall-clock hour across a daylight-saving change', () => {
    // 23:00 on 28 Mar 2026 in Berlin (CET); clocks go forward that night, so 08:00 is CEST (UTC+2).
    const end = quietHoursEnd({ now: new Date('2026-03-28T22:00:00Z'), timeZone: 'Europe/Berlin', ...night });
    expect(end?.toISOString()).toBe('2026-03-29T06:00:00.000Z');
  });

  it('handles quiet hours within one day, and none when start equals end', () => {
    const lunch = { start: '12:00', end: '13:30' };
    expect(quietHoursEnd({ now: new Date('2026-11-10T12:10:00Z'), timeZone: null, ...lunch })?.toISOString()).toBe(
      '2026-11-10T13:30:00.000Z',
    );
    expect(quietHoursEnd({ now: new Date('2026-11-10T13:30:00Z'), timeZone: null, ...lunch })).toBeNull();
    expect(
      quietHoursEnd({ now: new Date('2026-11-10T23:00:00Z'), timeZone: null, start: '08:00', end: '08:00' }),
    ).toBeNull();
  });
});
