import { describe, expect, it } from 'vitest';
import { goesOutAt, heldUntil } from './quiet-hold.ts';

// 08:00 in New York (EST).
const hold = { until: '2026-11-11T13:00:00.000Z', timeZone: 'America/New_York' };

describe('why an SMS campaign waits', () => {
  it('says until when, on the business clock, and names the zone', () => {
    expect(heldUntil(hold)).toBe('Held by quiet hours until 8:00 AM (America/New_York)');
    expect(goesOutAt(hold)).toBe('It goes out at 8:00 AM (America/New_York), when your quiet hours end.');
  });

  it('reads the zone it is given, not the browser', () => {
    expect(heldUntil({ ...hold, timeZone: 'UTC' })).toBe('Held by quiet hours until 1:00 PM (UTC)');
  });
});
