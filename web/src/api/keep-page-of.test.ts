import { describe, expect, it } from 'vitest';
import { keepPageOf } from './keep-page-of.ts';
import { queryKeys } from './query-keys.ts';

describe('keepPageOf', () => {
  it('keeps the last page of the same business while the next one loads', () => {
    const last = { customers: ['Hana'] };
    const previousQuery = { queryKey: queryKeys.customerList('harbor', { search: '', page: 1, limit: 25 }) };
    expect(keepPageOf('harbor')(last, previousQuery)).toBe(last);
  });

  it('shows nothing of another business: an agency that opens another client sees none of the last one', () => {
    const last = { customers: ['Hana'] };
    const previousQuery = { queryKey: queryKeys.customerList('harbor', { search: '', page: 1, limit: 25 }) };
    expect(keepPageOf('bean')(last, previousQuery)).toBeUndefined();
    expect(keepPageOf('bean')(undefined, undefined)).toBeUndefined();
  });
});
