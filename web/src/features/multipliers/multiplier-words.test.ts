import type { TMultiplierRule } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { hoursText, ruleText, weekdaysText, whereText } from './multiplier-words.ts';

const rule = (fields: Partial<TMultiplierRule>): TMultiplierRule => ({
  id: 'r1',
  kind: 'happy_hour',
  name: 'Happy hour',
  factor: 2,
  days: [1, 2, 3, 4, 5],
  startTime: '16:00',
  endTime: '18:00',
  startsOn: null,
  endsOn: null,
  category: null,
  locationIds: null,
  ...fields,
});

const MAIN = '00000000-0000-4000-8000-00000000aaaa';
const HARBOUR = '00000000-0000-4000-8000-00000000bbbb';
const names = new Map([
  [MAIN, 'Main Street'],
  [HARBOUR, 'Harbour Road'],
]);
// Intl writes a range's dash with thin spaces: the words are compared as a person reads them.
const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('the multipliers in words', () => {
  it('names the weekdays Monday first, three or more in a row as a span', () => {
    expect(weekdaysText([0, 1, 2, 3, 4, 5, 6])).toBe('Every day');
    expect(weekdaysText([1, 2, 3, 4, 5])).toBe('Mondays to Fridays');
    expect(weekdaysText([6, 0])).toBe('Saturdays and Sundays');
    expect(weekdaysText([1, 3, 5])).toBe('Mondays, Wednesdays and Fridays');
    expect(weekdaysText([1, 2, 3, 5])).toBe('Mondays to Wednesdays and Fridays');
    expect(weekdaysText([4])).toBe('Thursdays');
  });

  it('reads an end of 00:00 as midnight, and 00:00 to 00:00 as all day', () => {
    expect(hoursText('16:00', '18:00')).toBe('16:00–18:00');
    expect(hoursText('20:00', '00:00')).toBe('20:00–midnight');
    expect(hoursText('00:00', '00:00')).toBe('all day');
  });

  it('lists each kind as the card shows it', () => {
    expect(ruleText(rule({}), names)).toBe('×2 Happy hour — Mondays to Fridays, 16:00–18:00 · Every location');
    expect(
      spaced(
        ruleText(
          rule({
            kind: 'double_days',
            name: 'Double-points days',
            factor: 3,
            days: [],
            startTime: null,
            endTime: null,
            startsOn: '2026-12-01',
            endsOn: '2026-12-03',
            locationIds: [MAIN],
          }),
          names,
        ),
      ),
    ).toBe('×3 Double-points days — Dec 1 – 3, 2026 · Main Street');
    expect(
      ruleText(
        rule({ kind: 'birthday_week', name: 'Birthday week', factor: 1.5, days: [], startTime: null, endTime: null }),
        names,
      ),
    ).toBe("×1.5 Birthday week — the customer's birthday and the 6 days after · Every location");
    expect(
      ruleText(
        rule({
          kind: 'category',
          name: 'Latte bonus',
          days: [],
          startTime: null,
          endTime: null,
          category: 'Lattes',
          locationIds: [MAIN],
        }),
        names,
      ),
    ).toBe('×2 Latte bonus — On Lattes · Main Street');
  });

  it('names the chosen locations, or says none is left', () => {
    expect(whereText([MAIN, HARBOUR], names)).toBe('Main Street and Harbour Road');
    expect(whereText([], names)).toBe('No location: its locations were deleted');
    // Before the locations have loaded: how many.
    expect(whereText([MAIN, HARBOUR], new Map())).toBe('2 locations');
  });
});
