import { describe, expect, it } from 'vitest';
import { readMemberSince } from './read-member-since.ts';

const importedAt = new Date('2026-11-28T12:00:00Z');

describe('readMemberSince', () => {
  it('reads the dates other tools write, with or without a time, in the business’s order of day and month', () => {
    expect(readMemberSince('2023-04-05', 'US', importedAt)).toBe('2023-04-05');
    expect(readMemberSince('2023-04-05T14:02:00Z', 'US', importedAt)).toBe('2023-04-05');
    expect(readMemberSince(' 2023-04-05 14:02:11 -0400 ', 'GB', importedAt)).toBe('2023-04-05');
    expect(readMemberSince('04/05/2023', 'US', importedAt)).toBe('2023-04-05');
    expect(readMemberSince('04/05/2023 2:02 PM', 'US', importedAt)).toBe('2023-04-05');
    expect(readMemberSince('04/05/2023', 'GB', importedAt)).toBe('2023-05-04');
    expect(readMemberSince('5 Apr 2023', 'FR', importedAt)).toBe('2023-04-05');
  });

  it('is null for what is not a past date: a future day, an impossible one, a word, before 1900', () => {
    expect(readMemberSince('2026-11-29', 'US', importedAt)).toBe('2026-11-29');
    expect(readMemberSince('2026-12-01', 'US', importedAt)).toBeNull();
    expect(readMemberSince('2023-02-30', 'US', importedAt)).toBeNull();
    expect(readMemberSince('last year', 'US', importedAt)).toBeNull();
    expect(readMemberSince('1899-12-31', 'US', importedAt)).toBeNull();
  });
});
