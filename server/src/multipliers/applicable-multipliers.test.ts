import { describe, expect, it } from 'vitest';
import {
  applicableMultipliers,
  inBirthdayWeek,
  type TMultiplierSet,
  type TStoredMultiplier,
} from './applicable-multipliers.ts';

const happyHour = (over: Partial<TStoredMultiplier> = {}): TStoredMultiplier => ({
  name: 'Happy hour',
  kind: 'happy_hour',
  factor: 2,
  days: [1, 2, 3, 4, 5],
  startMinute: 16 * 60,
  endMinute: 18 * 60,
  startsOn: null,
  endsOn: null,
  category: null,
  locationIds: null,
  ...over,
});
const doubleDays: TStoredMultiplier = {
  ...happyHour(),
  name: 'Double points',
  kind: 'double_days',
  factor: 3,
  days: [],
  startMinute: null,
  endMinute: null,
  startsOn: '2026-12-01',
  endsOn: '2026-12-03',
};
const birthdayWeek: TStoredMultiplier = { ...doubleDays, name: 'Birthday week', kind: 'birthday_week', factor: 1.5 };
const set = (rules: TStoredMultiplier[], over: Partial<TMultiplierSet> = {}): TMultiplierSet => ({
  combine: 'largest',
  ceiling: 3,
  timeZone: 'America/New_York',
  rules,
  ...over,
});

describe('applicableMultipliers', () => {
  it("reads a happy hour on the business's wall clock, across a daylight-saving change", () => {
    const rules = set([happyHour()]);
    // Tuesday 3 Nov 2026, 16:30 in New York is 21:30 UTC (EST); Friday 30 Oct, 16:30 is 20:30 UTC (EDT).
    for (const at of ['2026-11-03T21:30:00Z', '2026-10-30T20:30:00Z']) {
      expect(applicableMultipliers(rules, { at: new Date(at), locationId: null, birthday: null })).toEqual({
        factor: 2,
        applied: [{ name: 'Happy hour', factor: 2 }],
      });
    }
    // 18:00 is past its end; Saturday is not one of its days; 15:59 is before it.
    for (const at of ['2026-11-03T23:00:00Z', '2026-11-07T21:30:00Z', '2026-11-03T20:59:00Z']) {
      expect(applicableMultipliers(rules, { at: new Date(at), locationId: null, birthday: null })).toBeNull();
    }
  });

  it('applies a rule limited to locations only there, never to an action with no location', () => {
    const rules = set([happyHour({ locationIds: ['a'] })]);
    const at = new Date('2026-11-03T21:30:00Z');
    expect(applicableMultipliers(rules, { at, locationId: 'a', birthday: null })?.factor).toBe(2);
    expect(applicableMultipliers(rules, { at, locationId: 'b', birthday: null })).toBeNull();
    expect(applicableMultipliers(rules, { at, locationId: null, birthday: null })).toBeNull();
  });

  it('ends an all-day happy hour at midnight and counts double-points days in the local date', () => {
    const allDay = set([happyHour({ days: [2], startMinute: 0, endMinute: 1440 })], { timeZone: 'Asia/Tokyo' });
    // Tuesday 23:59 in Tokyo counts; Wednesday 00:00 does not.
    expect(
      applicableMultipliers(allDay, { at: new Date('2026-11-03T14:59:00Z'), locationId: null, birthday: null }),
    ).not.toBeNull();
    expect(
      applicableMultipliers(allDay, { at: new Date('2026-11-03T15:00:00Z'), locationId: null, birthday: null }),
    ).toBeNull();
    const days = set([doubleDays], { timeZone: 'Asia/Tokyo' });
    // 30 Nov 15:00 UTC is already 1 Dec in Tokyo; 3 Dec 15:00 UTC is 4 Dec there.
    expect(
      applicableMultipliers(days, { at: new Date('2026-11-30T15:00:00Z'), locationId: null, birthday: null }),
    ).not.toBeNull();
    expect(
      applicableMultipliers(days, { at: new Date('2026-12-03T15:00:00Z'), locationId: null, birthday: null }),
    ).toBeNull();
  });

  it('combines by the business rule: the largest, or the product up to the ceiling', () => {
    const rules = [happyHour({ days: [2] }), doubleDays, birthdayWeek];
    const at = new Date('2026-12-01T21:30:00Z');
    const birthday = '1990-11-28';
    expect(applicableMultipliers(set(rules), { at, locationId: null, birthday })?.factor).toBe(3);
    expect(
      applicableMultipliers(set(rules, { combine: 'multiply', ceiling: 5 }), { at, locationId: null, birthday }),
    ).toEqual({
      factor: 5,
      applied: [
        { name: 'Happy hour', factor: 2 },
        { name: 'Double points', factor: 3 },
        { name: 'Birthday week', factor: 1.5 },
      ],
    });
    expect(
      applicableMultipliers(set(rules, { combine: 'multiply', ceiling: 10 }), { at, locationId: null, birthday })
        ?.factor,
    ).toBe(9);
  });
});

describe('inBirthdayWeek', () => {
  it('is the birthday and the six days after, across a new year and on 28 February for a leap-day birthday', () => {
    expect(inBirthdayWeek('1990-03-10', '2026-03-10')).toBe(true);
    expect(inBirthdayWeek('1990-03-10', '2026-03-16')).toBe(true);
    expect(inBirthdayWeek('1990-03-10', '2026-03-17')).toBe(false);
    expect(inBirthdayWeek('1990-03-10', '2026-03-09')).toBe(false);
    expect(inBirthdayWeek('1985-12-29', '2027-01-04')).toBe(true);
    expect(inBirthdayWeek('1985-12-29', '2027-01-05')).toBe(false);
    expect(inBirthdayWeek('2000-02-29', '2027-02-28')).toBe(true);
    expect(inBirthdayWeek('2000-02-29', '2027-02-27')).toBe(false);
    expect(inBirthdayWeek('2000-02-29', '2028-02-28')).toBe(false);
    expect(inBirthdayWeek('2000-02-29', '2028-03-06')).toBe(true);
  });
});
