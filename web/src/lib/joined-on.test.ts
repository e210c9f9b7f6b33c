import { describe, expect, it } from 'vitest';
import { formatShortDate } from './format-date.ts';
import { joinedOn } from './joined-on.ts';

describe('joinedOn', () => {
  it('says the imported member-since day as it is in every zone, else when they came in on the business clock', () => {
    const imported = joinedOn({ createdAt: '2026-11-28T03:00:00Z', memberSince: '2023-04-05' }, 'America/Los_Angeles');
    expect(formatShortDate(imported.iso, imported.zone)).toBe('Apr 5, 2023');
    const added = joinedOn({ createdAt: '2026-11-28T03:00:00Z', memberSince: null }, 'America/Los_Angeles');
    expect(formatShortDate(added.iso, added.zone)).toBe('Nov 27, 2026');
  });
});
