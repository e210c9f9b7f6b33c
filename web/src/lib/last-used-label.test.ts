import { describe, expect, it } from 'vitest';
import { lastUsedLabel } from './last-used-label.ts';

describe('lastUsedLabel', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();
  it('says when a key was last used in words', () => {
    expect(lastUsedLabel(null, now)).toBe('Never');
    expect(lastUsedLabel(ago(20_000), now)).toBe('Just now');
    expect(lastUsedLabel(ago(60_000), now)).toBe('1 minute ago');
    expect(lastUsedLabel(ago(5 * 60_000), now)).toBe('5 minutes ago');
    expect(lastUsedLabel(ago(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(lastUsedLabel(ago(2 * 86_400_000), now)).toBe('2 days ago');
    expect(lastUsedLabel(ago(40 * 86_400_000), now)).toMatch(/2026/);
  });
});
