import { NO_COUNTER_FIGURES, type TCounterBreakdown, type TCounterFigures } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { APP_ENGLISH_WORDS as english } from '../../lib/app-words.tsx';
import { COUNTER_COLUMNS, counterBreakdownCsv, counterCell } from './counter-breakdown-table.ts';

const zero = NO_COUNTER_FIGURES;
const station: TCounterFigures = {
  visits: 1200,
  purchases: 3,
  spend: 32.5,
  pointsIssued: 32,
  pointsRedeemed: 10,
  rewardsRedeemed: 1,
  actions: 8,
  undos: 1,
  undoRate: 12.5,
};
const column = (key: keyof TCounterFigures) => COUNTER_COLUMNS.find((c) => c.key === key) ?? COUNTER_COLUMNS[0];

describe('the counter breakdown', () => {
  it('reads counts, money, and undos with their rate', () => {
    expect(counterCell(station, column('visits'))).toBe('1,200');
    expect(counterCell(station, column('spend'))).toBe('$32.50');
    // In the business's own money (issue 35).
    expect(counterCell(station, column('spend'), { currency: 'EUR', locale: 'de-DE' })).toBe('32,50\u00a0€');
    expect(counterCell(station, column('undos'))).toBe('1 · 12.5%');
    expect(counterCell(zero, column('undos'))).toBe('0');
  });

  it('exports each view with both periods', () => {
    const data: TCounterBreakdown = {
      range: {
        period: '30d',
        from: '2026-10-27',
        to: '2026-11-25',
        previousFrom: '2026-09-27',
        previousTo: '2026-10-26',
        days: 30,
        bucket: 'day',
        timeZone: 'UTC',
        currency: 'EUR',
        locale: 'en-IE',
        location: null,
      },
      byLocation: [{ id: 'a', name: 'Station Kiosk', current: station, previous: zero }],
      byStaff: [{ id: 'u', name: 'Ann Lee', current: zero, previous: station }],
    };
    const byLocation = counterBreakdownCsv(data, 'location', english);
    expect(byLocation.fileName).toBe('analytics-by-location-2026-10-27-to-2026-11-25.csv');
    expect(byLocation.columns.slice(0, 4)).toEqual(['location', 'visits', 'purchases', 'spend (EUR)']);
    expect(byLocation.columns).toContain('undo rate % (period before)');
    expect(byLocation.rows).toEqual([
      ['Station Kiosk', 1200, 3, 32.5, 32, 10, 1, 8, 1, 12.5, 0, 0, 0, 0, 0, 0, 0, 0, null],
    ]);
    const byStaff = counterBreakdownCsv(data, 'staff', english);
    expect(byStaff.columns[0]).toBe('staff member');
    expect(byStaff.rows[0]?.slice(0, 2)).toEqual(['Ann Lee', 0]);
    expect(byStaff.rows[0]?.slice(-1)).toEqual([12.5]);
  });
});
