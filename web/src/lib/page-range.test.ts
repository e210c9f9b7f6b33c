import { describe, expect, it } from 'vitest';
import { pageRange } from './page-range.ts';

describe('pageRange', () => {
  it('gives the rows a page shows', () => {
    expect(pageRange(1, 25, 0)).toEqual({ from: 0, to: 0 });
    expect(pageRange(1, 25, 10)).toEqual({ from: 1, to: 10 });
    expect(pageRange(3, 25, 60)).toEqual({ from: 51, to: 60 });
  });
});
