import { describe, expect, it } from 'vitest';
import { APP_ENGLISH_WORDS } from '../../lib/app-words.tsx';
import { salesWaitingLabel, saleTimeLabel } from './till-sale-labels.ts';

// 3:42 PM on Jan 5, 2026 in New York (20:42 UTC).
const NOW = Date.parse('2026-01-05T20:42:00Z');
const APP = APP_ENGLISH_WORDS;

describe('saleTimeLabel', () => {
  it("says 'Today' for a sale of the business's day", () => {
    expect(saleTimeLabel('2026-01-05T20:42:00Z', APP, NOW, 'America/New_York')).toBe('Today, 3:42 PM');
    expect(saleTimeLabel('2026-01-05T05:10:00Z', APP, NOW, 'America/New_York')).toBe('Today, 12:10 AM');
  });

  it("reads the day on the business's clocks, not UTC's", () => {
    // 2:30 AM UTC on Jan 5 is still Jan 4 in New York.
    expect(saleTimeLabel('2026-01-05T02:30:00Z', APP, NOW, 'America/New_York')).toBe('Yesterday, 9:30 PM');
  });

  it('gives the date of an older sale', () => {
    expect(saleTimeLabel('2026-01-02T15:04:00Z', APP, NOW, 'America/New_York')).toBe('Jan 2, 2026, 10:04 AM');
  });

  it('shows a dash for a time it cannot read', () => {
    expect(saleTimeLabel('not a date', APP, NOW, 'UTC')).toBe('—');
  });
});

describe('salesWaitingLabel', () => {
  it('counts one sale and several', () => {
    expect(salesWaitingLabel(1, APP)).toBe('1 till sale is waiting for its customer.');
    expect(salesWaitingLabel(3, APP)).toBe('3 till sales are waiting for their customer.');
    expect(salesWaitingLabel(1200, APP)).toBe('1,200 till sales are waiting for their customer.');
  });
});
