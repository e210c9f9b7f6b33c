import { describe, expect, it } from 'vitest';
import { average, openRate, percent } from './rates.ts';

describe('analytics rates', () => {
  it('gives a share to one decimal and nothing when there is nothing to divide by', () => {
    expect(percent(1, 3)).toBe(33.3);
    expect(percent(2, 3)).toBe(66.7);
    expect(percent(0, 0)).toBeNull();
  });
  it('rounds the open rate to a whole percent, as the dashboard does', () => {
    expect(openRate(2, 3)).toBe(67);
    expect(openRate(0, 0)).toBeNull();
  });
  it('averages to cents', () => {
    expect(average(100, 3)).toBe(33.33);
    expect(average(5, 0)).toBeNull();
  });
});
