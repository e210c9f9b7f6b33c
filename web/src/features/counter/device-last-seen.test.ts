import { describe, expect, it } from 'vitest';
import { lastSeenLabel } from './device-last-seen.ts';

const now = Date.parse('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('lastSeenLabel', () => {
  it('says a device never opened has not been', () => {
    expect(lastSeenLabel(null, now)).toBe('Not opened yet');
  });

  it('reads a recent visit as time ago', () => {
    expect(lastSeenLabel(ago(20_000), now)).toBe('Last seen just now');
    expect(lastSeenLabel(ago(5 * 60_000), now)).toBe('Last seen 5 minutes ago');
    expect(lastSeenLabel(ago(60 * 60_000), now)).toBe('Last seen 1 hour ago');
    expect(lastSeenLabel(ago(3 * 86_400_000), now)).toBe('Last seen 3 days ago');
  });

  it('gives the date once it is more than a month ago', () => {
    expect(lastSeenLabel('2026-01-05T12:00:00Z', now)).toBe('Last seen on Jan 5, 2026');
  });
});
