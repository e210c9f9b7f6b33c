import { describe, expect, it } from 'vitest';
import { trendChange } from './trend-change.ts';

describe('trendChange', () => {
  it('says how many more or fewer than the 30 days before, with what that was', () => {
    expect(trendChange(13, 9)).toEqual({ text: '4 more than the 30 days before (9)', direction: 'up' });
    expect(trendChange(1, 3)).toEqual({ text: '2 fewer than the 30 days before (3)', direction: 'down' });
    expect(trendChange(1200, 0).text).toBe('1,200 more than the 30 days before (0)');
  });

  it('says so when nothing changed', () => {
    expect(trendChange(5, 5)).toEqual({ text: 'Same as the 30 days before', direction: 'same' });
  });
});
