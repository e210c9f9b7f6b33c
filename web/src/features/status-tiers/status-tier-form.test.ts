import { ZStatusProgramInput } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { nextTier, numberOr, removedHeldTiers, serverFieldErrors } from './status-tier-form.ts';

describe('a new tier row', () => {
  it('starts the table at Bronze, at a line that suits what is counted', () => {
    expect(nextTier([], 'points')).toEqual({ name: 'Bronze', threshold: 100, factor: 1 });
    expect(nextTier([], 'visits')).toEqual({ name: 'Bronze', threshold: 5, factor: 1 });
  });

  it('takes the next unused name, twice the line and half a point more, so the table still rises', () => {
    const tiers = [
      { name: 'Silver', threshold: 50, factor: 1 },
      { name: 'bronze', threshold: 120, factor: 1.5 },
    ];
    const next = nextTier(tiers, 'points');
    expect(next).toEqual({ name: 'Gold', threshold: 240, factor: 2 });
    expect(
      ZStatusProgramInput.safeParse({
        basis: 'points',
        window: 'rolling',
        windowMonths: 12,
        graceDays: 0,
        tiers: [...tiers, next],
      }).success,
    ).toBe(true);
  });

  it('stays within the limits after the highest tier', () => {
    expect(nextTier([{ name: 'Top', threshold: 900_000, factor: 10 }], 'points')).toMatchObject({
      threshold: 1_000_000,
      factor: 10,
    });
  });
});

describe('a number field', () => {
  it('reads what was typed, and a blank as a number the contract refuses in its own words', () => {
    expect(numberOr(0)('1.5')).toBe(1.5);
    expect(numberOr(0)(' 12 ')).toBe(12);
    expect(numberOr(0)('')).toBe(0);
    expect(numberOr(-1)('')).toBe(-1);
    expect(numberOr(-1)(Number.NaN)).toBe(-1);
  });
});

describe('what removing tiers means for their customers', () => {
  it('names the saved tiers that customers hold and the table no longer has', () => {
    const saved = [
      { id: 'a', name: 'Bronze', threshold: 10, factor: 1, customers: 4 },
      { id: 'b', name: 'Silver', threshold: 20, factor: 1.5, customers: 0 },
      { id: 'c', name: 'Gold', threshold: 30, factor: 2, customers: 2 },
    ];
    expect(removedHeldTiers(saved, [{ id: 'a' }, {}]).map((t) => t.name)).toEqual(['Gold']);
  });
});

describe("the server's refusal", () => {
  it('names the rule fields one by one and keeps the tier table messages apart', () => {
    const refusal = new ApiError({
      code: 'VALIDATION',
      message: 'Enter a number of months between 1 and 24',
      status: 400,
      details: {
        windowMonths: ['Enter a number of months between 1 and 24'],
        tiers: ['Each tier needs its own name', 'Each tier needs its own name'],
        somethingElse: ['ignored'],
      },
    });
    expect(serverFieldErrors(refusal)).toEqual({
      fields: [['windowMonths', 'Enter a number of months between 1 and 24']],
      tiers: ['Each tier needs its own name'],
    });
    expect(serverFieldErrors(new Error('offline'))).toEqual({ fields: [], tiers: [] });
  });
});
