import { describe, expect, it } from 'vitest';
import { niceExtent } from './interval-bar.tsx';

describe('niceExtent', () => {
  it('rounds the furthest end up to 1, 2 or 5 times a power of ten', () => {
    expect(niceExtent(3)).toBe(5);
    expect(niceExtent(-12)).toBe(20);
    expect(niceExtent(20)).toBe(20);
    expect(niceExtent(0.4, 0.1)).toBe(0.5);
    expect(niceExtent(51)).toBe(100);
  });

  it('never goes below the floor, so a range of nothing still has an axis', () => {
    expect(niceExtent(0)).toBe(1);
    expect(niceExtent(0, 10)).toBe(10);
  });
});
